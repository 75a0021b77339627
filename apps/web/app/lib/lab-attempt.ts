/**
 * Idempotency keys of one lab booking attempt (placeOrder, then the payment start), kept apart from the medicine
 * checkout's and the PLUS purchase's.
 */
import { attemptKeys } from './attempt-keys.ts';

export const LAB_ATTEMPT_KEY = 'dawa.lab.attempt';
export type LabAttemptScope = 'place' | 'invoke';

const lab = attemptKeys<LabAttemptScope>(LAB_ATTEMPT_KEY);
export const labKeyFor = lab.keyFor;
export const clearLabAttempt = lab.clear;
