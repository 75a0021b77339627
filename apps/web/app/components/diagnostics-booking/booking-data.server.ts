/**
 * The booking page's loader and action (/account/orders/diagnostics/:orderId): the booking, and the slots
 * when the shopper asked to reschedule (`?reschedule=1`); Cancel and Reschedule post to the action, which
 * answers with the page again (a redirect) or the API's message.
 */
import type { LabBookingDetails, LabSlotDays } from '@dawa/contracts';
import { data, redirect } from 'react-router';
import { translate } from '../../i18n/index.ts';
import { labApi, type LabResult } from '../../lib/api-lab.server.ts';
import { isSlotValue, labOrderPath, positiveId } from './lab-rules.ts';

export type BookingData =
  { signedIn: false } | { signedIn: true; booking: LabBookingDetails; confirmCancel: boolean; slots: LabResult<LabSlotDays> | null };

export type BookingAnswer = { ok: false; intent: string; message: string };

const notFound = () => new Response(null, { status: 404 });

function orderIdOf(params: { orderId?: string }): number {
  const id = positiveId(params.orderId);
  if (id === undefined) throw notFound();
  return id;
}

export async function bookingLoader(request: Request, params: { orderId?: string }): Promise<BookingData> {
  const orderId = orderIdOf(params);
  const answer = await labApi.booking(orderId, request);
  if (!answer.ok) {
    if (answer.status === 401) return { signedIn: false };
    // Someone else's booking, or none: the store's not-found page.
    if (answer.status === 404 || answer.status === 400 || answer.status === 403) throw notFound();
    throw data(answer.message, { status: answer.status >= 500 && answer.status < 600 ? answer.status : 503 });
  }
  const search = new URL(request.url).searchParams;
  const booking = answer.data;
  const slots = search.get('reschedule') === '1' && booking.canReschedule ? await labApi.slots(booking.pincode, request) : null;
  return { signedIn: true, booking, confirmCancel: search.get('cancel') === '1' && booking.canCancel, slots };
}

export async function bookingAction(request: Request, params: { orderId?: string }) {
  const orderId = orderIdOf(params);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const fail = (message: string, status = 400) =>
    data<BookingAnswer>({ ok: false, intent, message: message || translate('en', 'lab-booking.error.generic') }, { status });
  if (intent === 'cancel') {
    const done = await labApi.cancel(orderId, request);
    return done.ok ? redirect(`${labOrderPath(orderId)}?cancelled=1`) : fail(done.message, done.status >= 400 ? done.status : 400);
  }
  if (intent === 'reschedule') {
    const slot = form.get('slot');
    if (!isSlotValue(slot)) return fail(translate('en', 'lab-booking.error.slot'));
    const done = await labApi.reschedule(orderId, slot, request);
    return done.ok ? redirect(`${labOrderPath(orderId)}?rescheduled=1`) : fail(done.message, done.status >= 400 ? done.status : 400);
  }
  return fail(translate('en', 'lab-booking.error.generic'));
}
