/** Idempotency keys of one consultation payment start (invoke), kept apart from every other attempt. */
import { attemptKeys } from './attempt-keys.ts';

export const CONSULT_ATTEMPT_KEY = 'dawa.consult.attempt';
const consult = attemptKeys<'invoke'>(CONSULT_ATTEMPT_KEY);
export const consultKeyFor = consult.keyFor;
export const clearConsultAttempt = consult.clear;
