/**
 * Lab tests (decision 060): rates by city tier, the package price rule, the home collection fee, collection
 * slots in India time, overlaps between packages and single tests, and the booking's transition table.
 */
import { LAB_BOOKING_STATES, type LabBookingState } from '@dawa/contracts';
import type { TransitionTable } from './checkout/lifecycles.ts';

/**
 * The CGHS list gives Tier II at 90% and Tier III at 80% of Tier I for almost every code (1,781 of them); a tier
 * lost from the list is derived by that ratio from a tier it has. Rupees in, paise out; null when no tier is known.
 */
export function ratesByTier(tiers: readonly [number | null, number | null, number | null]): [number, number, number] | null {
  const ratio = [1, 0.9, 0.8] as const;
  const known = tiers.findIndex((t) => t !== null && t > 0);
  if (known < 0) return null;
  const tierOne = tiers[known]! / ratio[known]!;
  return tiers.map((t, i) => Math.round((t !== null && t > 0 ? t : tierOne * ratio[i]!) * 100)) as [number, number, number];
}

/**
 * A package costs less than its tests bought one by one: 20% off for up to 5 tests, 30% for 6 to 10, 40% for
 * more, rounded down to a whole ₹10.
 */
export function packagePercentOff(testCount: number): number {
  if (testCount <= 5) return 20;
  if (testCount <= 10) return 30;
  return 40;
}
export function packagePricePaise(testPricesPaise: readonly number[]): {
  pricePaise: number;
  listPricePaise: number;
  discountPercent: number;
} {
  const listPricePaise = testPricesPaise.reduce((sum, p) => sum + p, 0);
  const off = packagePercentOff(testPricesPaise.length);
  const pricePaise = Math.floor((listPricePaise * (100 - off)) / 100 / 1000) * 1000;
  return {
    pricePaise,
    listPricePaise,
    discountPercent: listPricePaise > 0 ? Math.round(((listPricePaise - pricePaise) * 100) / listPricePaise) : 0,
  };
}

/** Home sample collection: ₹99 below ₹500 of tests (after coupon), free from ₹500. */
export const LAB_COLLECTION_FEE_PAISE = 9_900;
export const LAB_FREE_COLLECTION_FROM_PAISE = 50_000;
export const labCollectionFee = (valuePaise: number) => (valuePaise >= LAB_FREE_COLLECTION_FROM_PAISE ? 0 : LAB_COLLECTION_FEE_PAISE);
/** Pay at collection (cash) up to this amount, as cash on delivery. */
export const LAB_PAY_AT_COLLECTION_MAX_PAISE = 500_000;

// Slots ----------------------------------------------------------------------------------------------

/** 30-minute slots from 06:00 to 14:00 India time, for the next 7 days. */
export const LAB_SLOT_MINUTES = 30;
export const LAB_FIRST_SLOT_MINUTE = 6 * 60;
export const LAB_LAST_SLOT_END_MINUTE = 14 * 60;
export const LAB_SLOT_DAYS = 7;
/** A slot can be booked up to 2 hours before it starts (the phlebotomist's route is planned then). */
export const LAB_SLOT_LEAD_MS = 2 * 60 * 60_000;
/** Fasting tests are collected in the morning: slots starting before 10:00. */
export const LAB_MORNING_ENDS_MINUTE = 10 * 60;
/** Bookings one area (pincode) can take in a slot unless operations set another capacity. */
export const LAB_DEFAULT_SLOT_CAPACITY = 5;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India-time calendar date (YYYY-MM-DD) and minute of the day of an instant. */
export function indiaTime(at: Date): { date: string; minute: number } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return { date: ist.toISOString().slice(0, 10), minute: ist.getUTCHours() * 60 + ist.getUTCMinutes() };
}

/** The instant of `minute` past midnight India time on `date`. */
export const indiaInstant = (date: string, minute: number) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minute * 60_000);

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
export const labSlotLabel = (startsAt: Date) => {
  const { minute } = indiaTime(startsAt);
  return `${clock(minute)} – ${clock(minute + LAB_SLOT_MINUTES)}`;
};

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The slot starts of the 7 days from today (India time), by day. */
export function labSlotGrid(now: Date): { date: string; starts: Date[] }[] {
  const today = indiaTime(now).date;
  return Array.from({ length: LAB_SLOT_DAYS }, (_, d) => {
    const date = dayAfter(today, d);
    const starts: Date[] = [];
    for (let m = LAB_FIRST_SLOT_MINUTE; m + LAB_SLOT_MINUTES <= LAB_LAST_SLOT_END_MINUTE; m += LAB_SLOT_MINUTES)
      starts.push(indiaInstant(date, m));
    return { date, starts };
  });
}

export type SlotRefusal = 'not_a_slot' | 'too_soon' | 'too_far' | 'not_morning';
export const SLOT_REFUSAL_TEXT: Record<SlotRefusal, string> = {
  not_a_slot: 'Choose one of the collection slots shown.',
  too_soon: 'This slot is too soon: choose a slot at least 2 hours from now.',
  too_far: 'Slots open for the next 7 days only.',
  not_morning: 'Fasting tests are collected in the morning: choose a slot before 10:00.',
};
export const SLOT_FULL_TEXT = 'This slot has just filled up. Choose another slot.';

/** Whether a booking needing `fastingHours` may take the slot starting at `startsAt`, asked at `now`. */
export function slotRefusal(startsAt: Date, now: Date, fastingHours: number): SlotRefusal | null {
  const { date, minute } = indiaTime(startsAt);
  const onGrid =
    startsAt.getUTCSeconds() === 0 &&
    startsAt.getUTCMilliseconds() === 0 &&
    minute >= LAB_FIRST_SLOT_MINUTE &&
    minute + LAB_SLOT_MINUTES <= LAB_LAST_SLOT_END_MINUTE &&
    (minute - LAB_FIRST_SLOT_MINUTE) % LAB_SLOT_MINUTES === 0;
  if (!onGrid) return 'not_a_slot';
  if (startsAt.getTime() - now.getTime() < LAB_SLOT_LEAD_MS) return 'too_soon';
  if (date > dayAfter(indiaTime(now).date, LAB_SLOT_DAYS - 1)) return 'too_far';
  if (fastingHours > 0 && minute >= LAB_MORNING_ENDS_MINUTE) return 'not_morning';
  return null;
}

// Overlaps -----------------------------------------------------------------------------------------

export interface LabCartEntry {
  type: 'test' | 'package';
  id: string;
  patientId: number;
}
/** Single tests a package in the cart already holds for the same patient. */
export function labOverlaps(entries: readonly LabCartEntry[], testsOfPackage: (slug: string) => readonly string[]) {
  const overlaps: { patientId: number; testCode: string; packageSlug: string }[] = [];
  for (const test of entries.filter((e) => e.type === 'test')) {
    const holder = entries.find((e) => e.type === 'package' && e.patientId === test.patientId && testsOfPackage(e.id).includes(test.id));
    if (holder) overlaps.push({ patientId: test.patientId, testCode: test.id, packageSlug: holder.id });
  }
  return overlaps;
}

// The booking ----------------------------------------------------------------------------------------

export const LAB_BOOKING_EVENTS = ['PAID', 'RELEASE', 'ASSIGN', 'COLLECT', 'RECEIVE', 'REPORT', 'CANCEL', 'RESCHEDULE'] as const;
export type LabBookingEvent = (typeof LAB_BOOKING_EVENTS)[number];

/**
 * A booking holds its slot from the moment it is made; an unpaid one is RELEASED when its payment window passes
 * or the payment fails for good. The shopper cancels or reschedules until the sample is collected (a reschedule
 * sends an assigned booking back to BOOKED: the new slot may have another phlebotomist).
 */
export const LAB_BOOKING_LIFECYCLE: TransitionTable<LabBookingState, LabBookingEvent> = {
  name: 'lab booking',
  states: LAB_BOOKING_STATES,
  events: LAB_BOOKING_EVENTS,
  edges: {
    PAYMENT_PENDING: { PAID: 'BOOKED', RELEASE: 'RELEASED', CANCEL: 'CANCELLED' },
    BOOKED: { ASSIGN: 'PHLEBOTOMIST_ASSIGNED', CANCEL: 'CANCELLED', RESCHEDULE: 'BOOKED' },
    PHLEBOTOMIST_ASSIGNED: { ASSIGN: 'PHLEBOTOMIST_ASSIGNED', COLLECT: 'SAMPLE_COLLECTED', CANCEL: 'CANCELLED', RESCHEDULE: 'BOOKED' },
    SAMPLE_COLLECTED: { RECEIVE: 'AT_LAB' },
    AT_LAB: { REPORT: 'REPORT_READY' },
    REPORT_READY: { REPORT: 'REPORT_READY' },
  },
  replays: { BOOKED: ['PAID'], RELEASED: ['RELEASE'], CANCELLED: ['CANCEL'], SAMPLE_COLLECTED: ['COLLECT'], AT_LAB: ['RECEIVE'] },
};

/** States that hold a place in their slot. */
export const LAB_SLOT_HOLDING: readonly LabBookingState[] = [
  'PAYMENT_PENDING',
  'BOOKED',
  'PHLEBOTOMIST_ASSIGNED',
  'SAMPLE_COLLECTED',
  'AT_LAB',
  'REPORT_READY',
];
export const labBookingChangeable = (state: LabBookingState) =>
  state === 'PAYMENT_PENDING' || state === 'BOOKED' || state === 'PHLEBOTOMIST_ASSIGNED';

export const LAB_STATUS_TEXT: Record<LabBookingState, string> = {
  PAYMENT_PENDING: 'Waiting for payment',
  BOOKED: 'Booked',
  PHLEBOTOMIST_ASSIGNED: 'Phlebotomist assigned',
  SAMPLE_COLLECTED: 'Sample collected',
  AT_LAB: 'Sample at the lab',
  REPORT_READY: 'Report ready',
  CANCELLED: 'Cancelled',
  RELEASED: 'Not paid: slot released',
};
