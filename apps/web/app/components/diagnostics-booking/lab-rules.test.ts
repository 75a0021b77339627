import type { LabSlotDays } from '@dawa/contracts';
import { describe, expect, it } from 'vitest';
import {
  dayTab,
  dayToShow,
  findSlot,
  isLabOrderUrl,
  isSlotValue,
  itemKey,
  parseItemKey,
  patientFieldOf,
  positiveId,
  readPatientForm,
} from './lab-rules.ts';

const slot = (startsAt: string, bookable: boolean) => ({
  startsAt,
  label: startsAt.slice(11, 16),
  morning: true,
  left: bookable ? 4 : 0,
  bookable,
  reason: bookable ? null : 'Full',
});
const DAYS: LabSlotDays['days'] = [
  { date: '2026-11-25', label: 'Today', slots: [slot('2026-11-25T00:30:00.000Z', false)] },
  { date: '2026-11-26', label: 'Tomorrow', slots: [slot('2026-11-26T00:30:00.000Z', true), slot('2026-11-26T01:00:00.000Z', false)] },
  { date: '2026-11-27', label: 'Fri, 27 Nov', slots: [slot('2026-11-27T00:30:00.000Z', true)] },
];

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('cart item keys', () => {
  it('round-trips a test and a package', () => {
    expect(parseItemKey(itemKey({ type: 'test', id: 'LB160' }))).toEqual({ type: 'test', id: 'LB160' });
    expect(parseItemKey('package:full-body-checkup')).toEqual({ type: 'package', id: 'full-body-checkup' });
  });
  it('refuses what is not an item', () => {
    for (const bad of [null, '', 'LB160', 'drug:LB160', 'test:', 'test:<script>', ':LB160']) expect(parseItemKey(bad)).toBeNull();
  });
});

describe('ids and slots from a form', () => {
  it('takes only positive whole ids that fit the database', () => {
    expect(positiveId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', '01', '2147483648', 'x']) expect(positiveId(bad)).toBeUndefined();
  });
  it('takes ISO instants as slots', () => {
    expect(isSlotValue('2026-11-26T00:30:00.000Z')).toBe(true);
    expect(isSlotValue('2026-11-26T06:00:00+05:30')).toBe(true);
    for (const bad of ['', 'tomorrow', '2026-11-26', 42, `${'2026-11-26T00:30:00.000Z'.repeat(3)}`]) expect(isSlotValue(bad)).toBe(false);
  });
});

describe('the family member form', () => {
  it('gives the body the API takes', () => {
    const read = readPatientForm(form({ name: ' Ramesh Rao ', age: '62', gender: 'male', relation: 'parent' }));
    expect(read).toEqual({ ok: true, body: { name: 'Ramesh Rao', age: 62, gender: 'male', relation: 'parent' } });
  });
  it('says what is wrong with each field, in the contract’s words, and keeps what was typed', () => {
    const read = readPatientForm(form({ name: 'R', age: '130', gender: '', relation: '' }));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fields).toEqual({
      name: 'Enter the patient’s full name.',
      age: 'Enter an age from 0 to 120.',
      gender: 'Choose a gender.',
      relation: 'Choose how the patient is related to you.',
    });
    expect(read.values).toEqual({ name: 'R', age: '130', gender: '', relation: '' });
  });
  it('maps the API’s field names onto the form', () => {
    expect(patientFieldOf('age')).toBe('age');
    expect(patientFieldOf('body.relation')).toBe('relation');
    expect(patientFieldOf('patientIds')).toBeUndefined();
    expect(patientFieldOf(undefined)).toBeUndefined();
  });
});

describe('slots', () => {
  it('finds a chosen slot only while it can be booked', () => {
    expect(findSlot(DAYS, '2026-11-26T00:30:00.000Z')?.label).toBe('00:30');
    expect(findSlot(DAYS, '2026-11-26T01:00:00.000Z')).toBeNull();
    expect(findSlot(DAYS, undefined)).toBeNull();
  });
  it('opens the chosen slot’s day, else the first day with an open slot', () => {
    expect(dayToShow(DAYS, '2026-11-27T00:30:00.000Z')).toBe(2);
    expect(dayToShow(DAYS, undefined)).toBe(1);
    expect(dayToShow([DAYS[0]!], undefined)).toBe(0);
  });
  it('names a tab by its weekday and day of the month, the same anywhere', () => {
    expect(dayTab('2026-11-26', 'en')).toEqual({ weekday: 'Thu', day: '26' });
    expect(dayTab('not a date', 'en')).toEqual({ weekday: 'not a date', day: '' });
  });
});

describe('a lab booking’s page', () => {
  it('is recognised among payment answers', () => {
    expect(isLabOrderUrl('/account/orders/diagnostics/42')).toBe(true);
    for (const other of [
      null,
      undefined,
      '/account/orders/medicine-healthcare/42',
      '//evil.example/account/orders/diagnostics/1',
      '/account/orders/diagnostics/1?x',
    ])
      expect(isLabOrderUrl(other)).toBe(false);
  });
});
