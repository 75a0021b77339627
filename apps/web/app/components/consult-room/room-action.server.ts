/** The room's chat form, shared by the patient's and the doctor's pages: posts the message to the room. */
import { data, redirect } from 'react-router';
import type { RoomMessage } from '@dawa/contracts';
import { apiResult } from '../../lib/api-result.server.ts';
import { roomCalls } from '../../lib/api-doctor.ts';
import type { ChatAnswer } from './room-chat.tsx';

export async function postRoomMessage(orderId: number, form: FormData, request: Request, fallbackError: string) {
  const text = String(form.get('text') ?? '').trim();
  const result = text
    ? await apiResult<RoomMessage>(roomCalls.message(orderId, text), request)
    : ({ ok: false, status: 400, code: 'BAD_REQUEST', message: '', setCookies: [] } as const);
  // Before the page is interactive the form was a plain post: back to the page, which shows the message.
  if (form.get('_js') !== '1') {
    const url = new URL(request.url);
    return redirect(`${url.pathname}${result.ok ? '' : '?chat=failed'}#room-chat-${orderId}`);
  }
  const answer: ChatAnswer = result.ok ? { ok: true, message: result.data } : { ok: false, error: result.message || fallbackError };
  return data(answer, { status: result.ok ? 200 : result.status === 409 ? 409 : 400 });
}
