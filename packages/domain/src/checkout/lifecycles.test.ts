import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  initialOrderState,
  isTerminal,
  NON_RX_ORDER_LIFECYCLE,
  ORDER_LIFECYCLE,
  PAYMENT_LIFECYCLE,
  PRESCRIPTION_LIFECYCLE,
  transition,
  type TransitionTable,
} from './lifecycles.ts';

describe('order lifecycle', () => {
  it('walks a prescription order from payment to delivery', () => {
    let state = initialOrderState(4);
    expect(state).toBe('PAYMENT_PENDING');
    for (const [event, to] of [
      ['PAYMENT_CONFIRMED', 'PLACED'],
      ['RX_VERIFIED', 'RX_VERIFIED'],
      ['PACK', 'PACKED'],
      ['SHIP', 'SHIPPED'],
      ['DELIVER', 'DELIVERED'],
    ] as const) {
      const r = transition(ORDER_LIFECYCLE, state, event);
      expect(r).toEqual({ ok: true, to });
      if (r.ok) state = r.to;
    }
  });

  it('starts COD and fully discounted orders as placed', () => {
    expect(initialOrderState(-1)).toBe('PLACED');
    expect(initialOrderState(1, 0)).toBe('PLACED');
    expect(initialOrderState(1, 100)).toBe('PAYMENT_PENDING');
  });

  it('does not pack a prescription order before the prescription is verified', () => {
    expect(transition(ORDER_LIFECYCLE, 'PLACED', 'PACK')).toEqual({
      ok: false,
      reason: 'PACK is not allowed when the order is PLACED.',
    });
    expect(transition(NON_RX_ORDER_LIFECYCLE, 'PLACED', 'PACK')).toEqual({ ok: true, to: 'PACKED' });
    expect(transition(NON_RX_ORDER_LIFECYCLE, 'PLACED', 'RX_VERIFIED').ok).toBe(false);
  });

  it('allows cancelling until the order ships', () => {
    for (const from of ['PAYMENT_PENDING', 'PLACED', 'RX_VERIFIED', 'PACKED'] as const) {
      expect(transition(ORDER_LIFECYCLE, from, 'CANCEL')).toEqual({ ok: true, to: 'CANCELLED' });
    }
    expect(transition(ORDER_LIFECYCLE, 'SHIPPED', 'CANCEL').ok).toBe(false);
    expect(transition(ORDER_LIFECYCLE, 'DELIVERED', 'CANCEL')).toEqual({
      ok: false,
      reason: 'The order is DELIVERED, a final state; CANCEL is not allowed.',
    });
  });

  it('records a failed payment and treats a replay as no change', () => {
    expect(transition(ORDER_LIFECYCLE, 'PAYMENT_PENDING', 'PAYMENT_FAILED')).toEqual({ ok: true, to: 'PAYMENT_FAILED' });
    expect(transition(ORDER_LIFECYCLE, 'PAYMENT_FAILED', 'PAYMENT_FAILED')).toEqual({
      ok: true,
      to: 'PAYMENT_FAILED',
      unchanged: true,
    });
    expect(transition(ORDER_LIFECYCLE, 'PLACED', 'PAYMENT_CONFIRMED')).toMatchObject({ ok: true, unchanged: true });
    expect(transition(ORDER_LIFECYCLE, 'PAYMENT_FAILED', 'PAYMENT_CONFIRMED').ok).toBe(false);
  });

  it('places a waiting order for cash on delivery, and only a waiting one', () => {
    expect(transition(ORDER_LIFECYCLE, 'PAYMENT_PENDING', 'PAY_ON_DELIVERY')).toEqual({ ok: true, to: 'PLACED' });
    expect(transition(ORDER_LIFECYCLE, 'PLACED', 'PAY_ON_DELIVERY').ok).toBe(false);
    expect(transition(ORDER_LIFECYCLE, 'PAYMENT_FAILED', 'PAY_ON_DELIVERY').ok).toBe(false);
  });

  it('refuses states and events it does not know', () => {
    expect(transition(ORDER_LIFECYCLE, 'LOST' as never, 'PACK')).toEqual({ ok: false, reason: 'Unknown order state LOST.' });
    expect(transition(ORDER_LIFECYCLE, 'PLACED', 'TELEPORT' as never)).toEqual({
      ok: false,
      reason: 'Unknown order event TELEPORT.',
    });
  });
});

describe('payment lifecycle', () => {
  it('charges, refunds, and ignores webhook replays', () => {
    expect(transition(PAYMENT_LIFECYCLE, 'CREATED', 'TXN_STARTED')).toEqual({ ok: true, to: 'PENDING' });
    expect(transition(PAYMENT_LIFECYCLE, 'PENDING', 'GATEWAY_CHARGED')).toEqual({ ok: true, to: 'CHARGED' });
    expect(transition(PAYMENT_LIFECYCLE, 'CHARGED', 'GATEWAY_CHARGED')).toEqual({ ok: true, to: 'CHARGED', unchanged: true });
    expect(transition(PAYMENT_LIFECYCLE, 'CHARGED', 'REFUND')).toEqual({ ok: true, to: 'REFUNDED' });
    expect(transition(PAYMENT_LIFECYCLE, 'REFUNDED', 'REFUND')).toEqual({ ok: true, to: 'REFUNDED', unchanged: true });
    expect(transition(PAYMENT_LIFECYCLE, 'FAILED', 'GATEWAY_FAILED')).toEqual({ ok: true, to: 'FAILED', unchanged: true });
  });

  it('never lets a failure report overturn a charge', () => {
    expect(transition(PAYMENT_LIFECYCLE, 'CHARGED', 'GATEWAY_FAILED')).toEqual({
      ok: false,
      reason: 'GATEWAY_FAILED is not allowed when the payment is CHARGED.',
    });
  });

  it('records a late capture after a failure, so it can be refunded', () => {
    expect(transition(PAYMENT_LIFECYCLE, 'FAILED', 'GATEWAY_CHARGED')).toEqual({ ok: true, to: 'CHARGED' });
  });

  it('cannot refund what was not charged', () => {
    for (const from of ['CREATED', 'PENDING', 'FAILED'] as const) expect(transition(PAYMENT_LIFECYCLE, from, 'REFUND').ok).toBe(false);
  });
});

describe('prescription lifecycle', () => {
  it('is verified or rejected only once attached', () => {
    expect(transition(PRESCRIPTION_LIFECYCLE, 'UPLOADED', 'ATTACH')).toEqual({ ok: true, to: 'ATTACHED' });
    expect(transition(PRESCRIPTION_LIFECYCLE, 'ATTACHED', 'VERIFY')).toEqual({ ok: true, to: 'VERIFIED' });
    expect(transition(PRESCRIPTION_LIFECYCLE, 'ATTACHED', 'REJECT')).toEqual({ ok: true, to: 'REJECTED' });
    expect(transition(PRESCRIPTION_LIFECYCLE, 'UPLOADED', 'VERIFY').ok).toBe(false);
    expect(transition(PRESCRIPTION_LIFECYCLE, 'VERIFIED', 'REJECT').ok).toBe(false);
    expect(transition(PRESCRIPTION_LIFECYCLE, 'REJECTED', 'VERIFY').ok).toBe(false);
  });
});

describe('every table', () => {
  const tables: TransitionTable<string, string>[] = [
    ORDER_LIFECYCLE,
    NON_RX_ORDER_LIFECYCLE,
    PAYMENT_LIFECYCLE,
    PRESCRIPTION_LIFECYCLE,
  ] as TransitionTable<string, string>[];

  it('has the terminal states the lifecycles promise', () => {
    const terminals = (t: TransitionTable<string, string>) => t.states.filter((s) => isTerminal(t, s));
    expect(terminals(ORDER_LIFECYCLE)).toEqual(['DELIVERED', 'CANCELLED', 'PAYMENT_FAILED']);
    expect(terminals(PAYMENT_LIFECYCLE)).toEqual(['REFUNDED']);
    expect(terminals(PRESCRIPTION_LIFECYCLE)).toEqual(['VERIFIED', 'REJECTED']);
  });

  it('stays within its states whatever events arrive, and terminal states only accept replays', () => {
    for (const table of tables) {
      fc.assert(
        fc.property(fc.constantFrom(...table.states), fc.array(fc.constantFrom(...table.events), { maxLength: 30 }), (start, events) => {
          let state = start;
          for (const event of events) {
            const r = transition(table, state, event);
            if (isTerminal(table, state)) {
              if (r.ok && !(r.unchanged && r.to === state)) return false;
            }
            if (r.ok) {
              if (!table.states.includes(r.to)) return false;
              if (r.unchanged && r.to !== state) return false;
              state = r.to;
            } else if (typeof r.reason !== 'string' || r.reason.length === 0) {
              return false;
            }
          }
          return table.states.includes(state);
        }),
      );
    }
  });
});
