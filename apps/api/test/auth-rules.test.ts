/** The pure parts of OTP login: codes, hashes, send windows, messages and the cross-site check. */
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { generateOtp, hashOtp, IP_LIMITS, NUMBER_LIMITS, sameHash, tooManyMessage, waitBeforeSend } from '../src/modules/auth/otp.ts';
import { isCrossSiteWrite } from '../src/modules/auth/csrf.ts';

const MINUTE = 60_000;
const now = new Date('2026-01-15T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('generateOtp', () => {
  it('gives exactly the stated number of digits, leading zeros included, and varies', () => {
    const codes = Array.from({ length: 500 }, () => generateOtp(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
    expect(generateOtp(4)).toMatch(/^\d{4}$/);
  });
});

describe('hashOtp', () => {
  it('depends on the secret, the number and the code', () => {
    const secret = Buffer.from('s'.repeat(32));
    const base = hashOtp(secret, '9876543210', '123456');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(base, hashOtp(secret, '9876543210', '123456'))).toBe(true);
    expect(sameHash(base, hashOtp(secret, '9876543211', '123456'))).toBe(false);
    expect(sameHash(base, hashOtp(secret, '9876543210', '123457'))).toBe(false);
    expect(sameHash(base, hashOtp(Buffer.from('t'.repeat(32)), '9876543210', '123456'))).toBe(false);
  });
});

describe('waitBeforeSend', () => {
  it('allows up to 3 sends per number in 10 minutes', () => {
    expect(waitBeforeSend([ago(MINUTE), ago(2 * MINUTE)], NUMBER_LIMITS, now)).toBe(0);
    expect(waitBeforeSend([ago(MINUTE), ago(2 * MINUTE), ago(4 * MINUTE)], NUMBER_LIMITS, now)).toBe(6 * MINUTE);
    // Sends older than the window do not count.
    expect(waitBeforeSend([ago(MINUTE), ago(2 * MINUTE), ago(11 * MINUTE)], NUMBER_LIMITS, now)).toBe(0);
  });

  it('allows up to 10 per number in a day', () => {
    const hour = 60 * MINUTE;
    const nine = Array.from({ length: 9 }, (_, i) => ago((i + 1) * hour));
    expect(waitBeforeSend(nine, NUMBER_LIMITS, now)).toBe(0);
    expect(waitBeforeSend([...nine, ago(23 * hour)], NUMBER_LIMITS, now)).toBe(hour);
  });

  it('allows up to 20 per address in 10 minutes', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ago(i * 10_000 + 1000));
    expect(waitBeforeSend(twenty.slice(1), IP_LIMITS, now)).toBe(0);
    expect(waitBeforeSend(twenty, IP_LIMITS, now)).toBe(10 * MINUTE - (19 * 10_000 + 1000));
  });
});

describe('tooManyMessage', () => {
  it('rounds up to whole minutes, and says the seconds under a minute (the resend gap)', () => {
    expect(tooManyMessage(10 * MINUTE)).toBe('Too many OTP requests. Try again in 10 minutes.');
    expect(tooManyMessage(61_000)).toBe('Too many OTP requests. Try again in 2 minutes.');
    expect(tooManyMessage(5_000)).toBe('Please wait 5 seconds before requesting a new OTP.');
  });
});

describe('isCrossSiteWrite', () => {
  const request = (method: string, headers: Record<string, string>, host = 'dawa.example') =>
    ({ method, headers, host }) as unknown as FastifyRequest;

  it('refuses writes from another origin or a cross-site fetch', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteWrite(request('PUT', { origin: 'https://dawa.example.evil.example' }))).toBe(true);
    expect(isCrossSiteWrite(request('DELETE', { origin: 'null' }))).toBe(true);
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteWrite(request('POST', { origin: 'http://dawa.example:3000' }, 'dawa.example'))).toBe(true);
  });

  it('lets same-origin writes, writes without Origin and reads through', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'https://dawa.example' }))).toBe(false);
    expect(isCrossSiteWrite(request('POST', { origin: 'http://localhost:3000' }, 'localhost:3000'))).toBe(false);
    expect(isCrossSiteWrite(request('POST', { origin: 'https://DAWA.example' }, 'dawa.example'))).toBe(false);
    expect(isCrossSiteWrite(request('POST', {}))).toBe(false);
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteWrite(request('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });
});
