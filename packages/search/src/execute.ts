/**
 * Candidate generation and top-k selection for one table.
 *
 * Sparse queries (some token reaches at most FULL_EVALUATION_LIMIT docs) evaluate every doc on that
 * token's posting lists: exact ranking and exact count. Dense queries ('d', 'tablet', 'pharma')
 * walk docs in ordinal (static-rank) order and stop as soon as no later doc can beat the k-th best
 * kept: later docs have a worse rank, so they can only win through a better class. The best class
 * still possible is bounded from per-term counts, and the top classes are settled early from the
 * rank-sorted 'name starts with' and 'name contains' posting lists when those are short.
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
  evaluateAll,
  evaluateAny,
  makeKey,
  tierClass,
} from './evaluate.ts';
import type { FieldIndex } from './field-index.ts';
import type { PlanView, TermRange } from './query-plan.ts';
import { TopK } from './top-k.ts';

/** A token whose posting lists hold at most this many docs drives a full evaluation. */
export const FULL_EVALUATION_LIMIT = 40_000;
/** Dense queries first scan this many top-ranked docs, which usually settles the top k. */
const FIRST_SCAN = 4_096;

type Evaluate = (ix: FieldIndex, view: PlanView, d: number) => number;

/** Per-index "already evaluated" marks, reset in O(1) by bumping a generation number. */
class Marks {
  private readonly stamp: Uint32Array;
  private generation = 0;
  constructor(size: number) {
    this.stamp = new Uint32Array(size);
  }
  next(): void {
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
  }
  /** Marks d; false when it was already marked. */
  claim(d: number): boolean {
    if (this.stamp[d] === this.generation) return false;
    this.stamp[d] = this.generation;
    return true;
  }
  has(d: number): boolean {
    return this.stamp[d] === this.generation;
  }
}

const marksByIndex = new WeakMap<FieldIndex, Marks>();
function marksFor(ix: FieldIndex): Marks {
  let m = marksByIndex.get(ix);
  if (m === undefined) {
    m = new Marks(ix.size);
    marksByIndex.set(ix, m);
  }
  m.next();
  return m;
}

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

/** Evaluates every doc on the lists of `ranges` (once each); returns how many matched. */
function evaluateLists(
  ix: FieldIndex, view: PlanView, postings: Csr, ranges: readonly TermRange[],
  evaluate: Evaluate, marks: Marks, top: TopK | null, skipBelow: number, cap: number,
): number {
  const off = postings.offsets;
  const docs = postings.values;
  let matched = 0;
  for (const r of ranges) {
    for (let t = r.lo; t < r.hi; t++) {
      for (let p = off[t] as number, e = off[t + 1] as number; p < e; p++) {
        const d = docs[p] as number;
        if (d < skipBelow || !marks.claim(d)) continue;
        const key = evaluate(ix, view, d);
        if (key < 0) continue;
        matched++;
        if (top !== null) top.push(key, d);
        else if (matched >= cap) return matched;
      }
    }
  }
  return matched;
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
  const withoutName = view.slots.length > 1 && anyName && allNameOrComp
    ? CLASS_NAME_COMPOSITION
    : allComp ? CLASS_COMPOSITION : CLASS_MANUFACTURER;
  if (!allName) return { max: withoutName, withoutName };
  const starts = reach(ix.cumFirst, view.ranges[view.slots[0] as number] as TermRange[]) > 0;
  const max = starts ? (ix.exactClass ? CLASS_EXACT_NAME : CLASS_NAME_START) : CLASS_NAME_PHRASE;
  return { max, withoutName };
}

/** The k best docs that match every token of the view. */
export function topMatches(ix: FieldIndex, view: PlanView, k: number): TopK {
  const top = new TopK(k);
  if (k === 0 || ix.size === 0 || view.slots.length === 0) return top;
  const marks = marksFor(ix);
  const driver = rarest(view, ix.cumAny);
  const driverRanges = view.ranges[driver.slot] as TermRange[];
  if (driver.reach <= FULL_EVALUATION_LIMIT) {
    evaluateLists(ix, view, ix.anyPostings, driverRanges, evaluateAll, marks, top, 0, Infinity);
    return top;
  }

  let minTypos = 0;
  for (const slot of view.slots) minTypos += view.minCost[slot] as number;
  const bounds = classBounds(ix, view);
  let cap = bounds.max;
  const settled = (pos: number): boolean =>
    top.full && top.minKey >= makeKey(tierClass(minTypos, cap), pos, ix.size);

  let pos = 0;
  const firstEnd = Math.min(ix.size, FIRST_SCAN);
  for (; pos < firstEnd; pos++) {
    if (settled(pos)) return top;
    const key = evaluateAll(ix, view, pos);
    if (key >= 0) top.push(key, pos);
  }
  if (pos >= ix.size) return top;

  if (cap >= CLASS_NAME_START) {
    const firstRanges = view.ranges[view.slots[0] as number] as TermRange[];
    if (reach(ix.cumFirst, firstRanges) <= FULL_EVALUATION_LIMIT) {
      evaluateLists(ix, view, ix.firstPostings, firstRanges, evaluateAll, marks, top, pos, Infinity);
      cap = CLASS_NAME_PHRASE;
      if (settled(pos)) return top;
    }
  }
  if (cap >= CLASS_NAME) {
    const nameDriver = rarest(view, ix.cumName);
    if (nameDriver.reach <= FULL_EVALUATION_LIMIT) {
      const ranges = view.ranges[nameDriver.slot] as TermRange[];
      evaluateLists(ix, view, ix.namePostings, ranges, evaluateAll, marks, top, pos, Infinity);
      cap = bounds.withoutName;
      if (settled(pos)) return top;
    }
  }
  for (; pos < ix.size; pos++) {
    if (marks.has(pos)) continue;
    if (settled(pos)) break;
    const key = evaluateAll(ix, view, pos);
    if (key >= 0) top.push(key, pos);
  }
  return top;
}

/** Number of docs matching every token, counted up to `cap`. */
export function countMatches(ix: FieldIndex, view: PlanView, cap: number): number {
  if (ix.size === 0 || view.slots.length === 0) return 0;
  const driver = rarest(view, ix.cumAny);
  if (driver.reach <= FULL_EVALUATION_LIMIT) {
    const ranges = view.ranges[driver.slot] as TermRange[];
    return evaluateLists(ix, view, ix.anyPostings, ranges, evaluateAll, marksFor(ix), null, 0, cap);
  }
  let count = 0;
  for (let d = 0; d < ix.size && count < cap; d++) {
    if (evaluateAll(ix, view, d) >= 0) count++;
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
    evaluateLists(ix, view, ix.namePostings, ranges, evaluateAny, marks, top, 0, Infinity);
  }
  return top;
}
