import {
  PRESCRIPTION_EVENTS,
  PRESCRIPTION_LIFECYCLE,
  PRESCRIPTION_STATES,
  transition,
  type PrescriptionEvent,
  type PrescriptionState,
  type TransitionResult,
  type TransitionTable,
} from '@dawa/domain';
import type { PrescriptionStatus } from '@dawa/db';

export type RxEvent = PrescriptionEvent | 'UPLOAD';

/**
 * The domain's prescription lifecycle (UPLOADED → ATTACHED → VERIFIED | REJECTED) with the step before
 * it that only this module sees: an upload slot waiting for its file (PENDING_UPLOAD → UPLOADED).
 * A verified prescription may be attached to a later order and stays verified.
 */
export const RX_LIFECYCLE: TransitionTable<PrescriptionStatus, RxEvent> = {
  name: PRESCRIPTION_LIFECYCLE.name,
  states: ['PENDING_UPLOAD', ...PRESCRIPTION_STATES],
  events: ['UPLOAD', ...PRESCRIPTION_EVENTS],
  edges: { PENDING_UPLOAD: { UPLOAD: 'UPLOADED' }, ...PRESCRIPTION_LIFECYCLE.edges },
  replays: {
    ...PRESCRIPTION_LIFECYCLE.replays,
    VERIFIED: [...(PRESCRIPTION_LIFECYCLE.replays.VERIFIED ?? []), 'ATTACH'],
  },
};

export const rxTransition = (from: PrescriptionStatus, event: RxEvent): TransitionResult<PrescriptionStatus> =>
  transition(RX_LIFECYCLE, from, event);

/** Statuses a customer may attach to an order and sees among their past prescriptions. */
export const USABLE_STATUSES = ['UPLOADED', 'ATTACHED', 'VERIFIED'] as const satisfies readonly PrescriptionState[];
