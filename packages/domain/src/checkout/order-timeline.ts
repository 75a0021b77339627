/**
 * The order progress a customer sees on the order details page, derived from
 * the order's state and its recorded history.
 */
import type { OrderState } from './lifecycles.ts';

export interface OrderHistoryEntry {
  status: OrderState;
  at: Date;
}

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  label: string;
  state: TimelineStepState;
  /** When the step happened, for done steps found in the history. */
  at?: Date;
}

export type TimelineOutcome = 'awaiting_payment' | 'in_progress' | 'delivered' | 'cancelled' | 'payment_failed';

export interface OrderTimeline {
  outcome: TimelineOutcome;
  steps: TimelineStep[];
}

export const TIMELINE_LABELS = {
  PLACED: 'Order placed',
  RX_VERIFIED: 'Prescription verified',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Order cancelled',
  PAYMENT_FAILED: 'Payment failed',
} as const;

type ProgressState = 'PLACED' | 'RX_VERIFIED' | 'PACKED' | 'SHIPPED' | 'DELIVERED';

const PROGRESS: readonly ProgressState[] = ['PLACED', 'RX_VERIFIED', 'PACKED', 'SHIPPED', 'DELIVERED'];
const AFTER_RX: readonly OrderState[] = ['PACKED', 'SHIPPED', 'DELIVERED'];

function lastAt(history: readonly OrderHistoryEntry[], status: OrderState): Date | undefined {
  let at: Date | undefined;
  for (const entry of history) if (entry.status === status) at = entry.at;
  return at;
}

function step(label: string, state: TimelineStepState, at: Date | undefined): TimelineStep {
  return at && state === 'done' ? { label, state, at } : { label, state };
}

/**
 * The steps 'Order placed', 'Prescription verified', 'Packed', 'Shipped',
 * 'Delivered': those reached are done, the next one is current, the rest are
 * upcoming. 'Prescription verified' is left out for an order that needs no
 * prescription (when not stated: one whose history shows it packed without a
 * verification). A cancelled order shows the steps it reached, then 'Order
 * cancelled'; an order whose payment failed shows 'Payment failed' alone.
 */
export function orderTimeline(
  status: OrderState,
  history: readonly OrderHistoryEntry[],
  options: { requiresPrescription?: boolean } = {},
): OrderTimeline {
  const skippedRx = !history.some((h) => h.status === 'RX_VERIFIED') && history.some((h) => AFTER_RX.includes(h.status));
  const withRx = options.requiresPrescription ?? !skippedRx;
  const progress = withRx ? PROGRESS : PROGRESS.filter((s) => s !== 'RX_VERIFIED');

  if (status === 'PAYMENT_FAILED') {
    return { outcome: 'payment_failed', steps: [step(TIMELINE_LABELS.PAYMENT_FAILED, 'done', lastAt(history, status))] };
  }
  if (status === 'CANCELLED') {
    const reached = progress.filter((s) => history.some((h) => h.status === s));
    return {
      outcome: 'cancelled',
      steps: [
        ...reached.map((s) => step(TIMELINE_LABELS[s], 'done', lastAt(history, s))),
        step(TIMELINE_LABELS.CANCELLED, 'done', lastAt(history, status)),
      ],
    };
  }

  const reachedIndex = status === 'PAYMENT_PENDING' ? -1 : Math.max(0, progress.indexOf(status));
  const steps = progress.map((s, i) => {
    const state: TimelineStepState = i <= reachedIndex ? 'done' : i === reachedIndex + 1 ? 'current' : 'upcoming';
    return step(TIMELINE_LABELS[s], state, lastAt(history, s));
  });
  const outcome: TimelineOutcome = status === 'PAYMENT_PENDING' ? 'awaiting_payment' : status === 'DELIVERED' ? 'delivered' : 'in_progress';
  return { outcome, steps };
}
