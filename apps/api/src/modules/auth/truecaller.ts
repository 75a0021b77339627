import { createHash, randomBytes } from 'node:crypto';
import { TRUECALLER_REQUEST_TTL_SECONDS } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { fail } from '../../http/result.ts';

/**
 * Truecaller login. The storefront asks for a request (POST /api/auth/trueCallerAuth), hands its
 * requestId to the Truecaller app, and polls (POST /api/auth/trueCallerPolling) until the customer
 * has answered in the app. The provider says what the customer answered; production plugs in a
 * real one (ApiDeps.auth.truecaller), development uses `devTruecallerProvider`.
 */
export type TruecallerVerdict =
  { status: 'pending' } | { status: 'verified'; mobileNumber: string; name?: string } | { status: 'rejected' };

export interface TruecallerProvider {
  verify(requestId: string): Promise<TruecallerVerdict>;
}

export const truecallerErrors = {
  /** Production without a real provider: the Truecaller calls are switched off. */
  unavailable: () => fail('TRUECALLER_UNAVAILABLE', 'Truecaller login is not available. Log in with an OTP instead.', 404),
  /** Unknown requestId, or one whose 2 minutes ran out before the customer answered. */
  expired: () => fail('TRUECALLER_REQUEST_EXPIRED', 'This Truecaller request has expired. Please try again.', 400),
};

export const TRUECALLER_REQUEST_TTL_MS = TRUECALLER_REQUEST_TTL_SECONDS * 1000;
/** Finished and expired requests are forgotten this long after they expire. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export const newRequestId = () => randomBytes(24).toString('base64url');
export const hashRequestId = (requestId: string) => createHash('sha256').update(requestId).digest('hex');

/** Stores a new request, valid for 2 minutes, and forgets requests that expired a day ago. */
export async function createLoginRequest(db: Db, now: Date): Promise<string> {
  const requestId = newRequestId();
  await db
    .deleteFrom('login_requests')
    .where('expires_at', '<', new Date(now.getTime() - FORGET_AFTER_MS))
    .execute();
  await db
    .insertInto('login_requests')
    .values({ request_hash: hashRequestId(requestId), created_at: now, expires_at: new Date(now.getTime() + TRUECALLER_REQUEST_TTL_MS) })
    .execute();
  return requestId;
}

export function findLoginRequest(db: Db, requestId: string) {
  return db
    .selectFrom('login_requests')
    .select(['expires_at', 'completed_at'])
    .where('request_hash', '=', hashRequestId(requestId))
    .executeTakeFirst();
}

type Executor = Pick<Db, 'updateTable'>;

/** Marks a live, unfinished request finished; false when it was already finished or has expired (it completes once). */
export async function completeLoginRequest(db: Executor, requestId: string, outcome: 'verified' | 'rejected', now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('login_requests')
    .set({ completed_at: now, outcome })
    .where('request_hash', '=', hashRequestId(requestId))
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('request_hash')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Development and tests: the customer's answer is recorded by POST /api/dev/truecaller/consent (or
 * /reject) in `truecaller_dev_answers`; until then the request is pending. Never used in production.
 */
export function devTruecallerProvider(db: Db): TruecallerProvider {
  return {
    async verify(requestId) {
      const answer = await db
        .selectFrom('truecaller_dev_answers')
        .select(['verdict', 'mobile_number', 'name'])
        .where('request_id', '=', requestId)
        .executeTakeFirst();
      if (!answer) return { status: 'pending' };
      if (answer.verdict === 'rejected' || !answer.mobile_number) return { status: 'rejected' };
      return { status: 'verified', mobileNumber: answer.mobile_number, ...(answer.name ? { name: answer.name } : {}) };
    },
  };
}

/** Records the simulated answer for a live request; false when the request is unknown or expired. */
export async function recordDevAnswer(
  db: Db,
  requestId: string,
  answer: { verdict: 'verified'; mobileNumber: string; name?: string } | { verdict: 'rejected' },
  now: Date,
): Promise<boolean> {
  const request = await findLoginRequest(db, requestId);
  if (!request || new Date(request.expires_at) <= now) return false;
  const row = {
    request_id: requestId,
    verdict: answer.verdict,
    mobile_number: answer.verdict === 'verified' ? answer.mobileNumber : null,
    name: answer.verdict === 'verified' ? (answer.name ?? null) : null,
  };
  await db
    .insertInto('truecaller_dev_answers')
    .values(row)
    .onConflict((oc) => oc.column('request_id').doUpdateSet({ verdict: row.verdict, mobile_number: row.mobile_number, name: row.name }))
    .execute();
  return true;
}
