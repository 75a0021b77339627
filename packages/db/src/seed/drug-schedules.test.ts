/**
 * The reviewed list in data/drug-schedules against the rules and the real 2023 catalogue: names in the
 * catalogue's key form, the medicines the law keeps off the internet in X or NDPS, nothing controlled on the
 * OTC allowlist, and no salt or spelling of a listed molecule left unclassified.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTC_ALLOWLIST, isSoldOnline, listedSchedule, moleculeKey, parseComposition } from '@dawa/domain';
import { readCsv } from './csv.ts';
import { readScheduleFile } from './drug-schedules.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');
const LIST = resolve(ROOT, 'data/drug-schedules/molecules.csv');
const CATALOGUE = resolve(ROOT, 'data/medicines_1mg_az_2023/medicines_1mg_az_2023.csv.gz');

async function catalogueMolecules(): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const row of readCsv(CATALOGUE)) {
    for (const ing of parseComposition((row.composition ?? '').replace(/\s+/g, ' ').trim())) keys.add(moleculeKey(ing.name));
  }
  return keys;
}

describe('the drug schedule list', async () => {
  const list = await readScheduleFile(LIST);
  const bySchedule = new Map(list.map((m) => [m.molecule, m.schedule]));

  it('names every molecule as the catalogue keys it, once, with a legal source', () => {
    expect(list.length).toBeGreaterThan(50);
    for (const m of list) {
      expect(moleculeKey(m.molecule), m.molecule).toBe(m.molecule);
      expect(m.legalSource.length, m.molecule).toBeGreaterThan(0);
    }
  });

  it('puts alprazolam, methylphenidate, codeine, morphine, ketamine and fentanyl in Schedule X or NDPS', () => {
    for (const name of ['alprazolam', 'methylphenidate', 'codeine', 'morphine', 'ketamine', 'fentanyl', 'tramadol']) {
      const schedule = bySchedule.get(name);
      expect(schedule === 'X' || schedule === 'NDPS', `${name}: ${schedule}`).toBe(true);
      expect(isSoldOnline(schedule!)).toBe(false);
    }
  });

  it('has no X, NDPS or H1 molecule on the OTC allowlist', () => {
    const otc = new Set(OTC_ALLOWLIST.map((m) => m.molecule));
    const strict = list.filter((m) => m.schedule !== 'H' && otc.has(m.molecule));
    expect(strict).toEqual([]);
  });

  describe('against the 2023 catalogue', async () => {
    const keys = await catalogueMolecules();

    it('says "not in the 2023 catalogue" exactly for the molecules the catalogue does not have', () => {
      const wrong = list.filter((m) => keys.has(m.molecule) === /not in the 2023 catalogue/.test(m.note)).map((m) => m.molecule);
      expect(wrong).toEqual([]);
    });

    it('leaves no salt or longer name of a listed molecule unclassified (cefpodoxime proxetil, thiopental sodium)', () => {
      const names = list.map((m) => m.molecule);
      const missed = [...keys].filter(
        (key) => listedSchedule(key, bySchedule) === null && names.some((n) => key.startsWith(`${n} `) || key.endsWith(` ${n}`)),
      );
      expect(missed).toEqual([]);
    });
  });
});
