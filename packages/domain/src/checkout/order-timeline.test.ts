import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STATES } from './lifecycles.ts';
import { orderTimeline, type OrderHistoryEntry } from './order-timeline.ts';

const at = (h: number) => new Date(Date.UTC(2026, 5, 1, h));
const view = (t: ReturnType<typeof orderTimeline>) => t.steps.map((s) => `${s.label}:${s.state}`);

describe('orderTimeline', () => {
  it('marks reached steps done and the next one current', () => {
    const history: OrderHistoryEntry[] = [
      { status: 'PAYMENT_PENDING', at: at(1) },
      { status: 'PLACED', at: at(2) },
      { status: 'RX_VERIFIED', at: at(3) },
    ];
    const t = orderTimeline('RX_VERIFIED', history);
    expect(t.outcome).toBe('in_progress');
    expect(view(t)).toEqual([
      'Order placed:done',
      'Prescription verified:done',
      'Packed:current',
      'Shipped:upcoming',
      'Delivered:upcoming',
    ]);
    expect(t.steps[0]).toEqual({ label: 'Order placed', state: 'done', at: at(2) });
    expect(t.steps[2]).toEqual({ label: 'Packed', state: 'current' });
  });

  it('shows an order awaiting payment with nothing done yet', () => {
    const t = orderTimeline('PAYMENT_PENDING', [{ status: 'PAYMENT_PENDING', at: at(1) }]);
    expect(t.outcome).toBe('awaiting_payment');
    expect(view(t)[0]).toBe('Order placed:current');
    expect(t.steps.slice(1).every((s) => s.state === 'upcoming')).toBe(true);
  });

  it('shows a delivered order fully done', () => {
    const t = orderTimeline('DELIVERED', []);
    expect(t.outcome).toBe('delivered');
    expect(t.steps.every((s) => s.state === 'done')).toBe(true);
  });

  it('leaves out prescription verification for an order that needs none', () => {
    const history: OrderHistoryEntry[] = [
      { status: 'PLACED', at: at(1) },
      { status: 'PACKED', at: at(2) },
    ];
    expect(view(orderTimeline('PACKED', history))).toEqual(['Order placed:done', 'Packed:done', 'Shipped:current', 'Delivered:upcoming']);
    expect(orderTimeline('PLACED', [], { requiresPrescription: false }).steps).toHaveLength(4);
  });

  it('shows how far a cancelled order got, then the cancellation', () => {
    const history: OrderHistoryEntry[] = [
      { status: 'PLACED', at: at(1) },
      { status: 'CANCELLED', at: at(5) },
    ];
    const t = orderTimeline('CANCELLED', history);
    expect(t.outcome).toBe('cancelled');
    expect(t.steps).toEqual([
      { label: 'Order placed', state: 'done', at: at(1) },
      { label: 'Order cancelled', state: 'done', at: at(5) },
    ]);
  });

  it('shows a failed payment alone', () => {
    const t = orderTimeline('PAYMENT_FAILED', [{ status: 'PAYMENT_FAILED', at: at(2) }]);
    expect(t).toEqual({ outcome: 'payment_failed', steps: [{ label: 'Payment failed', state: 'done', at: at(2) }] });
  });

  it('always reads done…, at most one current, then upcoming', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATES), fc.array(fc.constantFrom(...ORDER_STATES), { maxLength: 8 }), (status, seen) => {
        const t = orderTimeline(
          status,
          seen.map((s, i) => ({ status: s, at: at(i) })),
        );
        const order = { done: 0, current: 1, upcoming: 2 } as const;
        const ranks = t.steps.map((s) => order[s.state]);
        return t.steps.length > 0 && ranks.every((r, i) => i === 0 || r >= ranks[i - 1]!) && ranks.filter((r) => r === 1).length <= 1;
      }),
    );
  });
});
