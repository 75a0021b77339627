/**
 * What a doctor may prescribe in a teleconsultation, by the lists of the Telemedicine Practice Guidelines 2020:
 * List O (over the counter) in any consultation; List A (medicines safe to start remotely, named in
 * data/consultations/list-a.csv) on a first consultation only over video, and in any follow-up; List B (any other
 * prescription medicine, added to treat a condition already diagnosed) only in a follow-up. Schedule X and NDPS
 * medicines are prohibited.
 */
import { moleculeKey } from '../composition.ts';
import { isSoldOnline, type DrugSchedule } from '../drug-schedule.ts';
import { candidateKeys, isOtcMolecule, TOPICAL_FORMS } from '../rx.ts';

export type PrescribingList = 'O' | 'A' | 'B' | 'PROHIBITED';

export interface PrescribableProduct {
  name: string;
  schedule: DrugSchedule;
  isRxRequired: boolean;
  /** Molecule names as the catalogue gives them. */
  ingredients: readonly string[];
  packform: string;
}

export interface PrescribingContext {
  /** The spec's call modes: audio 1, video 2. */
  callMode: 1 | 2;
  followUp: boolean;
}

const VIDEO = 2;

/**
 * List A by molecule: 'topical' molecules (the guideline's creams, eye and ear drops) count only in a form applied
 * to the skin, eye, ear, nose or mouth; ciprofloxacin tablets are not the guideline's ciprofloxacin eye drops.
 */
export type ListA = ReadonlyMap<string, 'any' | 'topical'>;

/** The list a product falls in; `listA` holds molecules in moleculeKey() spelling. */
export function prescribingListOf(p: PrescribableProduct, listA: ListA): PrescribingList {
  if (!isSoldOnline(p.schedule)) return 'PROHIBITED';
  if (!p.isRxRequired) return 'O';
  const onListA = (ingredient: string) =>
    candidateKeys(ingredient).some((k) => {
      const scope = listA.get(k);
      return scope === 'any' || (scope === 'topical' && TOPICAL_FORMS.has(p.packform));
    });
  // An over-the-counter ingredient beside a List A one (lidocaine in clotrimazole ear drops) keeps it List A; a
  // product whose composition is unknown is not known to be safe to start remotely.
  if (p.ingredients.some(onListA) && p.ingredients.every((i) => onListA(i) || isOtcMolecule(i, p.packform))) return 'A';
  return 'B';
}

export function mayPrescribe(list: PrescribingList, ctx: PrescribingContext): boolean {
  switch (list) {
    case 'PROHIBITED':
      return false;
    case 'O':
      return true;
    case 'A':
      return ctx.callMode === VIDEO || ctx.followUp;
    case 'B':
      return ctx.followUp;
  }
}

/** Why the doctor may not prescribe this product in this consultation; null when they may. */
export function prescribingRefusal(p: { name: string }, list: PrescribingList, ctx: PrescribingContext): string | null {
  if (mayPrescribe(list, ctx)) return null;
  switch (list) {
    case 'PROHIBITED':
      return `${p.name} is a Schedule X or narcotic/psychotropic (NDPS) medicine and cannot be prescribed in a teleconsultation.`;
    case 'A':
      return `${p.name} is on List A of the Telemedicine Practice Guidelines: on a first consultation it can be prescribed only over video.`;
    default:
      return `${p.name} is on List B of the Telemedicine Practice Guidelines: it can be prescribed only in a follow-up consultation.`;
  }
}

/**
 * Checks the rows of List A (header molecule, group, legal_source, note) and returns its molecules with their scope
 * (a group ending in '-topical' is topical). Throws on the first bad row: a list that does not read must stop the
 * import, never allow by halves.
 */
export function readListA(rows: readonly Record<string, string>[]): Map<string, 'any' | 'topical'> {
  const molecules = new Map<string, 'any' | 'topical'>();
  rows.forEach((row, i) => {
    const line = i + 2; // the header is line 1
    const molecule = (row.molecule ?? '').trim();
    if (!molecule) throw new Error(`List A, line ${line}: no molecule.`);
    if (moleculeKey(molecule) !== molecule)
      throw new Error(`List A, line ${line}: '${molecule}' is not written as the catalogue keys molecules ('${moleculeKey(molecule)}').`);
    if (!(row.legal_source ?? '').trim()) throw new Error(`List A, line ${line}: '${molecule}' has no legal source.`);
    if (molecules.has(molecule)) throw new Error(`List A, line ${line}: '${molecule}' is listed twice.`);
    const group = (row.group ?? '').trim();
    if (!group) throw new Error(`List A, line ${line}: '${molecule}' has no group.`);
    molecules.set(molecule, group.endsWith('-topical') ? 'topical' : 'any');
  });
  return molecules;
}
