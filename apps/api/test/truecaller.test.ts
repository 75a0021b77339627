/** Truecaller login through the whole server, with the development provider standing in for the app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthConfig } from '../src/modules/auth/config.ts';
import { hashRequestId } from '../src/modules/auth/truecaller.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectFailureEnvelope, expectSuccessEnvelope } from './support/http.ts';
import { sessionCookieOf, testMobile } from './support/auth.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const EXPIRED = 'This Truecaller request has expired. Please try again.';

async function start(): Promise<string> {
  const res = await app.api.inject({ method: 'POST', url: '/api/auth/trueCallerAuth', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.requestId as string;
}

function poll(requestId: string, cookie?: string) {
  return app.api.inject({ method: 'POST', url: '/api/auth/trueCallerPolling', payload: { requestId }, headers: cookie ? { cookie } : {} });
}

function consent(requestId: string, mobileNumber: string, name?: string) {
  return app.api.inject({
    method: 'POST',
    url: '/api/dev/truecaller/consent',
    payload: { requestId, mobileNumber, ...(name ? { name } : {}) },
  });
}

async function isAuthenticated(cookie: string): Promise<boolean> {
  const res = await app.api.inject({ method: 'POST', url: '/api/auth/isUserAuthenticated', payload: {}, headers: { cookie } });
  return res.json().data.isAuthenticated as boolean;
}

describe('POST /api/auth/trueCallerAuth', () => {
  it('returns the partner details and a fresh random request, stored only as a hash for 2 minutes', async () => {
    const res = await app.api.inject({ method: 'POST', url: '/api/auth/trueCallerAuth', payload: {} });
    expect(res.statusCode).toBe(200);
    expectSuccessEnvelope(res.json());
    const data = res.json().data;
    expect(data).toEqual({
      partnerKey: expect.any(String),
      partnerName: 'Dawa',
      requestId: expect.stringMatching(/^[\w-]{32}$/),
      skipOption: 'useanothernum',
      title: 'login',
    });
    expect(data.partnerKey.length).toBeGreaterThan(0);
    expect(await start()).not.toBe(data.requestId);

    const row = await app.db
      .selectFrom('login_requests')
      .selectAll()
      .where('request_hash', '=', hashRequestId(data.requestId))
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(120_000);
    expect(row.completed_at).toBeNull();
    const clear = await app.db.selectFrom('login_requests').select('request_hash').where('request_hash', '=', data.requestId).execute();
    expect(clear).toEqual([]);
  });

  it('refuses a body', async () => {
    const res = await app.api.inject({ method: 'POST', url: '/api/auth/trueCallerAuth', payload: { requestId: 'x' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/trueCallerPolling', () => {
  it('asks to retry until consent, then signs in once with a working session', async () => {
    const requestId = await start();
    const mobile = testMobile();

    const pending = await poll(requestId);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ status: 1, data: { retry: true } });
    expect(sessionCookieOf(pending)).toBeUndefined();

    const answered = await consent(requestId, mobile, 'Asha Rao');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toEqual({ recorded: true });

    const done = await poll(requestId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({
      retry: false,
      profile: expect.objectContaining({ mobileNumber: mobile, name: 'Asha Rao', id: expect.any(Number) }),
    });
    expect(done.headers['cache-control']).toBe('private, no-store');
    const cookie = sessionCookieOf(done);
    expect(cookie).toMatch(/^dawa_session=[\w-]{43}$/);
    expect(await isAuthenticated(cookie!)).toBe(true);
    const setCookie = String(done.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');

    const user = await app.db.selectFrom('users').selectAll().where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
    expect(done.json().data.profile.id).toBe(user.id);
    const sessionsBefore = await app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    expect(sessionsBefore).toHaveLength(1);

    // The request completes once: a second poll signs nobody in.
    const again = await poll(requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 1, data: { retry: false } });
    expect(sessionCookieOf(again)).toBeUndefined();
    const sessionsAfter = await app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    expect(sessionsAfter).toHaveLength(1);
  });

  it('signs in exactly once when polls race after consent', async () => {
    const requestId = await start();
    const mobile = testMobile();
    await consent(requestId, mobile);
    const results = await Promise.all(Array.from({ length: 8 }, () => poll(requestId)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.filter((r) => r.json().data.profile)).toHaveLength(1);
    expect(results.filter((r) => sessionCookieOf(r))).toHaveLength(1);
    const user = await app.db.selectFrom('users').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
    expect(await app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it('signs an existing account in without overwriting its name, and rotates the caller session', async () => {
    const mobile = testMobile();
    const first = await start();
    await consent(first, mobile, 'First Name');
    const firstLogin = await poll(first);
    const oldCookie = sessionCookieOf(firstLogin)!;

    const second = await start();
    await consent(second, mobile, 'Other Name');
    const res = await poll(second, oldCookie);
    expect(res.json().data.profile).toMatchObject({ id: firstLogin.json().data.profile.id, name: 'First Name' });
    const newCookie = sessionCookieOf(res)!;
    expect(newCookie).not.toBe(oldCookie);
    expect(await isAuthenticated(newCookie)).toBe(true);
    expect(await isAuthenticated(oldCookie)).toBe(false);
  });

  it('gives retry false and no session when the customer declines', async () => {
    const requestId = await start();
    expect((await poll(requestId)).json().data).toEqual({ retry: true });
    const declined = await app.api.inject({ method: 'POST', url: '/api/dev/truecaller/reject', payload: { requestId } });
    expect(declined.statusCode).toBe(200);

    for (let i = 0; i < 2; i++) {
      const res = await poll(requestId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 1, data: { retry: false } });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    // A consent after the refusal changes nothing: the request is finished.
    await consent(requestId, testMobile());
    expect((await poll(requestId)).json()).toEqual({ status: 1, data: { retry: false } });
    const row = await app.db
      .selectFrom('login_requests')
      .selectAll()
      .where('request_hash', '=', hashRequestId(requestId))
      .executeTakeFirstOrThrow();
    expect(row.outcome).toBe('rejected');
  });

  it('refuses an expired request with a 400, even after consent', async () => {
    const requestId = await start();
    await consent(requestId, testMobile());
    await app.db
      .updateTable('login_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('request_hash', '=', hashRequestId(requestId))
      .execute();
    const res = await poll(requestId);
    expect(res.statusCode).toBe(400);
    expectFailureEnvelope(res.json());
    expect(res.json().error.message).toBe(EXPIRED);
    expect(sessionCookieOf(res)).toBeUndefined();
    // No consent can be recorded for it either.
    expect((await consent(requestId, testMobile())).statusCode).toBe(400);
  });

  it('refuses an unknown requestId with a 400, and an invalid body', async () => {
    const unknown = await poll('no-such-request-aaaaaaaaaaaaaaaaaaaa');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: 0, error: { code: 'TRUECALLER_REQUEST_EXPIRED', message: EXPIRED, showAlert: false } });
    const noBody = await app.api.inject({ method: 'POST', url: '/api/auth/trueCallerPolling', payload: {} });
    expect(noBody.statusCode).toBe(400);
    const extra = await app.api.inject({ method: 'POST', url: '/api/auth/trueCallerPolling', payload: { requestId: 'x', profile: 1 } });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a consent with an invalid mobile number', async () => {
    const requestId = await start();
    const res = await consent(requestId, '5123456789');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Enter a valid mobile number');
    expect((await poll(requestId)).json().data).toEqual({ retry: true });
  });
});

describe('Truecaller configuration', () => {
  it('is off in production without a provider, and needs a partner key with one', () => {
    const production = { production: true, sms: { send: async () => {} }, sessionSecret: 'x'.repeat(32) };
    expect(resolveAuthConfig(app.db, production, {}).truecaller).toBeNull();
    const provider = { verify: async () => ({ status: 'pending' as const }) };
    expect(() => resolveAuthConfig(app.db, { ...production, truecaller: provider }, {})).toThrow(/TRUECALLER_PARTNER_KEY/);
    const configured = resolveAuthConfig(app.db, { ...production, truecaller: provider }, { TRUECALLER_PARTNER_KEY: 'live-key' });
    expect(configured.truecaller).toBe(provider);
    expect(configured.truecallerPartnerKey).toBe('live-key');
    expect(resolveAuthConfig(app.db, {}, {}).truecaller).not.toBeNull();
  });
});
