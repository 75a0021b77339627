/** Idempotency keys of one PLUS purchase (submitOrder, then the payment start), kept apart from every other attempt. */
import { attemptKeys } from './attempt-keys.ts';

export const PLUS_ATTEMPT_KEY = 'dawa.plus.attempt';
const plus = attemptKeys<'submit' | 'invoke'>(PLUS_ATTEMPT_KEY);
export const plusKeyFor = plus.keyFor;
export const clearPlusAttempt = plus.clear;
