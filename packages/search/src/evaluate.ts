/**
 * Scoring one doc against a query: does every token match a term of the doc, with how many typos,
 * and in which field. The answer is one number, the sort key, ordered by:
 *   1. fewer typos;
 *   2. match class (below);
 *   3. static rank (ordinal): available first, then popularity, then shorter name.
 * Keys are unique per doc, so ties never occur and results are deterministic.
 */

import type { FieldIndex, GroupField } from './field-index.ts';
import { costOf, EXACT, type PlanView } from './query-plan.ts';

/** The whole name is the query, word for word (molecules, brands, categories only). */
export const CLASS_EXACT_NAME = 6;
/** The name starts with the query tokens, in order ('dolo 650' → 'Dolo 650 Tablet'). */
export const CLASS_NAME_START = 5;
/** The query tokens are adjacent and in order somewhere in the name. */
export const CLASS_NAME_PHRASE = 4;
/** Every token is in the name, anywhere. */
export const CLASS_NAME = 3;
/** Tokens are in the name and the composition ('dolo paracetamol', 'paracetamol 650' → Dolo 650). */
export const CLASS_NAME_COMPOSITION = 2;
/** Every token is in the composition only ('amoxycillin clavulanic'). */
export const CLASS_COMPOSITION = 1;
/** Some token matched only the manufacturer ('sun pharma'). */
export const CLASS_MANUFACTURER = 0;

const MAX_TYPOS = 16;
const CLASSES = 8;
const OR_WEIGHT = (MAX_TYPOS + 1) * CLASSES;

export function tierClass(typos: number, cls: number): number {
  return (MAX_TYPOS - Math.min(typos, MAX_TYPOS)) * CLASSES + cls;
}

/** Sort key: the tier-and-class first, then the ordinal (lower ordinal = better rank). */
export function makeKey(tc: number, ordinal: number, size: number): number {
  const m = size + 1;
  return tc * m + (m - 1 - ordinal);
}

/** Splits a key back into its tier-and-class part. */
export function tierClassOf(key: number, size: number): number {
  return Math.floor(key / (size + 1));
}

/** Best (smallest non-zero) cell value among the terms of a doc's group. */
function bestInGroup(g: GroupField, d: number, table: Uint8Array, base: number): number {
  const id = g.of[d] as number;
  const off = g.terms.offsets;
  const val = g.terms.values;
  let best = 0;
  for (let p = off[id] as number, e = off[id + 1] as number; p < e; p++) {
    const v = table[base + (val[p] as number)] as number;
    if (v !== 0 && (best === 0 || v < best)) best = v;
  }
  return best;
}

/** Class of a doc whose name holds every token: where in the name, and whether adjacent. */
function nameClass(
  table: Uint8Array, vs: number, slots: Int32Array, nameVal: Uint32Array, ns: number, ne: number, exactAllowed: boolean,
): number {
  const n = slots.length;
  for (let start = ns; start + n <= ne; start++) {
    let phrase = true;
    let exact = exactAllowed && start === ns && ne - ns === n;
    for (let i = 0; i < n; i++) {
      const v = table[(slots[i] as number) * vs + (nameVal[start + i] as number)] as number;
      if (v === 0) {
        phrase = false;
        break;
      }
      if (v !== EXACT) exact = false;
    }
    if (!phrase) continue;
    if (start !== ns) return CLASS_NAME_PHRASE;
    return exact ? CLASS_EXACT_NAME : CLASS_NAME_START;
  }
  return CLASS_NAME;
}

/** Key of doc `d` when every token matches, else -1. */
export function evaluateAll(ix: FieldIndex, view: PlanView, d: number): number {
  const table = view.table;
  const vs = view.vocabSize;
  const slots = view.slots;
  const n = slots.length;
  const nameVal = ix.name.values;
  const ns = ix.name.offsets[d] as number;
  const ne = ix.name.offsets[d + 1] as number;
  const comp = ix.composition;
  const mfr = ix.manufacturer;
  let typos = 0;
  let inName = 0;
  let inMfr = 0;
  for (let i = 0; i < n; i++) {
    const base = (slots[i] as number) * vs;
    let best = 0;
    for (let p = ns; p < ne; p++) {
      const v = table[base + (nameVal[p] as number)] as number;
      if (v !== 0 && (best === 0 || v < best)) best = v;
    }
    let field = 0;
    if (best === 0 || best > 2) {
      if (comp !== null) {
        const b = bestInGroup(comp, d, table, base);
        if (b !== 0 && (best === 0 || costOf(b) < costOf(best))) {
          best = b;
          field = 1;
        }
      }
      if (mfr !== null && (best === 0 || best > 2)) {
        const b = bestInGroup(mfr, d, table, base);
        if (b !== 0 && (best === 0 || costOf(b) < costOf(best))) {
          best = b;
          field = 2;
        }
      }
      if (best === 0) return -1;
    }
    typos += (best - 1) >> 1;
    if (field === 0) inName++;
    else if (field === 2) inMfr++;
  }
  let cls: number;
  if (inName === n) cls = nameClass(table, vs, slots, nameVal, ns, ne, typos === 0 && ix.exactClass);
  else if (inMfr > 0) cls = CLASS_MANUFACTURER;
  else if (inName > 0) cls = CLASS_NAME_COMPOSITION;
  else cls = CLASS_COMPOSITION;
  return makeKey(tierClass(typos, cls), d, ix.size);
}

/**
 * Key of doc `d` when at least one token matches its name, else -1: more matched tokens first.
 * Used for molecules when no molecule contains every token ('amoxycillin clavulanic').
 */
export function evaluateAny(ix: FieldIndex, view: PlanView, d: number): number {
  const table = view.table;
  const vs = view.vocabSize;
  const slots = view.slots;
  const nameVal = ix.name.values;
  const ns = ix.name.offsets[d] as number;
  const ne = ix.name.offsets[d + 1] as number;
  let matched = 0;
  let typos = 0;
  let starts = false;
  for (let i = 0; i < slots.length; i++) {
    const base = (slots[i] as number) * vs;
    let best = 0;
    for (let p = ns; p < ne; p++) {
      const v = table[base + (nameVal[p] as number)] as number;
      if (v !== 0 && (best === 0 || v < best)) best = v;
    }
    if (best === 0) continue;
    matched++;
    typos += costOf(best);
    if (ne > ns && (table[base + (nameVal[ns] as number)] as number) !== 0) starts = true;
  }
  if (matched === 0) return -1;
  const tc = matched * OR_WEIGHT + tierClass(typos, starts ? CLASS_NAME_START : CLASS_NAME);
  return makeKey(tc, d, ix.size);
}
