import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '@dawa/contracts';
import { installServerTransport, type ApiRequest } from './api-transport.ts';
import { downloadMyData, eraseAction, loadErase, privacyAction } from './privacy.server.ts';

type Answer = { status: number; body: Envelope<unknown>; setCookies?: string[] };
let calls: ApiRequest[] = [];
/** The API answering each call by its path. */
function api(answers: Record<string, Answer>) {
  calls = [];
  installServerTransport(async (request) => {
    calls.push(request);
    const answer = answers[`${request.method} ${request.path}`];
    if (!answer) throw new Error(`unexpected call ${request.method} ${request.path}`);
    return answer;
  });
}
afterEach(() => installServerTransport(undefined as never));

const okAnswer = (data: unknown, setCookies: string[] = []): Answer => ({ status: 200, body: { status: 1, data }, setCookies });
const failAnswer = (status: number, code: string, message: string): Answer => ({
  status,
  body: { status: 0, error: { code: code as never, message, showAlert: false } },
});
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'dawa_session=abc' },
  });
type DataAnswer = { data: unknown; init?: { status?: number; headers?: HeadersInit } };

describe('the download of the shopper’s data', () => {
  it('is a dated JSON attachment, private and never sniffed', async () => {
    api({ 'GET /privacy/exportMyData': okAnswer({ generatedAt: '2026-11-23T20:00:00.000Z', account: { id: 1 } }) });
    const response = await downloadMyData(new Request('http://shop.test/account/privacy/download'));
    expect(response.status).toBe(200);
    // 20:00 UTC is already the next day in India.
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="dawa-my-data-2026-11-24.json"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(await response.text())).toMatchObject({ account: { id: 1 } });
  });

  it('sends a guest to the page that asks them to log in', async () => {
    api({ 'GET /privacy/exportMyData': failAnswer(401, 'UNAUTHENTICATED', 'Please log in to continue.') });
    const response = await downloadMyData(new Request('http://shop.test/account/privacy/download'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/privacy');
  });
});

describe('the consent action', () => {
  it('posts the change and sends a plain form post back to the page', async () => {
    api({ 'POST /privacy/consents': okAnswer({ noticeVersion: 'v', consents: [], history: [] }) });
    const response = (await privacyAction(
      post('/account/privacy', { intent: 'consent', purpose: 'offers_sms_whatsapp', granted: 'true' }),
    )) as Response;
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/privacy/consents',
        body: { purpose: 'offers_sms_whatsapp', granted: true },
        headers: { cookie: 'dawa_session=abc' },
      },
    ]);
    expect(response.status).toBe(302);
  });

  it('refuses an unknown purpose without calling the API', async () => {
    api({});
    const answer = (await privacyAction(
      post('/account/privacy', { intent: 'consent', purpose: 'sell_my_data', granted: 'true', _js: '1' }),
    )) as unknown as DataAnswer;
    expect(answer.data).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(calls).toEqual([]);
  });
});

describe('the erase action', () => {
  it('asks for the box to be ticked before calling the API', async () => {
    api({});
    const answer = (await eraseAction(
      post('/account/privacy/erase', { intent: 'erase', confirmMobileNumber: '9876543210' }),
    )) as unknown as DataAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, code: 'NOT_CONFIRMED', field: 'understood' });
    expect(calls).toEqual([]);
  });

  it('shows a wrong number beside the number field, and an order in progress above the form', async () => {
    api({
      'POST /privacy/eraseAccount': failAnswer(400, 'ERASE_CONFIRMATION_MISMATCH', 'Type the mobile number of this account to confirm.'),
    });
    const wrong = (await eraseAction(
      post('/account/privacy/erase', { intent: 'erase', confirmMobileNumber: '9000000000', understood: 'yes' }),
    )) as unknown as DataAnswer;
    expect(wrong.data).toMatchObject({ ok: false, code: 'ERASE_CONFIRMATION_MISMATCH', field: 'confirmMobileNumber' });
    api({
      'POST /privacy/eraseAccount': failAnswer(
        409,
        'ACCOUNT_HAS_ORDERS_IN_PROGRESS',
        'Your account cannot be erased while an order is in progress (order #7).',
      ),
    });
    const open = (await eraseAction(
      post('/account/privacy/erase', { intent: 'erase', confirmMobileNumber: '9876543210', understood: 'yes' }),
    )) as unknown as DataAnswer;
    expect(open.init?.status).toBe(409);
    expect(open.data).toEqual({
      ok: false,
      code: 'ACCOUNT_HAS_ORDERS_IN_PROGRESS',
      message: 'Your account cannot be erased while an order is in progress (order #7).',
    });
  });

  it('goes to the confirmation with the session and checkout cookies cleared', async () => {
    api({ 'POST /privacy/eraseAccount': okAnswer({ erased: true, ordersKept: 1, filesRemoved: 2 }, ['dawa_session=; Max-Age=0; Path=/']) });
    const response = (await eraseAction(
      post('/account/privacy/erase', { intent: 'erase', confirmMobileNumber: '9876543210', understood: 'yes' }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/privacy/erase?done=1');
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toBe('dawa_session=; Max-Age=0; Path=/');
    expect(cookies.some((c) => c.startsWith('dawa_checkout=;'))).toBe(true);
  });

  it('shows the confirmation only to someone signed out who came from an erasure', async () => {
    api({ 'GET /profile/fetchProfileInfo': failAnswer(401, 'UNAUTHENTICATED', 'Please log in to continue.') });
    expect(await loadErase(new Request('http://shop.test/account/privacy/erase?done=1'))).toEqual({ state: 'done' });
    expect(await loadErase(new Request('http://shop.test/account/privacy/erase'))).toEqual({ state: 'guest' });
    api({ 'GET /profile/fetchProfileInfo': okAnswer({ mobileNumber: '9876543210' }) });
    expect(await loadErase(new Request('http://shop.test/account/privacy/erase?done=1'))).toEqual({
      state: 'signed-in',
      numberEnding: '10',
    });
  });
});
