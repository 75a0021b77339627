/** One-time login secrets: issued by server code only, redeemed once at POST /api/auth/loginViaSecret. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthConfig } from '../src/modules/auth/config.ts';
import { authService, type AuthService } from '../src/modules/auth/service.ts';
import { sessionStore } from '../src/modules/auth/session.ts';
import { orderService } from '../src/modules/orders/service.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectFailureEnvelope, expectSuccessEnvelope } from './support/http.ts';
import { sessionCookieOf, testIp, testMobile } from './support/auth.ts';

let app: TestApp;
let auth: AuthService;
beforeAll(async () => {
  app = await createTestApp();
  // The same settings the server resolves, so secrets issued here verify there.
  auth = authService(app.db, resolveAuthConfig(app.db), sessionStore(app.db), orderService(app.db).flags);
});
afterAll(() => app?.close());

const EXPIRED = 'This link has expired. Please log in again.';

async function newUser(name: string | null = null) {
  return app.db
    .insertInto('users')
    .values({ mobile_number: testMobile(), name, email: null })
    .returning(['id', 'mobile_number'])
    .executeTakeFirstOrThrow();
}

function redeem(body: Record<string, unknown>, ip = testIp(), cookie?: string) {
  return app.api.inject({
    method: 'POST',
    url: '/api/auth/loginViaSecret',
    payload: body,
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });
}

async function isAuthenticated(cookie: string): Promise<boolean> {
  const res = await app.api.inject({ method: 'POST', url: '/api/auth/isUserAuthenticated', payload: {}, headers: { cookie } });
  return res.json().data.isAuthenticated as boolean;
}

async function expectExpired(res: Awaited<ReturnType<typeof redeem>>) {
  expect(res.statusCode, res.body).toBe(400);
  expectFailureEnvelope(res.json());
  expect(res.json().error.message).toBe(EXPIRED);
  expect(sessionCookieOf(res)).toBeUndefined();
}

describe('POST /api/auth/loginViaSecret', () => {
  it('signs the account in with a working session and stores only a hash, valid 15 minutes', async () => {
    const user = await newUser('Ravi');
    const code = await auth.issueLoginSecret(user.id, 'payment');
    expect(code).toMatch(/^[\w-]{32}$/);
    const stored = await app.db.selectFrom('login_secrets').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);
    expect(new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()).toBe(900_000);

    const res = await redeem({ code, type: 'payment', isOmsOrder: true });
    expect(res.statusCode, res.body).toBe(200);
    expectSuccessEnvelope(res.json());
    expect(res.json().data).toEqual({ profile: expect.objectContaining({ id: user.id, mobileNumber: user.mobile_number, name: 'Ravi' }) });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/^dawa_session=[\w-]{43}$/);
    expect(await isAuthenticated(cookie!)).toBe(true);
  });

  it('refuses a secret the second time', async () => {
    const user = await newUser();
    const code = await auth.issueLoginSecret(user.id, 'payment');
    expect((await redeem({ code, type: 'payment' })).statusCode).toBe(200);
    await expectExpired(await redeem({ code, type: 'payment' }));
    expect(await app.db.selectFrom('login_secrets').select('code_hash').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('lets only one of several concurrent redemptions in', async () => {
    const user = await newUser();
    const code = await auth.issueLoginSecret(user.id, 'payment');
    const results = await Promise.all(Array.from({ length: 6 }, () => redeem({ code, type: 'payment' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('refuses an expired secret', async () => {
    const user = await newUser();
    const code = await auth.issueLoginSecret(user.id, 'payment');
    await app.db
      .updateTable('login_secrets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    await expectExpired(await redeem({ code, type: 'payment' }));
  });

  it('refuses a wrong code, the wrong type and malformed input, and the secret still works after', async () => {
    const user = await newUser();
    const code = await auth.issueLoginSecret(user.id, 'payment');
    const wrong = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    await expectExpired(await redeem({ code: wrong, type: 'payment' }));
    await expectExpired(await redeem({ code, type: 'order' }));
    await expectExpired(await redeem({ code: '', type: 'payment' }));
    await expectExpired(await redeem({ code, type: 'no spaces' }));
    expect((await redeem({ code: 'x', type: 'payment', extra: 1 })).statusCode).toBe(400);
    expect((await redeem({ code, type: 'payment' })).statusCode).toBe(200);
  });

  it('rotates the caller session', async () => {
    const first = await newUser();
    const second = await newUser();
    const oldCookie = sessionCookieOf(await redeem({ code: await auth.issueLoginSecret(first.id, 'payment'), type: 'payment' }))!;
    const res = await redeem({ code: await auth.issueLoginSecret(second.id, 'payment'), type: 'payment' }, testIp(), oldCookie);
    expect(res.json().data.profile.id).toBe(second.id);
    expect(await isAuthenticated(oldCookie)).toBe(false);
    expect(await isAuthenticated(sessionCookieOf(res)!)).toBe(true);
  });

  it('limits failures per client address to 10 in 10 minutes', async () => {
    const ip = testIp();
    for (let i = 0; i < 10; i++)
      await expectExpired(await redeem({ code: `wrong-code-${String(i).padStart(8, '0')}`, type: 'payment' }, ip));
    const user = await newUser();
    const code = await auth.issueLoginSecret(user.id, 'payment');
    const limited = await redeem({ code, type: 'payment' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many attempts. Try again in 10 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and the refused attempt did not use the secret up.
    expect((await redeem({ code, type: 'payment' })).statusCode).toBe(200);
  });

  it('has no public call that issues a secret, and refuses an invalid type at issue', async () => {
    const res = await app.api.inject({ method: 'POST', url: '/api/auth/issueLoginSecret', payload: {} });
    expect(res.statusCode).toBe(404);
    await expect(auth.issueLoginSecret(1, 'bad type')).rejects.toThrow(/type/);
  });
});
