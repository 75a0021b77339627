/**
 * The legal class of a medicine in India, strictest first.
 * X: Schedule X (Drugs and Cosmetics Rules 1945) — never sold online.
 * NDPS: a narcotic drug or psychotropic substance under the NDPS Act 1985 — never sold online.
 * H1: Schedule H1 — sold on prescription, each dispatch written to the H1 register.
 * H: Schedule H or otherwise prescription-only.
 * OTC: sold without a prescription.
 *
 * The list of classified molecules is data/drug-schedules/molecules.csv (see its README and
 * docs/decisions/016-drug-schedules.md).
 */
import { moleculeKey } from './composition.ts';
import { OTC_ALLOWLIST } from './otc-allowlist.ts';

export const DRUG_SCHEDULES = ['X', 'NDPS', 'H1', 'H', 'OTC'] as const;
export type DrugSchedule = (typeof DRUG_SCHEDULES)[number];

/** Schedule X and NDPS medicines are sold only at a pharmacy counter against the original prescription. */
export const isSoldOnline = (schedule: DrugSchedule): boolean => schedule !== 'X' && schedule !== 'NDPS';

export const isDrugSchedule = (value: unknown): value is DrugSchedule => DRUG_SCHEDULES.includes(value as DrugSchedule);

/** The strictest of the given schedules; OTC for none. */
export function strictestSchedule(schedules: Iterable<DrugSchedule>): DrugSchedule {
  let best = DRUG_SCHEDULES.length - 1;
  for (const s of schedules) best = Math.min(best, DRUG_SCHEDULES.indexOf(s));
  return DRUG_SCHEDULES[best]!;
}

/** One reviewed line of the classification list. */
export interface ScheduledMolecule {
  /** moleculeKey() spelling, as the catalogue names the molecule. */
  molecule: string;
  schedule: DrugSchedule;
  legalSource: string;
  note: string;
}

/**
 * Checks the rows of the classification list (header molecule, schedule, legal_source, note) and returns them
 * typed. Throws on the first bad row: a list that does not read must stop the import, never classify by halves.
 */
export function readScheduleList(rows: readonly Record<string, string>[]): ScheduledMolecule[] {
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const line = i + 2; // the header is line 1
    const molecule = (row.molecule ?? '').trim();
    const schedule = (row.schedule ?? '').trim();
    const legalSource = (row.legal_source ?? '').trim();
    if (!molecule) throw new Error(`Drug schedule list, line ${line}: no molecule.`);
    if (moleculeKey(molecule) !== molecule)
      throw new Error(
        `Drug schedule list, line ${line}: '${molecule}' is not written as the catalogue keys molecules ('${moleculeKey(molecule)}').`,
      );
    if (!isDrugSchedule(schedule))
      throw new Error(`Drug schedule list, line ${line}: unknown schedule '${schedule}' (${DRUG_SCHEDULES.join(', ')}).`);
    if (!legalSource) throw new Error(`Drug schedule list, line ${line}: '${molecule}' has no legal source.`);
    if (seen.has(molecule)) throw new Error(`Drug schedule list, line ${line}: '${molecule}' is listed twice.`);
    seen.add(molecule);
    return { molecule, schedule, legalSource, note: (row.note ?? '').trim() };
  });
}

const OTC_ANY_FORM: ReadonlySet<string> = new Set(OTC_ALLOWLIST.filter((m) => m.scope === 'any').map((m) => m.molecule));

/**
 * The names a catalogue molecule may be listed under: its key, the key without bracketed parts and each
 * bracketed synonym ('Vitamin B6 (Pyridoxine)').
 */
function namesOf(key: string): string[] {
  const bare = key.replace(/\s*\([^()]*\)/g, '').trim();
  const inBrackets = [...key.matchAll(/\(([^()]*)\)/g)].map((m) => (m[1] ?? '').trim());
  return [...new Set([key, bare, ...inBrackets])].filter(Boolean);
}

/** The listed schedule of a catalogue molecule (its strictest name), or null when the list does not name it. */
export function listedSchedule(key: string, list: ReadonlyMap<string, DrugSchedule>): DrugSchedule | null {
  const found = namesOf(key).flatMap((name) => list.get(name) ?? []);
  return found.length ? strictestSchedule(found) : null;
}

/**
 * A molecule's schedule: the list's when listed; otherwise OTC only when it is on the OTC allowlist in every
 * form, else H (decision 003: whatever is not allowlisted needs a prescription).
 */
export function moleculeSchedule(key: string, list: ReadonlyMap<string, DrugSchedule>): DrugSchedule {
  return listedSchedule(key, list) ?? (namesOf(key).some((n) => OTC_ANY_FORM.has(n)) ? 'OTC' : 'H');
}

/**
 * A product's schedule: the strictest X, NDPS or H1 among its molecules, whatever the strength or the other
 * ingredients (a codeine cough syrup is NDPS); else H when it needs a prescription (the catalogue's flag and
 * the rule of decision 003), else OTC.
 */
export function productSchedule(moleculeSchedules: Iterable<DrugSchedule>, isRxRequired: boolean): DrugSchedule {
  const strictest = strictestSchedule(moleculeSchedules);
  if (strictest === 'X' || strictest === 'NDPS' || strictest === 'H1') return strictest;
  return isRxRequired ? 'H' : 'OTC';
}
