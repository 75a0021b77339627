import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, call } from './api.ts';
import { fetchTransport, installServerTransport, type ApiTransport } from './api-transport.ts';

const answering = (status: number, body: Awaited<ReturnType<ApiTransport>>['body']): ApiTransport => async () => ({ status, body });

describe('call', () => {
  afterEach(() => installServerTransport(undefined as unknown as ApiTransport));

  it('throws an ApiError carrying the envelope’s machine code beside its message', async () => {
    installServerTransport(
      answering(400, { status: 0, error: { code: 'ORDER_BLOCKED', message: 'Oops! Something went wrong. Please try again.', showAlert: false } }),
    );
    const error = await call({ method: 'POST', path: '/order/placeOrder', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'ORDER_BLOCKED', message: 'Oops! Something went wrong. Please try again.', showAlert: false });
  });

  it('returns the data of a success envelope', async () => {
    installServerTransport(answering(200, { status: 1, data: { count: 2 } }));
    expect(await call({ method: 'GET', path: '/cart/count' })).toEqual({ count: 2 });
  });
});

describe('fetchTransport', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('turns an answer that is not an envelope (a proxy’s error page) into an INTERNAL_ERROR failure', async () => {
    globalThis.fetch = async () => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const answer = await fetchTransport({ method: 'GET', path: '/home' });
    expect(answer).toEqual({ status: 502, body: { status: 0, error: { code: 'INTERNAL_ERROR', message: '', showAlert: false } } });
  });

  it('passes an envelope through', async () => {
    const envelope = { status: 0, error: { code: 'RATE_LIMITED', message: 'Too many attempts.', showAlert: false } };
    globalThis.fetch = async () => Response.json(envelope, { status: 429 });
    expect(await fetchTransport({ method: 'POST', path: '/auth/requestOTP', body: {} })).toEqual({ status: 429, body: envelope });
  });
});

describe('api.serviceCoverage', () => {
  afterEach(() => installServerTransport(undefined as unknown as ApiTransport));

  it('asks the API once per page request, however many loaders of the page want it', async () => {
    let calls = 0;
    installServerTransport(async () => {
      calls += 1;
      return { status: 200, body: { status: 1, data: { cityCount: 3, pincodeCount: 40 } } };
    });
    const page = new Request('http://localhost/online-medicine-order/dolo-650-tablet-1');
    const [first, second] = await Promise.all([api.serviceCoverage(page), api.serviceCoverage(page)]);
    expect(first).toEqual({ cityCount: 3, pincodeCount: 40 });
    expect(second).toEqual(first);
    expect(calls).toBe(1);
    await api.serviceCoverage(new Request('http://localhost/'));
    expect(calls).toBe(2);
  });
});
