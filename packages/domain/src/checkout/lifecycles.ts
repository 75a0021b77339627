/**
 * Order, payment and prescription lifecycles as transition tables, with one
 * guarded transition(). A refused move is a value, never an exception.
 */
import { PAYMENT_TYPE_ID } from './fees.ts';

export interface TransitionTable<S extends string, E extends string> {
  name: string;
  states: readonly S[];
  events: readonly E[];
  /** state → event → next state. A state with no moves is terminal. */
  edges: { readonly [K in S]?: { readonly [V in E]?: S } };
  /** Events that, arriving again in the state they led to, change nothing (webhook replays, double taps). */
  replays: { readonly [K in S]?: readonly E[] };
}

export type TransitionResult<S extends string> = { ok: true; to: S; unchanged?: true } | { ok: false; reason: string };

/** The state after `event` in `from`, or why the move is refused. */
export function transition<S extends string, E extends string>(table: TransitionTable<S, E>, from: S, event: E): TransitionResult<S> {
  if (!table.states.includes(from)) return { ok: false, reason: `Unknown ${table.name} state ${String(from)}.` };
  if (!table.events.includes(event)) return { ok: false, reason: `Unknown ${table.name} event ${String(event)}.` };
  const to = table.edges[from]?.[event];
  if (to !== undefined) return { ok: true, to };
  if (table.replays[from]?.includes(event)) return { ok: true, to: from, unchanged: true };
  if (isTerminal(table, from)) {
    return { ok: false, reason: `The ${table.name} is ${from}, a final state; ${event} is not allowed.` };
  }
  return { ok: false, reason: `${event} is not allowed when the ${table.name} is ${from}.` };
}

/** A state no event leads out of. */
export function isTerminal<S extends string, E extends string>(table: TransitionTable<S, E>, state: S): boolean {
  const moves = table.edges[state];
  return moves === undefined || Object.keys(moves).length === 0;
}

// Order ----------------------------------------------------------------------

export const ORDER_STATES = [
  'PAYMENT_PENDING',
  'PLACED',
  'RX_VERIFIED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'PAYMENT_FAILED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * PAYMENT_FAILED closes an order that was never paid: its payment window passed with no attempt charged, or a
 * newer checkout of the cart replaced it (decision 014). A declined attempt alone does not send it: the order
 * keeps waiting, so a retry pays the same order. PAY_ON_DELIVERY is the shopper switching a waiting order to
 * cash on delivery.
 */
export const ORDER_EVENTS = [
  'PAYMENT_CONFIRMED',
  'PAY_ON_DELIVERY',
  'PAYMENT_FAILED',
  'RX_VERIFIED',
  'PACK',
  'SHIP',
  'DELIVER',
  'CANCEL',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

const ORDER_REPLAYS: TransitionTable<OrderState, OrderEvent>['replays'] = {
  PLACED: ['PAYMENT_CONFIRMED'],
  PAYMENT_FAILED: ['PAYMENT_FAILED'],
  CANCELLED: ['CANCEL'],
  DELIVERED: ['DELIVER'],
};

/**
 * An order holding prescription medicines: a pharmacist verifies the
 * prescription before it is packed. Cancelling is allowed until it ships.
 */
export const ORDER_LIFECYCLE: TransitionTable<OrderState, OrderEvent> = {
  name: 'order',
  states: ORDER_STATES,
  events: ORDER_EVENTS,
  edges: {
    PAYMENT_PENDING: { PAYMENT_CONFIRMED: 'PLACED', PAY_ON_DELIVERY: 'PLACED', PAYMENT_FAILED: 'PAYMENT_FAILED', CANCEL: 'CANCELLED' },
    PLACED: { RX_VERIFIED: 'RX_VERIFIED', CANCEL: 'CANCELLED' },
    RX_VERIFIED: { PACK: 'PACKED', CANCEL: 'CANCELLED' },
    PACKED: { SHIP: 'SHIPPED', CANCEL: 'CANCELLED' },
    SHIPPED: { DELIVER: 'DELIVERED' },
  },
  replays: ORDER_REPLAYS,
};

/** An order with no prescription medicine: packed straight after it is placed. */
export const NON_RX_ORDER_LIFECYCLE: TransitionTable<OrderState, OrderEvent> = {
  ...ORDER_LIFECYCLE,
  edges: { ...ORDER_LIFECYCLE.edges, PLACED: { PACK: 'PACKED', CANCEL: 'CANCELLED' } },
};

export function orderLifecycleFor(requiresPrescription: boolean): TransitionTable<OrderState, OrderEvent> {
  return requiresPrescription ? ORDER_LIFECYCLE : NON_RX_ORDER_LIFECYCLE;
}

/** The shopper cancels an order themselves until it is packed; after that only the pharmacy can (decision 063). */
export function customerMayCancel(status: OrderState): boolean {
  return status === 'PAYMENT_PENDING' || status === 'PLACED' || status === 'RX_VERIFIED';
}

/**
 * Where a new order starts: cash on delivery, and an order with nothing to
 * pay, are placed at once; any online payment waits for the gateway.
 */
export function initialOrderState(paymentTypeId: number, amountToBePaidPaise?: number): OrderState {
  if (paymentTypeId === PAYMENT_TYPE_ID.cod || amountToBePaidPaise === 0) return 'PLACED';
  return 'PAYMENT_PENDING';
}

/**
 * How long an order placed for online payment waits to be paid, holding its stock and promo, across all its
 * payment attempts: 30 minutes from placement. An attempt still open then is given its own 30 minutes.
 */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

/** Whether an order placed at `placedAt` may still start a payment attempt at `now`. */
export function paymentWindowOpen(placedAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(placedAt).getTime() < PAYMENT_WINDOW_MS;
}

// Payment --------------------------------------------------------------------

export const PAYMENT_STATES = ['CREATED', 'PENDING', 'CHARGED', 'FAILED', 'REFUNDED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_EVENTS = ['TXN_STARTED', 'GATEWAY_CHARGED', 'GATEWAY_FAILED', 'REFUND'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

/**
 * A payment attempt. Gateway results may arrive before our own "started"
 * record, and a webhook may be replayed: a repeat is a no-op. A charge is
 * never overturned by a later failure report. A charge reported after a
 * failure (the gateway captured late) is recorded, so that the money can be
 * refunded rather than lost.
 */
export const PAYMENT_LIFECYCLE: TransitionTable<PaymentState, PaymentEvent> = {
  name: 'payment',
  states: PAYMENT_STATES,
  events: PAYMENT_EVENTS,
  edges: {
    CREATED: { TXN_STARTED: 'PENDING', GATEWAY_CHARGED: 'CHARGED', GATEWAY_FAILED: 'FAILED' },
    PENDING: { GATEWAY_CHARGED: 'CHARGED', GATEWAY_FAILED: 'FAILED' },
    CHARGED: { REFUND: 'REFUNDED' },
    FAILED: { GATEWAY_CHARGED: 'CHARGED' },
  },
  replays: {
    PENDING: ['TXN_STARTED'],
    CHARGED: ['GATEWAY_CHARGED'],
    FAILED: ['GATEWAY_FAILED'],
    REFUNDED: ['REFUND'],
  },
};

// Prescription ---------------------------------------------------------------

export const PRESCRIPTION_STATES = ['UPLOADED', 'ATTACHED', 'VERIFIED', 'REJECTED'] as const;
export type PrescriptionState = (typeof PRESCRIPTION_STATES)[number];

export const PRESCRIPTION_EVENTS = ['ATTACH', 'VERIFY', 'REJECT'] as const;
export type PrescriptionEvent = (typeof PRESCRIPTION_EVENTS)[number];

/** A prescription file: uploaded, attached to an order, then verified or rejected by a pharmacist. */
export const PRESCRIPTION_LIFECYCLE: TransitionTable<PrescriptionState, PrescriptionEvent> = {
  name: 'prescription',
  states: PRESCRIPTION_STATES,
  events: PRESCRIPTION_EVENTS,
  edges: {
    UPLOADED: { ATTACH: 'ATTACHED' },
    ATTACHED: { VERIFY: 'VERIFIED', REJECT: 'REJECTED' },
  },
  replays: {
    ATTACHED: ['ATTACH'],
    VERIFIED: ['VERIFY'],
    REJECTED: ['REJECT'],
  },
};
