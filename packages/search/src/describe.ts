/** Explains a hit after ranking: which text matched, how, and which term each token matched. */

import type { FieldIndex, GroupField } from './field-index.ts';
import { costOf, EXACT, isPrefixValue, type PlanView } from './query-plan.ts';
import type { MatchCase } from './types.ts';

export interface MatchDetail {
  cases: MatchCase[];
  text: string;
  /** Per plan slot: the doc term id the token matched, or -1. */
  terms: Int32Array;
  /** Per plan slot: typos used by that match (0 when unmatched). */
  typos: Int32Array;
}

interface Best {
  value: number;
  term: number;
}

function bestIn(terms: Uint32Array, from: number, to: number, table: Uint8Array, base: number): Best {
  let value = 0;
  let term = -1;
  for (let p = from; p < to; p++) {
    const t = terms[p] as number;
    const v = table[base + t] as number;
    if (v !== 0 && (value === 0 || v < value)) {
      value = v;
      term = t;
    }
  }
  return { value, term };
}

function bestInGroup(g: GroupField | null, d: number, table: Uint8Array, base: number): Best {
  if (g === null) return { value: 0, term: -1 };
  const id = g.of[d] as number;
  return bestIn(g.terms.values, g.terms.offsets[id] as number, g.terms.offsets[id + 1] as number, table, base);
}

/** Same field preference as the scorer: name, then a strictly cheaper composition or manufacturer match. */
export function describeMatch(ix: FieldIndex, view: PlanView, d: number): MatchDetail {
  const slotCount = view.ranges.length;
  const terms = new Int32Array(slotCount).fill(-1);
  const typos = new Int32Array(slotCount);
  let exact = false;
  let prefix = false;
  let fuzzy = false;
  let inComp = false;
  let inMfr = false;
  let allName = true;
  for (const slot of view.slots) {
    const base = slot * view.vocabSize;
    let best = bestIn(ix.name.values, ix.name.offsets[d] as number, ix.name.offsets[d + 1] as number, view.table, base);
    let field = 0;
    for (const [g, f] of [
      [ix.composition, 1],
      [ix.manufacturer, 2],
    ] as const) {
      if (best.value !== 0 && best.value <= 2) break;
      const b = bestInGroup(g, d, view.table, base);
      if (b.value !== 0 && (best.value === 0 || costOf(b.value) < costOf(best.value))) {
        best = b;
        field = f;
      }
    }
    if (best.value === 0) {
      allName = false;
      continue;
    }
    terms[slot] = best.term;
    typos[slot] = costOf(best.value);
    if (best.value === EXACT) exact = true;
    else if (costOf(best.value) > 0) fuzzy = true;
    else if (isPrefixValue(best.value)) prefix = true;
    if (field !== 0) allName = false;
    if (field === 1) inComp = true;
    if (field === 2) inMfr = true;
  }
  const cases: MatchCase[] = [];
  if (prefix) cases.push('prefix');
  if (exact) cases.push('exact');
  if (fuzzy) cases.push('fuzzy');
  if (inComp) cases.push('composition');
  let text = ix.names[d] as string;
  if (!allName && inComp && ix.composition !== null) {
    text = ix.composition.texts[ix.composition.of[d] as number] as string;
  } else if (!allName && inMfr && ix.manufacturer !== null) {
    text = ix.manufacturer.texts[ix.manufacturer.of[d] as number] as string;
  }
  return { cases, text, terms, typos };
}
