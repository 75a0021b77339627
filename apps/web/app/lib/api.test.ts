import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, call } from './api.ts';
import { installServerTransport, type ApiTransport } from './api-transport.ts';

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
