/** OTP login: codes, limits, sessions and the cross-site guard, through the whole server. */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '@dawa/api';
import { createTestApp, SUPPORT_PHONE, type TestApp } from './support/create-test-app.ts';
import { expectFailureEnvelope, expectSuccessEnvelope } from './support/http.ts';
import { latestOtp, login, loginRequest, requestOtp, sessionCookieOf, testIp, testMobile, waitOutResendGap } from './support/auth.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const EXPIRED = 'This OTP has expired. Request a new one.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (cookie: string) => cookie.split('=')[1]!;
const wrongCode = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

function isAuthenticated(cookie?: string) {
  return app.api
    .inject({ method: 'POST', url: '/api/auth/isUserAuthenticated', payload: {}, headers: cookie ? { cookie } : {} })
    .then((res) => {
      expect(res.statusCode).toBe(200);
      return res.json().data.isAuthenticated as boolean;
    });
}

async function sendCount(mobile: string): Promise<number> {
  const row = await app.db
    .selectFrom('otp_sends')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('mobile_number', '=', mobile)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/auth/requestOTP', () => {
  it('states the code length and timings, and texts a code that is stored only as a hash', async () => {
    const mobile = testMobile();
    const res = await requestOtp(app.api, mobile);
    expect(res.statusCode).toBe(200);
    expectSuccessEnvelope(res.json());
    expect(res.json().data).toEqual({ numberOfDigits: 6, resendAfterSeconds: 30, expiresInSeconds: 600 });

    const code = await latestOtp(app.api, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await app.api.inject(`/api/dev/outbox?contactNumber=${mobile}`);
    expect(outbox.json().data.messages).toEqual([{ to: `+91${mobile}`, text: expect.stringContaining(code), sentAt: expect.any(String) }]);

    const stored = await app.db.selectFrom('otp_codes').selectAll().where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);
    expect(new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()).toBe(600_000);
  });

  it.each([
    ['', 'Enter your phone number'],
    ['5123456789', 'Enter a valid mobile number'],
    ['98765', 'Enter a valid mobile number'],
    ['98765432101', 'Enter a valid mobile number'],
  ])('refuses %j with %j', async (contactNumber, message) => {
    const res = await requestOtp(app.api, contactNumber);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, error: { code: 'VALIDATION_FAILED', message, showAlert: false } });
  });

  it('accepts a +91 prefix and refuses unknown fields', async () => {
    const mobile = testMobile();
    expect((await requestOtp(app.api, `+91 ${mobile}`)).statusCode).toBe(200);
    expect(await latestOtp(app.api, mobile)).toMatch(/^\d{6}$/);
    const res = await app.api.inject({ method: 'POST', url: '/api/auth/requestOTP', payload: { contactNumber: mobile, otp: '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown field: otp.');
  });
});

describe('POST /api/auth/login', () => {
  it('signs a new number up, returns the profile and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const res = await loginRequest(app.api, { contactNumber: mobile, userOtp: await latestOtp(app.api, mobile), hasCalled: false });
    expect(res.statusCode).toBe(200);
    expectSuccessEnvelope(res.json());
    expect(res.json().data).toEqual({
      profile: {
        id: expect.any(Number),
        name: null,
        profileEmail: null,
        mobileNumber: mobile,
        hasDeliveredOrder: false,
        hasPlacedOrder: false,
        isEmailVerified: false,
        chronic: false,
      },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^dawa_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = sessionCookieOf(res)!;
    expect(res.body).not.toContain(tokenOf(cookie));

    // Stored as its SHA-256 only.
    const session = await app.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(tokenOf(cookie))).executeTakeFirst();
    expect(session?.user_id).toBe(res.json().data.profile.id);
    expect(new Date(session!.expires_at).getTime() - new Date(session!.created_at).getTime()).toBe(90 * 86_400_000);
    expect(await isAuthenticated(cookie)).toBe(true);
    expect(await isAuthenticated()).toBe(false);
  });

  it('uses a Secure __Host- cookie over HTTPS', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const res = await app.api.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { contactNumber: mobile, userOtp: await latestOtp(app.api, mobile) },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-dawa_session=[\w-]{43};/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).not.toMatch(/Domain=/);
    const cookie = sessionCookieOf(res)!;
    const https = await app.api.inject({
      method: 'POST',
      url: '/api/auth/isUserAuthenticated',
      payload: {},
      headers: { cookie, 'x-forwarded-proto': 'https' },
    });
    expect(https.json().data.isAuthenticated).toBe(true);
  });

  it('refuses a code used once already', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const code = await latestOtp(app.api, mobile);
    expect((await loginRequest(app.api, { contactNumber: mobile, userOtp: code })).statusCode).toBe(200);
    const again = await loginRequest(app.api, { contactNumber: mobile, userOtp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 0, error: { code: 'OTP_EXPIRED', message: EXPIRED, showAlert: false } });
  });

  it('counts wrong codes; after the fifth every try, wrong or right, is 429 OTP_ATTEMPTS_EXCEEDED with Retry-After', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const code = await latestOtp(app.api, mobile);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await loginRequest(app.api, { contactNumber: mobile, userOtp: wrongCode(code) });
      expect(res.statusCode, `attempt ${attempt}`).toBe(400);
      expect(res.json().error.message).toBe('Invalid OTP!');
    }
    for (const userOtp of [wrongCode(code), code, wrongCode(code)]) {
      const res = await loginRequest(app.api, { contactNumber: mobile, userOtp });
      expect(res.statusCode).toBe(429);
      expectFailureEnvelope(res.json());
      expect(res.json().error.code).toBe('OTP_ATTEMPTS_EXCEEDED');
      // A new code can be asked for once the resend gap of the last send is over.
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(res.json().error.message).toBe(`Too many wrong attempts. Request a new OTP in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it('after the attempts ran out, a new code (once the resend gap is over) signs in', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const first = await latestOtp(app.api, mobile);
    for (let attempt = 1; attempt <= 6; attempt++) await loginRequest(app.api, { contactNumber: mobile, userOtp: wrongCode(first) });
    await waitOutResendGap(app.db, mobile);
    const stuck = await loginRequest(app.api, { contactNumber: mobile, userOtp: first });
    expect(stuck.statusCode).toBe(429);
    expect(stuck.json().error.message).toBe('Too many wrong attempts. Request a new OTP.');
    expect(stuck.headers['retry-after']).toBe('1');
    expect((await requestOtp(app.api, mobile)).statusCode).toBe(200);
    expect((await loginRequest(app.api, { contactNumber: mobile, userOtp: await latestOtp(app.api, mobile) })).statusCode).toBe(200);
  });

  it('still accepts the right code after four wrong ones', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const code = await latestOtp(app.api, mobile);
    for (let attempt = 1; attempt <= 4; attempt++) await loginRequest(app.api, { contactNumber: mobile, userOtp: wrongCode(code) });
    expect((await loginRequest(app.api, { contactNumber: mobile, userOtp: code })).statusCode).toBe(200);
  });

  it('refuses a code past its ten minutes', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const code = await latestOtp(app.api, mobile);
    await app.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('mobile_number', '=', mobile)
      .execute();
    const res = await loginRequest(app.api, { contactNumber: mobile, userOtp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(EXPIRED);
  });

  it('a resend replaces the previous code', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const first = await latestOtp(app.api, mobile);
    await waitOutResendGap(app.db, mobile);
    expect((await requestOtp(app.api, mobile)).statusCode).toBe(200);
    const second = await latestOtp(app.api, mobile);
    const rows = await app.db.selectFrom('otp_codes').select('failed_attempts').where('mobile_number', '=', mobile).execute();
    expect(rows).toHaveLength(1);
    if (first !== second) {
      const old = await loginRequest(app.api, { contactNumber: mobile, userOtp: first });
      expect(old.statusCode).toBe(400);
      expect(old.json().error.message).toBe('Invalid OTP!');
    }
    expect((await loginRequest(app.api, { contactNumber: mobile, userOtp: second })).statusCode).toBe(200);
  });

  it('refuses malformed codes and numbers with the spec texts', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    for (const userOtp of ['12345', '1234567', 'abcdef']) {
      const res = await loginRequest(app.api, { contactNumber: mobile, userOtp });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid OTP!');
    }
    const badNumber = await loginRequest(app.api, { contactNumber: '12345', userOtp: '123456' });
    expect(badNumber.json().error.message).toBe('Enter a valid mobile number');
    const noToken = await loginRequest(app.api, { contactNumber: mobile, userOtp: '123456', accessToken: 'x' });
    expect(noToken.statusCode).toBe(400);
  });
});

describe('send limits', () => {
  it('refuses a resend inside the 30-second gap with 429 and the seconds left, and sends once it is over', async () => {
    const mobile = testMobile();
    expect((await requestOtp(app.api, mobile)).statusCode).toBe(200);
    const code = await latestOtp(app.api, mobile);
    const res = await requestOtp(app.api, mobile, testIp());
    expect(res.statusCode).toBe(429);
    expectFailureEnvelope(res.json());
    expect(res.json().error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(res.json().error.message).toBe(`Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} before requesting a new OTP.`);
    // Nothing was sent, and the code already sent still signs in.
    expect(await sendCount(mobile)).toBe(1);
    expect((await loginRequest(app.api, { contactNumber: mobile, userOtp: code })).statusCode).toBe(200);
    await waitOutResendGap(app.db, mobile);
    expect((await requestOtp(app.api, mobile)).statusCode).toBe(200);
    expect(await sendCount(mobile)).toBe(2);
  });

  it('allows 3 sends per number in 10 minutes, then answers 429 with when to retry', async () => {
    const mobile = testMobile();
    for (let i = 0; i < 3; i++) {
      expect((await requestOtp(app.api, mobile)).statusCode).toBe(200);
      await waitOutResendGap(app.db, mobile);
    }
    const res = await requestOtp(app.api, mobile);
    expect(res.statusCode).toBe(429);
    expectFailureEnvelope(res.json());
    // The oldest send is about 93 s old (three resend gaps waited out): its window ends in about 8.5 minutes.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(res.json().error.message).toBe(`Too many OTP requests. Try again in ${Math.ceil(retryAfter / 60)} minutes.`);
    expect((await requestOtp(app.api, testMobile())).statusCode).toBe(200);
  });

  it('50 concurrent sends for one number: exactly 1 is accepted (the resend gap) and 1 text goes out', async () => {
    const mobile = testMobile();
    const replies = await Promise.all(Array.from({ length: 50 }, () => requestOtp(app.api, mobile)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(49);
    expect(await sendCount(mobile)).toBe(1);
    const outbox = await app.api.inject(`/api/dev/outbox?contactNumber=${mobile}`);
    expect(outbox.json().data.messages).toHaveLength(1);
  });

  it('allows 10 sends per number in a day', async () => {
    const mobile = testMobile();
    const hour = 3_600_000;
    // Nine sends earlier today, the oldest 20 hours ago: the window frees up 4 hours from now.
    await app.db
      .insertInto('otp_sends')
      .values(Array.from({ length: 9 }, (_, i) => ({ mobile_number: mobile, ip: '10.9.9.9', sent_at: new Date(Date.now() - (20 - i) * hour) })))
      .execute();
    expect((await requestOtp(app.api, mobile)).statusCode).toBe(200);
    const res = await requestOtp(app.api, mobile);
    expect(res.statusCode).toBe(429);
    const minutes = Number(/Try again in (\d+) minutes\./.exec(res.json().error.message)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(239);
    expect(minutes).toBeLessThanOrEqual(240);
  });

  it('allows 20 sends per IP address in 10 minutes, whatever the numbers', async () => {
    const ip = testIp();
    for (let i = 0; i < 20; i++) expect((await requestOtp(app.api, testMobile(), ip)).statusCode).toBe(200);
    const res = await requestOtp(app.api, testMobile(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/^Too many OTP requests\. Try again in \d+ minutes?\.$/);
  });

  it('answers known and unknown numbers alike', async () => {
    const known = testMobile();
    await login(app.api, known);
    await waitOutResendGap(app.db, known);
    const unknown = testMobile();
    const [a, b] = [await requestOtp(app.api, known), await requestOtp(app.api, unknown)];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    const [c, d] = [
      await loginRequest(app.api, { contactNumber: known, userOtp: wrongCode(await latestOtp(app.api, known)) }),
      await loginRequest(app.api, { contactNumber: unknown, userOtp: wrongCode(await latestOtp(app.api, unknown)) }),
    ];
    expect(c.statusCode).toBe(d.statusCode);
    expect(c.json()).toEqual(d.json());
  });
});

describe('sessions', () => {
  it('rotates at login: the previous cookie stops working', async () => {
    const mobile = testMobile();
    const first = await login(app.api, mobile);
    await waitOutResendGap(app.db, mobile);
    await requestOtp(app.api, mobile);
    const res = await loginRequest(app.api, { contactNumber: mobile, userOtp: await latestOtp(app.api, mobile) }, first);
    const second = sessionCookieOf(res)!;
    expect(second).not.toBe(first);
    expect(await isAuthenticated(first)).toBe(false);
    expect(await isAuthenticated(second)).toBe(true);
    expect(await app.db.selectFrom('sessions').select('user_id').where('token_hash', '=', sha256(tokenOf(first))).execute()).toEqual([]);
  });

  it('is destroyed at logout, and the cookie cleared', async () => {
    const cookie = await login(app.api);
    const res = await app.api.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, data: { isAuthenticated: false } });
    expect(String(res.headers['set-cookie'])).toMatch(/^dawa_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect(await isAuthenticated(cookie)).toBe(false);
    expect((await app.api.inject({ url: '/api/profile/fetchProfileInfo', headers: { cookie } })).statusCode).toBe(401);
    const logoutAgain = await app.api.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(logoutAgain.statusCode).toBe(200);
  });

  it('expires after 30 idle days and after 90 days in any case', async () => {
    const idle = await login(app.api);
    const old = await login(app.api);
    const day = 86_400_000;
    await app.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * day) })
      .where('token_hash', '=', sha256(tokenOf(idle)))
      .execute();
    await app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', sha256(tokenOf(old)))
      .execute();
    expect(await isAuthenticated(idle)).toBe(false);
    expect(await isAuthenticated(old)).toBe(false);
  });

  it('ignores forged and malformed cookies', async () => {
    expect(await isAuthenticated('dawa_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(await isAuthenticated('dawa_session=%%%')).toBe(false);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin with 403', async () => {
    const res = await app.api.inject({
      method: 'POST',
      url: '/api/auth/requestOTP',
      payload: { contactNumber: testMobile() },
      headers: { origin: 'https://evil.example', host: 'dawa.example' },
    });
    expect(res.statusCode).toBe(403);
    expectFailureEnvelope(res.json());
    const bySecFetch = await app.api.inject({
      method: 'POST',
      url: '/api/auth/requestOTP',
      payload: { contactNumber: testMobile() },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(bySecFetch.statusCode).toBe(403);
  });

  it('does not let another site log a customer out', async () => {
    const cookie = await login(app.api);
    const res = await app.api.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie, origin: 'https://evil.example', host: 'dawa.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await isAuthenticated(cookie)).toBe(true);
  });

  it('lets same-origin calls, calls without Origin and reads through', async () => {
    const sameOrigin = await app.api.inject({
      method: 'POST',
      url: '/api/auth/requestOTP',
      payload: { contactNumber: testMobile() },
      headers: { origin: 'https://dawa.example', host: 'dawa.example', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': testIp() },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const read = await app.api.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('configuration', () => {
  async function register(auth: Record<string, unknown>) {
    const server = Fastify();
    try {
      await server.register(apiPlugin, {
        prefix: '/api',
        db: app.db,
        databaseKind: app.kind,
        search: { productCount: 0 } as never,
        config: { supportPhone: SUPPORT_PHONE },
        auth,
      });
      await server.ready();
      return await server.inject('/api/dev/outbox?contactNumber=9876543210');
    } finally {
      await server.close();
    }
  }

  it('refuses to start in production without a real SMS provider or a session secret', async () => {
    await expect(register({ production: true })).rejects.toThrow(/no SMS provider/);
    await expect(register({ production: true, sms: { send: async () => {} } })).rejects.toThrow(/SESSION_SECRET/);
  });

  it('serves no dev outbox in production', async () => {
    const res = await register({ production: true, sms: { send: async () => {} }, sessionSecret: 'x'.repeat(32) });
    expect(res.statusCode).toBe(404);
  });

  it('never writes a code to the log', async () => {
    const lines: string[] = [];
    const server = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    try {
      await server.register(apiPlugin, {
        prefix: '/api',
        db: app.db,
        databaseKind: app.kind,
        search: { productCount: 0 } as never,
        config: { supportPhone: SUPPORT_PHONE },
      });
      const mobile = testMobile();
      const sent = await requestOtp(server, mobile);
      expect(sent.statusCode).toBe(200);
      const code = await latestOtp(server, mobile);
      expect((await loginRequest(server, { contactNumber: mobile, userOtp: code })).statusCode).toBe(200);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(code);
    } finally {
      await server.close();
    }
  });
});
