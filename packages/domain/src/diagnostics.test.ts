import { describe, expect, it } from 'vitest';
import {
  LAB_BOOKING_LIFECYCLE,
  indiaInstant,
  indiaTime,
  labCollectionFee,
  labOverlaps,
  labSlotGrid,
  labSlotLabel,
  packagePricePaise,
  ratesByTier,
  slotRefusal,
} from './diagnostics.ts';
import { transition } from './checkout/lifecycles.ts';

describe('lab test rates by tier', () => {
  it('keeps the tiers the list gives, in paise', () => {
    expect(ratesByTier([450, 405, 360])).toEqual([45_000, 40_500, 36_000]);
  });
  it('derives a lost tier from one it has, by 90% and 80% of Tier I', () => {
    expect(ratesByTier([1000, null, null])).toEqual([100_000, 90_000, 80_000]);
    expect(ratesByTier([null, 540, 480])).toEqual([60_000, 54_000, 48_000]);
    expect(ratesByTier([null, null, 80])).toEqual([10_000, 9_000, 8_000]);
    expect(ratesByTier([null, null, null])).toBeNull();
  });
});

describe('package prices', () => {
  it('take 20%, 30% or 40% off the tests bought alone, by size, rounded down to ₹10', () => {
    expect(packagePricePaise([10_000, 20_000, 30_000])).toEqual({ pricePaise: 48_000, listPricePaise: 60_000, discountPercent: 20 });
    expect(packagePricePaise(Array(6).fill(10_050))).toEqual({ pricePaise: 42_000, listPricePaise: 60_300, discountPercent: 30 });
    expect(packagePricePaise(Array(11).fill(10_000)).pricePaise).toBe(66_000);
  });
});

it('charges ₹99 for home collection below ₹500 and nothing from ₹500', () => {
  expect(labCollectionFee(49_999)).toBe(9_900);
  expect(labCollectionFee(50_000)).toBe(0);
});

describe('collection slots', () => {
  // 2026-11-25 09:00 India time.
  const now = indiaInstant('2026-11-25', 9 * 60);

  it('are 16 half hours from 06:00 to 14:00 India time on each of the next 7 days', () => {
    const grid = labSlotGrid(now);
    expect(grid.map((d) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(grid[1]!.starts).toHaveLength(16);
    expect(labSlotLabel(grid[1]!.starts[0]!)).toBe('06:00 – 06:30');
    expect(labSlotLabel(grid[1]!.starts[15]!)).toBe('13:30 – 14:00');
    expect(indiaTime(grid[1]!.starts[0]!)).toEqual({ date: '2026-11-26', minute: 360 });
    // Just before midnight UTC it is already the next day in India.
    expect(labSlotGrid(new Date('2026-11-25T19:00:00Z'))[0]!.date).toBe('2026-11-26');
  });

  it('refuse what is too soon, off the grid, past the 7 days, or not a morning slot for a fasting test', () => {
    expect(slotRefusal(indiaInstant('2026-11-25', 10 * 60), now, 0)).toBe('too_soon');
    expect(slotRefusal(indiaInstant('2026-11-25', 11 * 60), now, 0)).toBeNull();
    expect(slotRefusal(indiaInstant('2026-11-26', 7 * 60 + 15), now, 0)).toBe('not_a_slot');
    expect(slotRefusal(indiaInstant('2026-11-26', 14 * 60), now, 0)).toBe('not_a_slot');
    expect(slotRefusal(indiaInstant('2026-11-26', 5 * 60 + 30), now, 0)).toBe('not_a_slot');
    expect(slotRefusal(indiaInstant('2026-12-02', 7 * 60), now, 0)).toBe('too_far');
    expect(slotRefusal(indiaInstant('2026-11-26', 9 * 60 + 30), now, 10)).toBeNull();
    expect(slotRefusal(indiaInstant('2026-11-26', 10 * 60), now, 10)).toBe('not_morning');
  });
});

it('finds a single test a package holds for the same patient only', () => {
  const codes = (slug: string) => (slug === 'thyroid-care' ? ['LB160', 'LB012'] : []);
  const entries = [
    { type: 'test' as const, id: 'LB160', patientId: 1 },
    { type: 'test' as const, id: 'LB160', patientId: 2 },
    { type: 'package' as const, id: 'thyroid-care', patientId: 1 },
    { type: 'test' as const, id: 'LB125', patientId: 1 },
  ];
  expect(labOverlaps(entries, codes)).toEqual([{ patientId: 1, testCode: 'LB160', packageSlug: 'thyroid-care' }]);
});

describe('the booking lifecycle', () => {
  const step = (from: Parameters<typeof transition>[1], event: Parameters<typeof transition>[2]) =>
    transition(LAB_BOOKING_LIFECYCLE, from as never, event as never);
  it('goes booked → phlebotomist assigned → sample collected → at lab → report ready', () => {
    expect(step('PAYMENT_PENDING', 'PAID')).toEqual({ ok: true, to: 'BOOKED' });
    expect(step('BOOKED', 'ASSIGN')).toEqual({ ok: true, to: 'PHLEBOTOMIST_ASSIGNED' });
    expect(step('PHLEBOTOMIST_ASSIGNED', 'COLLECT')).toEqual({ ok: true, to: 'SAMPLE_COLLECTED' });
    expect(step('SAMPLE_COLLECTED', 'RECEIVE')).toEqual({ ok: true, to: 'AT_LAB' });
    expect(step('AT_LAB', 'REPORT')).toEqual({ ok: true, to: 'REPORT_READY' });
  });
  it('is cancelled or rescheduled by the shopper only until the sample is collected', () => {
    expect(step('PHLEBOTOMIST_ASSIGNED', 'RESCHEDULE')).toEqual({ ok: true, to: 'BOOKED' });
    expect(step('PHLEBOTOMIST_ASSIGNED', 'CANCEL')).toEqual({ ok: true, to: 'CANCELLED' });
    expect(step('SAMPLE_COLLECTED', 'CANCEL').ok).toBe(false);
    expect(step('AT_LAB', 'RESCHEDULE').ok).toBe(false);
    expect(step('BOOKED', 'COLLECT').ok).toBe(false);
    expect(step('PAYMENT_PENDING', 'RELEASE')).toEqual({ ok: true, to: 'RELEASED' });
    expect(step('BOOKED', 'PAID')).toEqual({ ok: true, to: 'BOOKED', unchanged: true });
  });
});
