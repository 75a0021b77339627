import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isTerminal, transition } from '../checkout/lifecycles.ts';
import {
  CONSULTATION_EVENTS,
  CONSULTATION_LIFECYCLE,
  CONSULTATION_STATES,
  FOLLOW_UP_DAYS,
  consultationActions,
  consultationStatusLabel,
  followUpUntil,
  mayCancel,
  mayJoin,
  mayReschedule,
  modifyCutoff,
  type ConsultationState,
} from './lifecycle.ts';

const MINUTE = 60_000;
// 2026-12-02 15:00 India time.
const startsAt = new Date('2026-12-02T09:30:00Z');
const at = (minutesFromStart: number, ms = 0) => new Date(startsAt.getTime() + minutesFromStart * MINUTE + ms);

describe('the consultation lifecycle', () => {
  const step = (from: ConsultationState, event: (typeof CONSULTATION_EVENTS)[number]) => transition(CONSULTATION_LIFECYCLE, from, event);

  it('goes payment pending → scheduled → in progress → completed', () => {
    expect(step('PAYMENT_PENDING', 'PAYMENT_CONFIRMED')).toEqual({ ok: true, to: 'SCHEDULED' });
    expect(step('SCHEDULED', 'START')).toEqual({ ok: true, to: 'IN_PROGRESS' });
    expect(step('IN_PROGRESS', 'COMPLETE')).toEqual({ ok: true, to: 'COMPLETED' });
  });

  it('is rescheduled or cancelled only before the call starts', () => {
    expect(step('SCHEDULED', 'RESCHEDULE')).toEqual({ ok: true, to: 'SCHEDULED' });
    expect(step('SCHEDULED', 'CANCEL')).toEqual({ ok: true, to: 'CANCELLED' });
    expect(step('PAYMENT_PENDING', 'CANCEL')).toEqual({ ok: true, to: 'CANCELLED' });
    expect(step('PAYMENT_PENDING', 'RESCHEDULE').ok).toBe(false);
    expect(step('IN_PROGRESS', 'CANCEL')).toEqual({ ok: false, reason: 'CANCEL is not allowed when the consultation is IN_PROGRESS.' });
    expect(step('IN_PROGRESS', 'RESCHEDULE').ok).toBe(false);
  });

  it('closes on a failed payment and treats replays as no change', () => {
    expect(step('PAYMENT_PENDING', 'PAYMENT_FAILED')).toEqual({ ok: true, to: 'PAYMENT_FAILED' });
    expect(step('PAYMENT_FAILED', 'PAYMENT_FAILED')).toEqual({ ok: true, to: 'PAYMENT_FAILED', unchanged: true });
    expect(step('SCHEDULED', 'PAYMENT_CONFIRMED')).toEqual({ ok: true, to: 'SCHEDULED', unchanged: true });
    expect(step('IN_PROGRESS', 'START')).toEqual({ ok: true, to: 'IN_PROGRESS', unchanged: true });
    expect(step('COMPLETED', 'COMPLETE')).toEqual({ ok: true, to: 'COMPLETED', unchanged: true });
    expect(step('CANCELLED', 'CANCEL')).toEqual({ ok: true, to: 'CANCELLED', unchanged: true });
    expect(step('PAYMENT_FAILED', 'PAYMENT_CONFIRMED')).toEqual({
      ok: false,
      reason: 'The consultation is PAYMENT_FAILED, a final state; PAYMENT_CONFIRMED is not allowed.',
    });
  });

  it('ends in completed, cancelled or payment failed', () => {
    expect(CONSULTATION_STATES.filter((s) => isTerminal(CONSULTATION_LIFECYCLE, s))).toEqual(['COMPLETED', 'CANCELLED', 'PAYMENT_FAILED']);
  });

  it('answers every state and event with a move or a reason, and terminal states accept only replays', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONSULTATION_STATES), fc.constantFrom(...CONSULTATION_EVENTS), (from, event) => {
        const r = transition(CONSULTATION_LIFECYCLE, from, event);
        if (!r.ok) return r.reason.length > 0;
        if (!CONSULTATION_STATES.includes(r.to)) return false;
        if (r.unchanged && r.to !== from) return false;
        return !isTerminal(CONSULTATION_LIFECYCLE, from) || (r.unchanged === true && r.to === from);
      }),
    );
  });
});

describe('joining the call', () => {
  const scheduled = { state: 'SCHEDULED' as const, startsAt };

  it('opens 10 minutes before the slot and closes an hour after it starts', () => {
    expect(mayJoin(scheduled, at(-10, -1))).toBe(false);
    expect(mayJoin(scheduled, at(-10))).toBe(true);
    expect(mayJoin(scheduled, at(60))).toBe(true);
    expect(mayJoin(scheduled, at(60, 1))).toBe(false);
  });

  it('is always open while the call is in progress, and never otherwise', () => {
    expect(mayJoin({ state: 'IN_PROGRESS', startsAt }, at(600))).toBe(true);
    for (const state of ['PAYMENT_PENDING', 'COMPLETED', 'CANCELLED', 'PAYMENT_FAILED'] as const)
      expect(mayJoin({ state, startsAt }, at(0))).toBe(false);
  });
});

describe('status labels', () => {
  const label = (state: ConsultationState, now: Date) => consultationStatusLabel({ state, startsAt }, now);

  it('shows a scheduled consultation as upcoming until its join window opens, then as scheduled', () => {
    expect(label('SCHEDULED', at(-10, -1))).toBe('UPCOMING');
    expect(label('SCHEDULED', at(-10))).toBe('SCHEDULED');
    expect(label('SCHEDULED', at(120))).toBe('SCHEDULED');
  });

  it('names the other states as the spec does', () => {
    expect(label('PAYMENT_PENDING', at(-100))).toBe('PROGRESS');
    expect(label('IN_PROGRESS', at(5))).toBe('ON GOING');
    expect(label('COMPLETED', at(30))).toBe('COMPLETED');
    expect(label('CANCELLED', at(-100))).toBe('CANCELLED');
    expect(label('PAYMENT_FAILED', at(-100))).toBe('CANCELLED');
  });
});

describe('actions', () => {
  const base = { state: 'SCHEDULED' as const, startsAt, completedAt: null, hasPrescription: false, hasFollowUp: false, isFollowUp: false };
  const completedAt = at(20);
  const done = { ...base, state: 'COMPLETED' as const, completedAt, hasPrescription: true };

  it('always offers details, and the video call only in the join window', () => {
    expect(consultationActions(base, at(-30))).toEqual(['DETAILS']);
    expect(consultationActions(base, at(-5))).toEqual(['DETAILS', 'VIDEO']);
    expect(consultationActions({ ...base, state: 'IN_PROGRESS' }, at(5))).toEqual(['DETAILS', 'VIDEO']);
  });

  it('offers the prescription and one follow-up within 7 days of a completed consultation', () => {
    expect(followUpUntil(completedAt)).toEqual(new Date(completedAt.getTime() + FOLLOW_UP_DAYS * 86_400_000));
    expect(consultationActions(done, at(60))).toEqual(['DETAILS', 'PRESCRIPTION', 'FOLLOW-UP']);
    expect(consultationActions(done, new Date(followUpUntil(completedAt).getTime() - 1))).toContain('FOLLOW-UP');
    expect(consultationActions(done, followUpUntil(completedAt))).toEqual(['DETAILS', 'PRESCRIPTION']);
    expect(consultationActions({ ...done, hasFollowUp: true }, at(60))).toEqual(['DETAILS', 'PRESCRIPTION']);
    expect(consultationActions({ ...done, isFollowUp: true }, at(60))).toEqual(['DETAILS', 'PRESCRIPTION']);
    expect(consultationActions({ ...done, state: 'CANCELLED' }, at(60))).toEqual(['DETAILS', 'PRESCRIPTION']);
  });
});

describe('rescheduling and cancelling', () => {
  const normal = { state: 'SCHEDULED' as const, startsAt, slotType: 'normal' as const };
  const instant = { ...normal, slotType: 'Instant' as const };

  it('allows a normal slot to be changed until an hour before it starts', () => {
    expect(modifyCutoff(startsAt)).toEqual(at(-60));
    expect(mayReschedule(normal, at(-60))).toBe(true);
    expect(mayReschedule(normal, at(-60, 1))).toBe(false);
    expect(mayCancel(normal, at(-60))).toBe(true);
    expect(mayCancel(normal, at(-60, 1))).toBe(false);
  });

  it('never reschedules an instant consultation, and cancels it until the doctor starts it', () => {
    expect(mayReschedule(instant, at(-120))).toBe(false);
    expect(mayCancel(instant, at(5))).toBe(true);
    expect(mayCancel({ ...instant, state: 'IN_PROGRESS' }, at(5))).toBe(false);
  });

  it('cancels a booking waiting for payment at any time, and nothing that has started or ended', () => {
    expect(mayCancel({ ...normal, state: 'PAYMENT_PENDING' }, at(30))).toBe(true);
    expect(mayReschedule({ ...normal, state: 'PAYMENT_PENDING' }, at(-120))).toBe(false);
    for (const state of ['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'PAYMENT_FAILED'] as const) {
      expect(mayCancel({ ...normal, state }, at(-120))).toBe(false);
      expect(mayReschedule({ ...normal, state }, at(-120))).toBe(false);
    }
  });
});
