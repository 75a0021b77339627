import { afterEach, describe, expect, it } from 'vitest';
import { installServerTransport, type ApiRequest } from './api-transport.ts';
import { loginAction } from './login-action.server.ts';

afterEach(() => installServerTransport(undefined as never));

const SESSION = 'dawa_session=tok123; Path=/; HttpOnly; SameSite=Lax';

/** The API: login succeeds and sets the session; syncLocalCart answers `sync` (or fails). */
function api(sync: 'ok' | 'fail') {
  const calls: ApiRequest[] = [];
  installServerTransport(async (request) => {
    calls.push(request);
    if (request.path === '/auth/login') {
      return {
        status: 200,
        body: { status: 1, data: { profile: { id: 1, name: null, mobileNumber: '9876543210' } } },
        setCookies: [SESSION],
      };
    }
    if (request.path === '/cart/syncLocalCart' && sync === 'ok') {
      return { status: 200, body: { status: 1, data: { capped: [{ productId: 101, name: 'Dolo 650', quantity: 20 }], notAdded: [] } } };
    }
    return { status: 503, body: { status: 0, error: { code: 'INTERNAL_ERROR', message: 'Unavailable', showAlert: false } } };
  });
  return calls;
}

const verify = (cookie: string) =>
  new Request('http://shop.test/login', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'verify-otp', mobile: '9876543210', otp: '123456', _js: '1' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });

type Answer = { data: unknown; init?: { headers?: HeadersInit } };

describe('the login action', () => {
  it('forwards the session cookie, merges the guest cart under the new session and clears it, telling the capped lines', async () => {
    const calls = api('ok');
    const answer = (await loginAction(verify('dawa_cart=101:15|102:1'))) as unknown as Answer;
    const sync = calls.find((c) => c.path === '/cart/syncLocalCart');
    expect(sync?.body).toEqual({
      products: [
        { productId: 101, quantity: 15 },
        { productId: 102, quantity: 1 },
      ],
    });
    expect(sync?.headers?.cookie).toMatch(/^dawa_session=tok123; /);
    const cookies = new Headers(answer.init?.headers).getSetCookie();
    expect(cookies[0]).toBe(SESSION);
    expect(cookies[1]).toMatch(/^dawa_cart=; .*Max-Age=0/);
    expect(answer.data).toEqual({
      ok: true,
      intent: 'verify-otp',
      merged: { capped: [{ productId: 101, name: 'Dolo 650', quantity: 20 }], notAdded: [] },
    });
  });

  it('keeps the guest cart when the merge failed (the next request tries again)', async () => {
    api('fail');
    const answer = (await loginAction(verify('dawa_cart=101:1'))) as unknown as Answer;
    const cookies = new Headers(answer.init?.headers).getSetCookie();
    expect(cookies).toEqual([SESSION]);
    expect(answer.data).toEqual({ ok: true, intent: 'verify-otp', merged: null });
  });

  it('refuses a malformed number before calling the API', async () => {
    const calls = api('ok');
    const request = new Request('http://shop.test/login', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'request-otp', mobile: '12345', _js: '1' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answer = (await loginAction(request)) as unknown as Answer;
    expect(answer.data).toMatchObject({ ok: false, code: 'MOBILE_INVALID', message: 'Enter a valid mobile number' });
    expect(calls).toHaveLength(0);
  });

  describe('posted from the /login page (with or without JavaScript)', () => {
    const pagePost = (fields: Record<string, string>) =>
      new Request('http://shop.test/login', {
        method: 'POST',
        body: new URLSearchParams({ page: '1', mobile: '9876543210', ...fields }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    it('answers the page with the next step and the number, instead of sending it back where it came from', async () => {
      installServerTransport(async () => ({ status: 200, body: { status: 1, data: { numberOfDigits: 6, resendAfterSeconds: 30 } } }));
      const answer = (await loginAction(pagePost({ intent: 'request-otp' }))) as unknown as Answer;
      expect(answer.data).toMatchObject({ ok: true, intent: 'request-otp', mobile: '9876543210', otp: { numberOfDigits: 6 } });
    });

    it('goes on to the same-origin redirectTo once the code is verified, with the session cookie', async () => {
      api('ok');
      const answer = (await loginAction(pagePost({ intent: 'verify-otp', otp: '123456', redirectTo: '/cart' }))) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe('/cart');
      expect(answer.headers.getSetCookie()[0]).toBe(SESSION);
    });

    it('never goes to another site after verifying', async () => {
      api('ok');
      const answer = (await loginAction(pagePost({ intent: 'verify-otp', otp: '123456', redirectTo: '//evil.test/' }))) as Response;
      expect(answer.headers.get('Location')).toBe('/');
    });
  });
});
