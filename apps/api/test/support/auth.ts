/** Login through the real OTP flow (dev outbox), for any test that needs a signed-in customer. */
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { OTP_RESEND_AFTER_SECONDS } from '@dawa/contracts';
import type { Db } from '@dawa/db';

let nextAddress = 0;
/** A fresh client address per call, so the per-IP send limit of one test never leaks into another. */
export function testIp(): string {
  nextAddress++;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

let nextMobile = 0;
/** A distinct valid mobile number per call (9xxxxxxxxx), unique within a test file. */
export function testMobile(): string {
  nextMobile++;
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(nextMobile).padStart(4, '0')}`;
}

export function requestOtp(api: FastifyInstance, contactNumber: string, ip = testIp()) {
  return api.inject({
    method: 'POST',
    url: '/api/auth/requestOTP',
    payload: { contactNumber },
    headers: { 'x-forwarded-for': ip },
  });
}

/** The newest code the dev SMS provider sent to `mobile`. */
export async function latestOtp(api: FastifyInstance, mobile: string): Promise<string> {
  const res = await api.inject({ method: 'GET', url: `/api/dev/outbox?contactNumber=${mobile}` });
  expect(res.statusCode, res.body).toBe(200);
  const text: string | undefined = res.json().data.messages[0]?.text;
  const code = text?.match(/\b(\d{4,8})\b/)?.[1];
  if (!code) throw new Error(`No OTP was sent to ${mobile}`);
  return code;
}

/** `name=value` of the session cookie a response sets ('' when it clears it), or undefined. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const cookie = all.find((c) => /^(__Host-)?dawa_session=/.test(c));
  return cookie?.split(';')[0];
}

export function loginRequest(api: FastifyInstance, body: Record<string, unknown>, cookie?: string) {
  const options: InjectOptions = { method: 'POST', url: '/api/auth/login', payload: body };
  if (cookie) options.headers = { cookie };
  return api.inject(options);
}

/**
 * Signs `mobile` in (creating the account on first login) and returns the session cookie as a
 * `cookie` header value: `api.inject({ url, headers: { cookie } })`.
 */
export async function login(api: FastifyInstance, mobile: string = testMobile(), extra: Record<string, unknown> = {}): Promise<string> {
  const sent = await requestOtp(api, mobile);
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await loginRequest(api, { contactNumber: mobile, userOtp: await latestOtp(api, mobile), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('Login set no session cookie');
  return cookie;
}

/** Moves the number's earlier sends back past the resend gap, as if the shopper had waited it out. */
export async function waitOutResendGap(db: Db, mobile: string): Promise<void> {
  await db
    .updateTable('otp_sends')
    .set({ sent_at: sql`sent_at - make_interval(secs => ${OTP_RESEND_AFTER_SECONDS + 1})` })
    .where('mobile_number', '=', mobile)
    .execute();
}
