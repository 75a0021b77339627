/**
 * Pure rules of the lab cart and booking pages: payment methods and their ids, an item's form key, the
 * family member form read and checked with the contract's schema, which day and slot to show, and which
 * payment answers belong to a lab booking. No React, no calls (unit tested).
 */
import { NET_BANKS, POPULAR_BANKS, labItemRef, patientBody, type LabItemRef, type LabSlotDays, type PatientBody } from '@dawa/contracts';

/** The lab cart's payment choices and their payment type ids (cart document §9: cod -1, card 1, net banking 2, UPI 4). */
export const LAB_PAY = { upi: 4, card: 1, nb: 2, cod: -1 } as const;
export type LabPayMethod = keyof typeof LAB_PAY;
export const LAB_PAY_METHODS = Object.keys(LAB_PAY) as LabPayMethod[];
export const isLabPayMethod = (value: unknown): value is LabPayMethod => typeof value === 'string' && value in LAB_PAY;

/** Net banking's popular banks, the same the payment modes call offers the medicine checkout. */
export const LAB_BANKS = NET_BANKS.slice(0, POPULAR_BANKS).map((b) => ({ id: b.paymentSubTypeId, code: b.code, name: b.displayName }));

/** 'package:full-body-checkup' — one form value naming a cart item. */
export const itemKey = (item: LabItemRef) => `${item.type}:${item.id}`;

export function parseItemKey(value: FormDataEntryValue | null): LabItemRef | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf(':');
  const parsed = labItemRef.safeParse({ type: value.slice(0, at), id: value.slice(at + 1) });
  return at > 0 && parsed.success ? parsed.data : null;
}

/** A positive whole id from a form value, else undefined. */
export function positiveId(value: FormDataEntryValue | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : undefined;
}

export const PATIENT_FIELDS = ['name', 'age', 'gender', 'relation'] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];
export type PatientValues = Record<PatientField, string>;

export type PatientCheck =
  { ok: true; body: PatientBody } | { ok: false; fields: Partial<Record<PatientField, string>>; values: PatientValues };

/** The family member form as posted, checked with the same schema the API enforces (its messages). */
export function readPatientForm(form: FormData): PatientCheck {
  const values = Object.fromEntries(PATIENT_FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 100)])) as PatientValues;
  const parsed = patientBody.safeParse({ ...values, age: values.age.trim() });
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: Partial<Record<PatientField, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && (PATIENT_FIELDS as readonly string[]).includes(name) && !fields[name as PatientField]) {
      fields[name as PatientField] = issue.message;
    }
  }
  return { ok: false, fields, values };
}

/** The API names a field of the patient body ('age', 'body.age'): which form field that is, if any. */
export function patientFieldOf(field: string | undefined): PatientField | undefined {
  const last = field?.split('.').pop();
  return (PATIENT_FIELDS as readonly string[]).includes(last ?? '') ? (last as PatientField) : undefined;
}

type Slot = LabSlotDays['days'][number]['slots'][number];

/** The chosen slot when it is still offered and bookable. */
export function findSlot(days: LabSlotDays['days'], startsAt: string | undefined): Slot | null {
  if (!startsAt) return null;
  for (const day of days) for (const slot of day.slots) if (slot.startsAt === startsAt && slot.bookable) return slot;
  return null;
}

/** The day tab to open: the chosen slot's day, else the first day with a bookable slot, else the first. */
export function dayToShow(days: LabSlotDays['days'], startsAt: string | undefined): number {
  const chosen = days.findIndex((d) => d.slots.some((s) => s.startsAt === startsAt));
  if (chosen >= 0) return chosen;
  const open = days.findIndex((d) => d.slots.some((s) => s.bookable));
  return open >= 0 ? open : 0;
}

/** A tab's two short lines for a 'YYYY-MM-DD' date: the weekday and the day of the month. */
export function dayTab(date: string, locale: 'en' | 'hi'): { weekday: string; day: string } {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return { weekday: date, day: '' };
  const tag = locale === 'hi' ? 'hi-IN' : 'en-IN';
  return {
    weekday: new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(at),
    day: new Intl.DateTimeFormat(tag, { day: 'numeric', timeZone: 'UTC' }).format(at),
  };
}

/** A booking's own page (the payment answer's orderUrl for a lab order). */
export const isLabOrderUrl = (url: string | null | undefined): url is string =>
  typeof url === 'string' && /^\/account\/orders\/diagnostics\/[0-9]+$/.test(url);

export const LAB_CART_PATH = '/diag-pwa/cart';
export const labOrderPath = (orderId: number) => `/account/orders/diagnostics/${orderId}`;

/** An ISO instant with its offset, as placeOrder and reschedule take it (at most 40 characters). */
export const isSlotValue = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value)) && /T\d{2}:\d{2}/.test(value);
