/**
 * A page's loaders and actions call the API in-process, where Fastify sees plain HTTP. Behind TLS the
 * session cookie must still be the browser's `__Host-dawa_session`: the in-process headers carry the page's
 * scheme, and only this process can send them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessHeaders } from '@dawa/api';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { latestOtp, requestOtp, testIp, testMobile } from './support/auth.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function loginWith(headers: Record<string, string>) {
  const mobile = testMobile();
  expect((await requestOtp(app.api, mobile)).statusCode).toBe(200);
  const code = await latestOtp(app.api, mobile);
  const res = await app.api.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { contactNumber: mobile, userOtp: code },
    headers: { 'x-forwarded-for': testIp(), ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie']);
}

describe('in-process calls from a page served over HTTPS', () => {
  it('set the __Host- session cookie, Secure, as the browser expects', async () => {
    const cookie = await loginWith(inProcessHeaders(true));
    expect(cookie).toMatch(/^__Host-dawa_session=[\w-]{43};/);
    expect(cookie).toContain('Secure');
  });

  it('from a page over plain HTTP keep the plain cookie', async () => {
    expect(await loginWith(inProcessHeaders(false))).toMatch(/^dawa_session=/);
  });

  it('a client cannot claim to be an in-process call over HTTPS', async () => {
    const cookie = await loginWith({ 'x-dawa-in-process': 'guessed-secret;https' });
    expect(cookie).toMatch(/^dawa_session=/);
    expect(cookie).not.toContain('Secure');
  });

  it('a session cookie set over HTTPS is read by the next in-process call over HTTPS', async () => {
    const cookie = (await loginWith(inProcessHeaders(true))).split(';')[0]!;
    const seen = await app.api.inject({
      method: 'POST',
      url: '/api/auth/isUserAuthenticated',
      payload: {},
      headers: { cookie, ...inProcessHeaders(true) },
    });
    expect(seen.json().data.isAuthenticated).toBe(true);
    const plain = await app.api.inject({ method: 'POST', url: '/api/auth/isUserAuthenticated', payload: {}, headers: { cookie } });
    expect(plain.json().data.isAuthenticated).toBe(false);
  });
});
