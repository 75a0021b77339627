import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DRUG_SCHEDULES } from '../drug-schedule.ts';
import {
  mayPrescribe,
  prescribingListOf,
  prescribingRefusal,
  readListA,
  type PrescribableProduct,
  type PrescribingContext,
  type PrescribingList,
  type ListA,
} from './prescribing.ts';

const listA: ListA = new Map([
  ['mupirocin', 'topical'],
  ['ciprofloxacin', 'topical'],
  ['fusidic acid', 'topical'],
  ['metformin', 'any'],
]);

const dolo: PrescribableProduct = {
  name: 'Dolo 650 Tablet',
  schedule: 'OTC',
  isRxRequired: false,
  ingredients: ['Paracetamol'],
  packform: 'Tablet',
};
const bactroban: PrescribableProduct = {
  name: 'T-Bact Ointment',
  schedule: 'H',
  isRxRequired: true,
  ingredients: ['Mupirocin'],
  packform: 'Ointment',
};
const augmentin: PrescribableProduct = {
  name: 'Augmentin 625 Duo Tablet',
  schedule: 'H',
  isRxRequired: true,
  ingredients: ['Amoxycillin', 'Clavulanic Acid'],
  packform: 'Tablet',
};
const ritalin: PrescribableProduct = {
  name: 'Ritalin 10mg Tablet',
  schedule: 'X',
  isRxRequired: true,
  ingredients: ['Methylphenidate'],
  packform: 'Tablet',
};

const AUDIO_FIRST: PrescribingContext = { callMode: 1, followUp: false };
const VIDEO_FIRST: PrescribingContext = { callMode: 2, followUp: false };
const AUDIO_FOLLOW_UP: PrescribingContext = { callMode: 1, followUp: true };
const VIDEO_FOLLOW_UP: PrescribingContext = { callMode: 2, followUp: true };

describe('prescribing lists', () => {
  it('classifies products by schedule, prescription flag and List A', () => {
    expect(prescribingListOf(dolo, listA)).toBe('O');
    expect(prescribingListOf(bactroban, listA)).toBe('A');
    expect(prescribingListOf(augmentin, listA)).toBe('B');
    expect(prescribingListOf(ritalin, listA)).toBe('PROHIBITED');
    expect(prescribingListOf({ ...augmentin, schedule: 'NDPS' }, listA)).toBe('PROHIBITED');
    // Not prescription-only, but NDPS all the same: prohibited comes first.
    expect(prescribingListOf({ ...dolo, schedule: 'NDPS' }, listA)).toBe('PROHIBITED');
  });

  it('needs every ingredient on List A, matched under any of its names', () => {
    expect(prescribingListOf({ ...bactroban, ingredients: ['Mupirocin (as calcium)'] }, listA)).toBe('A');
    expect(prescribingListOf({ ...bactroban, ingredients: ['Fusidic Acid', 'Mupirocin'] }, listA)).toBe('A');
    expect(prescribingListOf({ ...bactroban, ingredients: ['Ciplox (Ciprofloxacin)'] }, listA)).toBe('A');
    expect(prescribingListOf({ ...bactroban, ingredients: ['Mupirocin', 'Betamethasone'] }, listA)).toBe('B');
    expect(prescribingListOf({ ...bactroban, ingredients: [] }, listA)).toBe('B');
  });

  it('takes a topical List A molecule only in a topical form, and an OTC ingredient beside a List A one', () => {
    expect(prescribingListOf({ ...bactroban, ingredients: ['Ciprofloxacin'], packform: 'Drops' }, listA)).toBe('A');
    expect(prescribingListOf({ ...bactroban, ingredients: ['Ciprofloxacin'], packform: 'Tablet' }, listA)).toBe('B');
    expect(prescribingListOf({ ...augmentin, ingredients: ['Metformin'] }, listA)).toBe('A');
    expect(prescribingListOf({ ...bactroban, ingredients: ['Mupirocin', 'Paracetamol'] }, listA)).toBe('A');
    expect(prescribingListOf({ ...augmentin, ingredients: ['Paracetamol'] }, listA)).toBe('B');
  });

  it.each([
    ['OTC paracetamol', dolo, AUDIO_FIRST, null],
    ['OTC paracetamol', dolo, VIDEO_FOLLOW_UP, null],
    [
      'a List A ointment, audio first consultation',
      bactroban,
      AUDIO_FIRST,
      'T-Bact Ointment is on List A of the Telemedicine Practice Guidelines: on a first consultation it can be prescribed only over video.',
    ],
    ['a List A ointment, video first consultation', bactroban, VIDEO_FIRST, null],
    ['a List A ointment, audio follow-up', bactroban, AUDIO_FOLLOW_UP, null],
    [
      'an antibiotic not on List A, video first consultation',
      augmentin,
      VIDEO_FIRST,
      'Augmentin 625 Duo Tablet is on List B of the Telemedicine Practice Guidelines: it can be prescribed only in a follow-up consultation.',
    ],
    ['an antibiotic not on List A, audio follow-up', augmentin, AUDIO_FOLLOW_UP, null],
    [
      'a Schedule X medicine, video follow-up',
      ritalin,
      VIDEO_FOLLOW_UP,
      'Ritalin 10mg Tablet is a Schedule X or narcotic/psychotropic (NDPS) medicine and cannot be prescribed in a teleconsultation.',
    ],
  ] as const)('%s: %s', (_case, product, ctx, refusal) => {
    const list = prescribingListOf(product, listA);
    expect(prescribingRefusal(product, list, ctx)).toBe(refusal);
    expect(mayPrescribe(list, ctx)).toBe(refusal === null);
  });

  it('never allows a prohibited medicine, and what an audio first consultation allows, video and follow-ups allow too', () => {
    const lists = fc.constantFrom<PrescribingList>('O', 'A', 'B', 'PROHIBITED');
    const ctx = fc.record({ callMode: fc.constantFrom<1 | 2>(1, 2), followUp: fc.boolean() });
    fc.assert(
      fc.property(lists, ctx, ctx, (list, a, b) => {
        if (mayPrescribe('PROHIBITED', a)) return false;
        if ((prescribingRefusal({ name: 'X' }, list, a) === null) !== mayPrescribe(list, a)) return false;
        const atLeast = b.callMode >= a.callMode && (b.followUp || !a.followUp);
        return !atLeast || !mayPrescribe(list, a) || mayPrescribe(list, b);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...DRUG_SCHEDULES), fc.boolean(), (schedule, isRxRequired) => {
        const list = prescribingListOf({ ...augmentin, schedule, isRxRequired }, listA);
        return (schedule === 'X' || schedule === 'NDPS') === (list === 'PROHIBITED');
      }),
    );
  });
});

describe('reading List A', () => {
  const good = { molecule: 'mupirocin', group: 'skin-topical', legal_source: 'TPG 2020, List A', note: '' };

  it('reads the molecules of a valid list with their scope', () => {
    expect(readListA([good, { ...good, molecule: 'metformin', group: 'diabetes' }])).toEqual(
      new Map([
        ['mupirocin', 'topical'],
        ['metformin', 'any'],
      ]),
    );
    expect(readListA([])).toEqual(new Map());
  });

  it('refuses a bad line with its line number', () => {
    expect(() => readListA([{ ...good, molecule: ' ' }])).toThrow('List A, line 2: no molecule.');
    expect(() => readListA([good, { ...good, molecule: 'Fusidic  Acid' }])).toThrow(
      "List A, line 3: 'Fusidic  Acid' is not written as the catalogue keys molecules ('fusidic acid').",
    );
    expect(() => readListA([{ ...good, legal_source: '' }])).toThrow("List A, line 2: 'mupirocin' has no legal source.");
    expect(() => readListA([good, good])).toThrow("List A, line 3: 'mupirocin' is listed twice.");
    expect(() => readListA([{ ...good, group: '' }])).toThrow("List A, line 2: 'mupirocin' has no group.");
  });
});
