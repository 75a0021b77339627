/**
 * Scoring one doc against a query: does every token match a term of the doc, with how many typos,
 * and in which field. The answer is one number, the sort key, ordered by:
 *   1. fewer typos;
 *   2. match class (below);
 *   3. strengths in the right place: each number of the query directly follows the word before it
 *      in the composition ('paracetamol 500' → 'Paracetamol (500mg)' before 'Mefenamic Acid (500mg)
 *      + Paracetamol (325mg)', even when the name reads 'Mefenamic Acid+Paracetamol 500mg/325mg');
 *      used for composition matches, and for name matches of queries that name a strength (where a
 *      name match whose composition puts the strength on another ingredient drops to class 2);
 *   4. for composition matches, fewer ingredients beyond the words of the query ('paracetamol 500'
 *      → Calpol 500 before a four-ingredient cold remedy);
 *   5. static rank (ordinal): available first, then popularity, then shorter name.
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
/** Every token is in the composition ('amoxycillin clavulanic', 'paracetamol 650' → Dolo 650). */
export const CLASS_COMPOSITION = 2;
/** Some tokens only in the name, the others in the composition ('dolo paracetamol'). */
export const CLASS_NAME_COMPOSITION = 1;
/** Some token matched only the manufacturer ('sun pharma'). */
export const CLASS_MANUFACTURER = 0;

const MAX_TYPOS = 16;
const CLASSES = 8;
const OR_WEIGHT = (MAX_TYPOS + 1) * CLASSES * 2 * 4;
const OR_SLOTS = 8;

/** Extra ingredients are told apart up to this many. */
const MAX_EXTRA = 3;

/** Rank of a match before the static rank (see the ordering above). */
export function matchRank(typos: number, cls: number, strengthAttached: boolean, extraIngredients = 0): number {
  const base = ((MAX_TYPOS - Math.min(typos, MAX_TYPOS)) * CLASSES + cls) * 2 + (strengthAttached ? 1 : 0);
  return base * (MAX_EXTRA + 1) + (MAX_EXTRA - Math.min(extraIngredients, MAX_EXTRA));
}

/** Best match rank a doc of this index with this many typos and this class can have. */
export function bestRank(ix: FieldIndex, view: PlanView, typos: number, cls: number): number {
  return matchRank(typos, cls, usesStrengthBit(ix, view, cls));
}

/** Whether the strength-attached bit can be set for this class (see the ordering above). */
function usesStrengthBit(ix: FieldIndex, view: PlanView, cls: number): boolean {
  if (ix.composition === null) return false;
  return cls === CLASS_COMPOSITION || (view.strengthQuery && cls >= CLASS_NAME);
}

/** Sort key: the match rank first, then the ordinal (lower ordinal = better rank). */
export function makeKey(rank: number, ordinal: number, size: number): number {
  const m = size + 1;
  return rank * m + (m - 1 - ordinal);
}

/**
 * The key with a whole-word bit placed right after the match class (decision 002): between docs of one
 * typo count and class, those whose last word matched a whole term come first. Only the top k of
 * the two passes in SearchIndex are re-keyed this way, so the stage bounds above stay tight.
 */
export function withWholeWordBit(key: number, size: number, wholeWord: boolean): number {
  const m = size + 1;
  const rank = Math.floor(key / m);
  const below = 2 * (MAX_EXTRA + 1); // strength bit and extra-ingredient slots under the class
  const byClass = Math.floor(rank / below);
  return ((byClass * 2 + (wholeWord ? 1 : 0)) * below + (rank % below)) * m + (key % m);
}

/** Splits a key back into its match rank. */
export function rankOf(key: number, size: number): number {
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
  table: Uint8Array,
  vs: number,
  slots: Int32Array,
  nameVal: Uint32Array,
  ns: number,
  ne: number,
  exactAllowed: boolean,
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

/** Whether every numeric slot matches a term right after a term matching the slot before it. */
function strengthsAttached(view: PlanView, terms: Uint32Array, from: number, to: number): boolean {
  const { table, vocabSize: vs, slots } = view;
  for (let i = 1; i < slots.length; i++) {
    const slot = slots[i] as number;
    if (!view.numeric[slot]) continue;
    const base = slot * vs;
    const before = (slots[i - 1] as number) * vs;
    let found = false;
    for (let p = from + 1; p < to && !found; p++) {
      found = table[base + (terms[p] as number)] !== 0 && table[before + (terms[p - 1] as number)] !== 0;
    }
    if (!found) return false;
  }
  return true;
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
  else if (inName === 0 || (comp !== null && coversAll(comp, d, table, vs, slots))) cls = CLASS_COMPOSITION;
  else cls = CLASS_NAME_COMPOSITION;
  let attached = false;
  if (comp !== null && usesStrengthBit(ix, view, cls)) {
    const id = comp.of[d] as number;
    attached = strengthsAttached(view, comp.terms.values, comp.terms.offsets[id] as number, comp.terms.offsets[id + 1] as number);
    // The composition is the record: a name that reads 'Paracetamol 500mg/325mg' while the
    // composition gives Paracetamol 325mg is only a composition match for 'paracetamol 500'.
    if (!attached && cls >= CLASS_NAME && coversAll(comp, d, table, vs, slots)) cls = CLASS_COMPOSITION;
  }
  let extra = 0;
  if (cls === CLASS_COMPOSITION && comp !== null && comp.parts !== undefined) {
    let words = 0;
    for (let i = 0; i < n; i++) if (!view.numeric[slots[i] as number]) words++;
    extra = Math.max(0, (comp.parts[comp.of[d] as number] as number) - words);
  }
  return makeKey(matchRank(typos, cls, attached, extra), d, ix.size);
}

/** Whether every slot matches some term of the doc's group. */
function coversAll(g: GroupField, d: number, table: Uint8Array, vs: number, slots: Int32Array): boolean {
  for (let i = 0; i < slots.length; i++) {
    if (bestInGroup(g, d, table, (slots[i] as number) * vs) === 0) return false;
  }
  return true;
}

/**
 * Key of doc `d` when at least one token matches its name, else -1: more matched tokens first.
 * Used for molecules when no molecule contains every token ('amoxycillin clavulanic' → Amoxycillin,
 * then Clavulanic Acid).
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
  let first = -1;
  for (let i = 0; i < slots.length; i++) {
    const base = (slots[i] as number) * vs;
    let best = 0;
    for (let p = ns; p < ne; p++) {
      const v = table[base + (nameVal[p] as number)] as number;
      if (v !== 0 && (best === 0 || v < best)) best = v;
    }
    if (best === 0) continue;
    matched++;
    if (first < 0) first = i;
    typos += costOf(best);
    if (ne > ns && (table[base + (nameVal[ns] as number)] as number) !== 0) starts = true;
  }
  if (matched === 0) return -1;
  // More matched tokens first, then a match on an earlier query token, then as usual.
  const order = matched * OR_SLOTS + (OR_SLOTS - 1 - Math.min(first, OR_SLOTS - 1));
  const rank = order * OR_WEIGHT + matchRank(typos, starts ? CLASS_NAME_START : CLASS_NAME, false);
  return makeKey(rank, d, ix.size);
}
