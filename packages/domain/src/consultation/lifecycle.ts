/**
 * A doctor consultation (Telemedicine Practice Guidelines 2020): its transition table, when the patient may join
 * the call, the status and actions the consultation list shows, and until when it may be rescheduled, cancelled
 * or followed up.
 */
import type { TransitionTable } from '../checkout/lifecycles.ts';

export const CONSULTATION_STATES = ['PAYMENT_PENDING', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'PAYMENT_FAILED'] as const;
export type ConsultationState = (typeof CONSULTATION_STATES)[number];

export const CONSULTATION_EVENTS = ['PAYMENT_CONFIRMED', 'PAYMENT_FAILED', 'RESCHEDULE', 'START', 'COMPLETE', 'CANCEL'] as const;
export type ConsultationEvent = (typeof CONSULTATION_EVENTS)[number];

/**
 * A booking holds its slot while it waits for payment, as an order does. A rescheduled consultation stays
 * SCHEDULED in its new slot. Once the doctor starts the call it can only be completed.
 */
export const CONSULTATION_LIFECYCLE: TransitionTable<ConsultationState, ConsultationEvent> = {
  name: 'consultation',
  states: CONSULTATION_STATES,
  events: CONSULTATION_EVENTS,
  edges: {
    PAYMENT_PENDING: { PAYMENT_CONFIRMED: 'SCHEDULED', PAYMENT_FAILED: 'PAYMENT_FAILED', CANCEL: 'CANCELLED' },
    SCHEDULED: { START: 'IN_PROGRESS', CANCEL: 'CANCELLED', RESCHEDULE: 'SCHEDULED' },
    IN_PROGRESS: { COMPLETE: 'COMPLETED' },
  },
  replays: {
    SCHEDULED: ['PAYMENT_CONFIRMED'],
    IN_PROGRESS: ['START'],
    COMPLETED: ['COMPLETE'],
    CANCELLED: ['CANCEL'],
    PAYMENT_FAILED: ['PAYMENT_FAILED'],
  },
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// Joining the call -------------------------------------------------------------------------------------

/** The patient may enter the waiting room 10 minutes before the slot, and until an hour after it starts. */
export const JOIN_EARLY_MINUTES = 10;
export const JOIN_LATE_MINUTES = 60;

const joinOpensAt = (startsAt: Date) => startsAt.getTime() - JOIN_EARLY_MINUTES * MINUTE_MS;
const joinClosesAt = (startsAt: Date) => startsAt.getTime() + JOIN_LATE_MINUTES * MINUTE_MS;

/** Whether the patient may join the video call at `now`: a call in progress always, a scheduled one in its window. */
export function mayJoin(c: { state: ConsultationState; startsAt: Date }, now: Date): boolean {
  if (c.state === 'IN_PROGRESS') return true;
  if (c.state !== 'SCHEDULED') return false;
  const t = now.getTime();
  return t >= joinOpensAt(c.startsAt) && t <= joinClosesAt(c.startsAt);
}

// What the consultation list shows ----------------------------------------------------------------------

/** The spec's statuses. */
export type ConsultationStatusLabel = 'ON GOING' | 'UPCOMING' | 'COMPLETED' | 'CANCELLED' | 'PROGRESS' | 'SCHEDULED';

/**
 * PROGRESS is a payment in progress. A scheduled consultation is UPCOMING until its join window opens, then
 * SCHEDULED: its time has come and the patient waits for the doctor.
 */
export function consultationStatusLabel(c: { state: ConsultationState; startsAt: Date }, now: Date): ConsultationStatusLabel {
  switch (c.state) {
    case 'PAYMENT_PENDING':
      return 'PROGRESS';
    case 'SCHEDULED':
      return now.getTime() < joinOpensAt(c.startsAt) ? 'UPCOMING' : 'SCHEDULED';
    case 'IN_PROGRESS':
      return 'ON GOING';
    case 'COMPLETED':
      return 'COMPLETED';
    case 'CANCELLED':
    case 'PAYMENT_FAILED':
      return 'CANCELLED';
  }
}

/** The spec's actions. */
export type ConsultationAction = 'DETAILS' | 'VIDEO' | 'PRESCRIPTION' | 'FOLLOW-UP';

export function consultationActions(
  c: {
    state: ConsultationState;
    startsAt: Date;
    completedAt: Date | null;
    hasPrescription: boolean;
    hasFollowUp: boolean;
    isFollowUp: boolean;
  },
  now: Date,
): ConsultationAction[] {
  const actions: ConsultationAction[] = ['DETAILS'];
  if (mayJoin(c, now)) actions.push('VIDEO');
  if (c.hasPrescription) actions.push('PRESCRIPTION');
  if (mayBookFollowUp(c, now)) actions.push('FOLLOW-UP');
  return actions;
}

// Rescheduling and cancelling ------------------------------------------------------------------------------

/** A booked slot is changed or cancelled up to an hour before it starts, so that another patient can take it. */
export const MODIFY_CUTOFF_MINUTES = 60;

export const modifyCutoff = (startsAt: Date): Date => new Date(startsAt.getTime() - MODIFY_CUTOFF_MINUTES * MINUTE_MS);

const beforeCutoff = (startsAt: Date, now: Date) => now.getTime() <= modifyCutoff(startsAt).getTime();

/** An instant consultation takes the current slot, so it has no later slot to move to. */
export function mayReschedule(c: { state: ConsultationState; startsAt: Date; slotType: 'normal' | 'Instant' }, now: Date): boolean {
  return c.state === 'SCHEDULED' && c.slotType === 'normal' && beforeCutoff(c.startsAt, now);
}

/** An instant consultation may be cancelled until the doctor starts it: its slot is already under way. */
export function mayCancel(c: { state: ConsultationState; startsAt: Date; slotType: 'normal' | 'Instant' }, now: Date): boolean {
  if (c.state === 'PAYMENT_PENDING') return true;
  if (c.state !== 'SCHEDULED') return false;
  return c.slotType === 'Instant' || beforeCutoff(c.startsAt, now);
}

// Follow-up ----------------------------------------------------------------------------------------------

/** A follow-up with the same doctor may be booked within 7 days of the consultation. */
export const FOLLOW_UP_DAYS = 7;

export const followUpUntil = (completedAt: Date): Date => new Date(completedAt.getTime() + FOLLOW_UP_DAYS * DAY_MS);

/** One follow-up per consultation, and none of a follow-up. */
function mayBookFollowUp(
  c: { state: ConsultationState; completedAt: Date | null; hasFollowUp: boolean; isFollowUp: boolean },
  now: Date,
): boolean {
  if (c.state !== 'COMPLETED' || c.isFollowUp || c.hasFollowUp || c.completedAt === null) return false;
  return now.getTime() < followUpUntil(c.completedAt).getTime();
}
