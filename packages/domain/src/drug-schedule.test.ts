import { describe, expect, it } from 'vitest';
import {
  isSoldOnline,
  listedSchedule,
  moleculeSchedule,
  productSchedule,
  readScheduleList,
  strictestSchedule,
  type DrugSchedule,
} from './drug-schedule.ts';

const list = new Map<string, DrugSchedule>([
  ['codeine', 'NDPS'],
  ['methylphenidate', 'X'],
  ['cefixime', 'H1'],
  ['tapentadol', 'H'],
]);

describe('drug schedules', () => {
  it('sells neither Schedule X nor NDPS online, and everything else', () => {
    expect(isSoldOnline('X')).toBe(false);
    expect(isSoldOnline('NDPS')).toBe(false);
    expect(isSoldOnline('H1')).toBe(true);
    expect(isSoldOnline('H')).toBe(true);
    expect(isSoldOnline('OTC')).toBe(true);
  });

  it('picks the strictest schedule, OTC for none', () => {
    expect(strictestSchedule(['H', 'NDPS', 'H1'])).toBe('NDPS');
    expect(strictestSchedule(['NDPS', 'X'])).toBe('X');
    expect(strictestSchedule([])).toBe('OTC');
  });

  it('classifies a product by its strictest listed molecule whatever the other ingredients: a codeine cough syrup is NDPS', () => {
    // Codeine + triprolidine (an antihistamine, H).
    expect(productSchedule(['NDPS', 'H'], true)).toBe('NDPS');
    // Tramadol (NDPS) + paracetamol (OTC): the paracetamol changes nothing.
    expect(productSchedule(['OTC', 'NDPS'], true)).toBe('NDPS');
    expect(productSchedule(['H1', 'H'], true)).toBe('H1');
    expect(productSchedule(['X', 'H1'], true)).toBe('X');
  });

  it('makes a prescription-only product with no X, NDPS or H1 molecule H, and the rest OTC', () => {
    expect(productSchedule(['H'], true)).toBe('H');
    expect(productSchedule([], true)).toBe('H');
    expect(productSchedule(['OTC'], false)).toBe('OTC');
    // The list's H molecules do not make a product H on their own; the prescription rule does.
    expect(productSchedule(['OTC'], true)).toBe('H');
  });

  it('finds a molecule under its key, its bare name or a bracketed synonym', () => {
    expect(listedSchedule('codeine', list)).toBe('NDPS');
    expect(listedSchedule('codeine (as phosphate)', list)).toBe('NDPS');
    expect(listedSchedule('ritalin (methylphenidate)', list)).toBe('X');
    expect(listedSchedule('amoxycillin', list)).toBeNull();
  });

  it('gives an unlisted molecule OTC only when it is allowlisted in every form, else H', () => {
    expect(moleculeSchedule('paracetamol', list)).toBe('OTC');
    expect(moleculeSchedule('amoxycillin', list)).toBe('H');
    expect(moleculeSchedule('cefixime', list)).toBe('H1');
    expect(moleculeSchedule('tapentadol', list)).toBe('H');
  });

  it('reads a valid list and refuses a bad line with its line number', () => {
    const good = { molecule: 'codeine', schedule: 'NDPS', legal_source: 'NDPS Act 1985', note: '' };
    expect(readScheduleList([good])).toEqual([{ molecule: 'codeine', schedule: 'NDPS', legalSource: 'NDPS Act 1985', note: '' }]);
    expect(() => readScheduleList([{ ...good, molecule: 'Codeine' }])).toThrow(/line 2.*not written as the catalogue keys/);
    expect(() => readScheduleList([{ ...good, schedule: 'Y' }])).toThrow(/line 2: unknown schedule 'Y'/);
    expect(() => readScheduleList([{ ...good, legal_source: ' ' }])).toThrow(/no legal source/);
    expect(() => readScheduleList([good, good])).toThrow(/line 3: 'codeine' is listed twice/);
  });
});
