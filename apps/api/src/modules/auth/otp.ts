import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RESEND_AFTER_SECONDS } from '@dawa/contracts';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;

const MINUTE = 60_000;
export interface SendLimit {
  windowMs: number;
  max: number;
}
/**
 * Per number: one send per resend gap (the 30 seconds the login drawer counts down, enforced here too),
 * 3 sends in 10 minutes and 10 in a day. Per IP address: 20 in 10 minutes.
 */
export const NUMBER_LIMITS: SendLimit[] = [
  { windowMs: OTP_RESEND_AFTER_SECONDS * 1000, max: 1 },
  { windowMs: 10 * MINUTE, max: 3 },
  { windowMs: 24 * 60 * MINUTE, max: 10 },
];
export const IP_LIMITS: SendLimit[] = [{ windowMs: 10 * MINUTE, max: 20 }];
/** Sends older than this are never counted again. */
export const LONGEST_WINDOW_MS = 24 * 60 * MINUTE;

/** A uniformly random code of `digits` digits (leading zeros kept). */
export function generateOtp(digits: number): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/** HMAC-SHA256 of the code, bound to its number, under the server secret (hex). */
export function hashOtp(secret: Buffer, mobileNumber: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobileNumber}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Milliseconds until another send is allowed under `limits`, given the earlier sends (any order);
 * 0 when one is allowed now.
 */
export function waitBeforeSend(sends: Date[], limits: SendLimit[], now: Date): number {
  let wait = 0;
  const times = sends.map((d) => d.getTime()).sort((a, b) => a - b);
  for (const { windowMs, max } of limits) {
    const inWindow = times.filter((t) => t > now.getTime() - windowMs);
    if (inWindow.length < max) continue;
    // The window frees a slot when the send that keeps it full ages out.
    const blocking = inWindow[inWindow.length - max]!;
    wait = Math.max(wait, blocking + windowMs - now.getTime());
  }
  return wait;
}

export function tooManyMessage(waitMs: number): string {
  if (waitMs < MINUTE) return `Please wait ${secondsText(waitMs)} before requesting a new OTP.`;
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `Too many OTP requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** After the allowed wrong tries the code is dead: a new one can be asked for once the send limits allow. */
export function attemptsExceededMessage(waitMs: number): string {
  if (waitMs <= 0) return 'Too many wrong attempts. Request a new OTP.';
  if (waitMs < MINUTE) return `Too many wrong attempts. Request a new OTP in ${secondsText(waitMs)}.`;
  const minutes = Math.ceil(waitMs / MINUTE);
  return `Too many wrong attempts. Request a new OTP in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Whole seconds for Retry-After: at least 1, rounded up. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

function secondsText(waitMs: number): string {
  const seconds = retryAfterSeconds(waitMs);
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

export function otpSmsText(code: string): string {
  return `${code} is your Dawa login code. It expires in 10 minutes. Never share it with anyone.`;
}
