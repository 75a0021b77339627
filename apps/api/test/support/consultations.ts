/** Consultation test helpers: a family member to consult for, a free slot of a demo doctor, and a booking. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dataOf, get, post, type Shopper } from './payments.ts';

/** The demonstration general physician on call every hour of every day (data/consultations/doctors.json). */
export const ON_CALL = 'kabir-malhotra';
export const GP_FEE_PAISE = 35_000;

export async function addPatient(
  api: FastifyInstance,
  s: Shopper,
  fields: { name?: string; age?: number; gender?: string; relation?: string } = {},
) {
  const patient = dataOf(
    await post(
      api,
      '/api/patients/addPatient',
      { name: fields.name ?? 'Asha Rao', age: fields.age ?? 34, gender: fields.gender ?? 'female', relation: fields.relation ?? 'spouse' },
      s.cookie,
    ),
  );
  return patient.id as number;
}

/**
 * The doctor's free scheduled slots (ISO instants), earliest first, from `fromMinutes` ahead (default 2 hours: past
 * the hour before a consultation within which it can no longer be changed, leaving the nearer slots to the tests of it).
 */
export async function freeSlots(api: FastifyInstance, { slug = ON_CALL, fromMinutes = 120 } = {}): Promise<string[]> {
  const slots = dataOf(await get(api, `/api/consultations/doctors/${slug}/slots`));
  const from = Date.now() + fromMinutes * 60_000;
  return slots.days
    .flatMap((d: { slots: { startsAt: string; available: boolean }[] }) => d.slots.filter((x) => x.available).map((x) => x.startsAt))
    .filter((at: string) => Date.parse(at) >= from);
}

export interface BookingInput {
  patientId: number;
  slotStartsAt?: string;
  slotType?: 'normal' | 'Instant';
  callMode?: 1 | 2;
  amountPaise?: number;
  paymentId?: 1 | 2 | 4;
  [field: string]: unknown;
}

export const bookingBody = (input: BookingInput) => ({
  doctorSlug: ON_CALL,
  specialityId: 'general-physician',
  slotType: 'normal',
  callMode: 2,
  ageConfirmed: true,
  concern: 'Fever and sore throat for two days',
  amountPaise: GP_FEE_PAISE,
  paymentId: 4,
  ...input,
});

export const book = (api: FastifyInstance, s: Shopper, input: BookingInput, key?: string) =>
  post(api, '/api/consultations/book', bookingBody(input), s.cookie, key ? { 'idempotency-key': key } : {});

/** A booking that must succeed; its answer's data. */
export async function booked(api: FastifyInstance, s: Shopper, input: BookingInput) {
  const res = await book(api, s, input);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { orderId: number; status: string; paymentAllowed: boolean; amountPaise: number; startsAt: string };
}
