/**
 * Candidate generation and top-k selection for one table.
 *
 * Docs are numbered in static-rank order and every posting list is sorted by that number, so a
 * merge of posting lists meets candidates best-rank first. A doc can still beat a better-ranked
 * one through its match class (the name starts with the query, the name holds the query, ...).
 * Selection therefore runs in stages, each a merge over the lists that hold every doc able to
 * reach a class, stopping as soon as no doc left in the stage can beat the k-th best kept:
 *   1. 'name starts with': the first-name-word lists of the first token (classes 5–6; whole-name
 *      matches of molecules and brands first, from its exact term only);
 *   2. 'name holds every token': the name lists of the token rarest in names (classes 3–4);
 *   3. the name-or-composition lists of the token rarest overall (classes 1–2);
 *   4. that token's manufacturer-only lists (class 0: 'sun pharma').
 * A stage whose best class cannot beat the k-th best is skipped outright. Ranking is exact.
 */

import type { Csr } from './csr.ts';
import {
  CLASS_COMPOSITION,
  CLASS_EXACT_NAME,
  CLASS_MANUFACTURER,
  CLASS_NAME,
  CLASS_NAME_COMPOSITION,
  CLASS_NAME_PHRASE,
  CLASS_NAME_START,
  bestRank,
  evaluateAll,
  evaluateAny,
  makeKey,
  rankOf,
} from './evaluate.ts';
import type { FieldIndex } from './field-index.ts';
import { ListMerge } from './list-merge.ts';
import { type Marks, marksFor } from './marks.ts';
import { costOf, EXACT, type PlanView, type TermRange } from './query-plan.ts';
import { TopK } from './top-k.ts';

type Evaluate = (ix: FieldIndex, view: PlanView, d: number) => number;

function reach(cum: Uint32Array, ranges: readonly TermRange[]): number {
  let sum = 0;
  for (const r of ranges) sum += (cum[r.hi] as number) - (cum[r.lo] as number);
  return sum;
}

/** The slot whose ranges reach the fewest docs in the given counts. */
function rarest(view: PlanView, cum: Uint32Array): { slot: number; reach: number } {
  let best = { slot: view.slots[0] as number, reach: Infinity };
  for (const slot of view.slots) {
    const r = reach(cum, view.ranges[slot] as TermRange[]);
    if (r < best.reach) best = { slot, reach: r };
  }
  return best;
}

/** Evaluates every doc on the lists of `ranges` (once each) into `top`. */
function evaluateLists(
  ix: FieldIndex,
  view: PlanView,
  postings: Csr,
  ranges: readonly TermRange[],
  evaluate: Evaluate,
  marks: Marks,
  top: TopK,
): void {
  const off = postings.offsets;
  const docs = postings.values;
  for (const r of ranges) {
    for (let t = r.lo; t < r.hi; t++) {
      for (let p = off[t] as number, e = off[t + 1] as number; p < e; p++) {
        const d = docs[p] as number;
        if (!marks.claim(d)) continue;
        const key = evaluate(ix, view, d);
        if (key >= 0) top.push(key, d);
      }
    }
  }
}

/** Best class any doc could reach, and the best once all name-only classes are settled. */
function classBounds(ix: FieldIndex, view: PlanView): { max: number; withoutName: number } {
  let allName = true;
  let anyName = false;
  let allNameOrComp = true;
  let allComp = true;
  for (const slot of view.slots) {
    const ranges = view.ranges[slot] as TermRange[];
    const name = reach(ix.cumName, ranges) > 0;
    const comp = reach(ix.cumComposition, ranges) > 0;
    allName &&= name;
    anyName ||= name;
    allNameOrComp &&= name || comp;
    allComp &&= comp;
  }
  const withoutName = allComp
    ? CLASS_COMPOSITION
    : view.slots.length > 1 && anyName && allNameOrComp
      ? CLASS_NAME_COMPOSITION
      : CLASS_MANUFACTURER;
  if (!allName) return { max: withoutName, withoutName };
  const starts = reach(ix.cumFirst, view.ranges[view.slots[0] as number] as TermRange[]) > 0;
  const max = starts ? (ix.exactClass ? CLASS_EXACT_NAME : CLASS_NAME_START) : CLASS_NAME_PHRASE;
  return { max, withoutName };
}

/**
 * The view whose tokens only use terms with at most `typos` typos (null when a token has none).
 * Level 0 evaluates against the typo-free table; higher levels against the full one, so a doc
 * reached through a cheap term of one token is still scored with its best terms for the others.
 */
export function levelOf(view: PlanView, typos: number): PlanView | null {
  const ranges = view.ranges.map((list) => list.filter((r) => costOf(r.value) <= typos));
  for (const slot of view.slots) if ((ranges[slot] as TermRange[]).length === 0) return null;
  return { ...view, table: typos === 0 ? view.strictTable : view.table, ranges };
}

function maxCostOf(view: PlanView): number {
  let max = 0;
  for (const slot of view.slots) for (const r of view.ranges[slot] as TermRange[]) max = Math.max(max, costOf(r.value));
  return max;
}

/**
 * The k best docs that match every token of the view, one pass per typo level. Pass t reaches
 * every doc whose tokens each match with at most t typos; when it ends without filling k, every
 * doc not yet seen has more than t typos in total, which keeps the next pass's bounds tight
 * ('amoxicilin': one product has the 1-typo spelling, thousands the 2-typo 'amoxycillin').
 */
export function topMatches(ix: FieldIndex, view: PlanView, k: number): TopK {
  const top = new TopK(k);
  if (k === 0 || ix.size === 0 || view.slots.length === 0) return top;
  const marks = marksFor(ix);
  let minTypos = 0;
  for (const slot of view.slots) minTypos += view.minCost[slot] as number;
  const maxCost = maxCostOf(view);
  for (let level = 0; level <= maxCost; level++) {
    const levelView = levelOf(view, level);
    if (levelView !== null) runStages(ix, levelView, top, marks, Math.max(minTypos, level), level === 0);
  }
  return top;
}

/**
 * The staged selection described at the top of this file. In the typo-free pass a doc that fails
 * is not marked, as a later pass may match it through a typo.
 */
function runStages(ix: FieldIndex, view: PlanView, top: TopK, marks: Marks, minTypos: number, strict: boolean): void {
  const bounds = classBounds(ix, view);
  const stage = (postings: Csr, ranges: readonly TermRange[], bestClass: number): void => {
    const best = bestRank(ix, view, minTypos, bestClass);
    if (top.full && rankOf(top.minKey, ix.size) > best) return;
    const merge = new ListMerge(postings, ranges);
    for (let d = merge.pop(); d >= 0; d = merge.pop()) {
      if (top.full && top.minKey >= makeKey(best, d, ix.size)) return;
      if (marks.has(d)) continue;
      const key = evaluateAll(ix, view, d);
      if (key >= 0 || !strict) marks.claim(d);
      if (key >= 0) top.push(key, d);
    }
  };

  const firstRanges = view.ranges[view.slots[0] as number] as TermRange[];
  if (bounds.max === CLASS_EXACT_NAME) {
    // Whole-name matches start with an exact (typo-free, whole-word) term: settle them first.
    stage(
      ix.firstPostings,
      firstRanges.filter((r) => r.value === EXACT),
      CLASS_EXACT_NAME,
    );
  }
  if (bounds.max >= CLASS_NAME_START) stage(ix.firstPostings, firstRanges, CLASS_NAME_START);
  if (bounds.max >= CLASS_NAME) {
    const byName = rarest(view, ix.cumName);
    stage(ix.namePostings, view.ranges[byName.slot] as TermRange[], Math.min(bounds.max, CLASS_NAME_PHRASE));
  }
  const byAny = view.ranges[rarest(view, ix.cumAny).slot] as TermRange[];
  stage(ix.contentPostings, byAny, bounds.withoutName);
  stage(ix.manufacturerPostings, byAny, CLASS_MANUFACTURER);
}

/**
 * Number of docs matching every token, counted up to `cap`: the docs on the lists of the token
 * rarest overall, each evaluated against the other tokens (a one-token query needs no evaluation).
 */
export function countMatches(ix: FieldIndex, view: PlanView, cap: number): number {
  if (ix.size === 0 || view.slots.length === 0 || cap <= 0) return 0;
  const ranges = view.ranges[rarest(view, ix.cumAny).slot] as TermRange[];
  const marks = marksFor(ix);
  const single = view.slots.length === 1;
  let count = 0;
  for (const postings of [ix.contentPostings, ix.manufacturerPostings]) {
    const off = postings.offsets;
    const docs = postings.values;
    for (const r of ranges) {
      for (let t = r.lo; t < r.hi; t++) {
        for (let p = off[t] as number, e = off[t + 1] as number; p < e; p++) {
          const d = docs[p] as number;
          if (!marks.claim(d)) continue;
          if (!single && evaluateAll(ix, view, d) < 0) continue;
          if (++count >= cap) return cap;
        }
      }
    }
  }
  return count;
}

/** The k best docs whose name matches at least one token (small entity tables only). */
export function topPartialMatches(ix: FieldIndex, view: PlanView, k: number): TopK {
  const top = new TopK(k);
  if (k === 0 || ix.size === 0) return top;
  const marks = marksFor(ix);
  for (const slot of view.slots) {
    const ranges = view.ranges[slot] as TermRange[];
    evaluateLists(ix, view, ix.namePostings, ranges, evaluateAny, marks, top);
  }
  return top;
}
