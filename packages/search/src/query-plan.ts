/**
 * Turns a parsed query into, for every token, the vocabulary terms it accepts and at what cost.
 *
 * Each token slot owns one row of a byte table indexed by term id (`table[slot * V + term]`), so
 * checking whether a doc term satisfies a token is one array read. A cell holds 0 (no match) or
 * `1 + 2·typos + (prefix ? 1 : 0)`: smaller is better, 1 is an exact whole-word match. A second
 * table holds only the typo-free cells, for the pass that looks for typo-free matches first. Both
 * are allocated once per index and cleared after every query by walking the ranges that were set.
 */

import { CorrectionGate } from './correction-gate.ts';
import { firstLetterAlternatives, fuzzyTerms } from './fuzzy.ts';
import { allowedTypos, isNumeric, MAX_QUERY_TOKENS, type ParsedQuery } from './normalize.ts';
import type { FieldIndex } from './field-index.ts';
import { SoundIndex } from './sound-index.ts';
import { SynonymTable } from './synonyms.ts';
import type { Vocabulary } from './vocabulary.ts';

export interface TermRange {
  lo: number;
  hi: number;
  value: number;
}

export const EXACT = 1;
export const PREFIX = 2;
export const costOf = (value: number): number => (value - 1) >> 1;
export const isPrefixValue = (value: number): boolean => ((value - 1) & 1) === 1;

/** A token whose exact/prefix matches reach fewer products than this also gets typo candidates. */
const WEAK_PRODUCTS = 5;
/** ...and keeps them when they reach this many times more products (a likely misspelling). */
const DOMINANT_FACTOR = 3;

/** The tokens to evaluate: slots of a plan, all of them or a subset (entity fallbacks). */
export interface PlanView {
  readonly table: Uint8Array;
  /** The same cells without typo matches. */
  readonly strictTable: Uint8Array;
  readonly vocabSize: number;
  readonly slots: Int32Array;
  readonly ranges: readonly (readonly TermRange[])[];
  /** Fewest typos each slot can match with (255 when it matches nothing). */
  readonly minCost: readonly number[];
  /** Whether each slot's token is a number (a strength or pack size). */
  readonly numeric: readonly boolean[];
  /**
   * The query names a strength and every word occurs in some composition ('paracetamol 500'):
   * then 'strength attached in the composition' also orders matches inside the name classes.
   */
  readonly strengthQuery: boolean;
}

export interface QueryPlan extends PlanView {
  readonly tokens: readonly string[];
  /** Same plan restricted to some slots (in the given order). */
  subset(slots: readonly number[]): PlanView;
  /** Clears this plan's cells from the shared table. Call once, after the last use. */
  release(): void;
}

export class Planner {
  private readonly vocab: Vocabulary;
  private readonly products: FieldIndex;
  private readonly table: Uint8Array;
  private readonly strictTable: Uint8Array;
  private readonly sound: SoundIndex;
  private readonly synonyms: SynonymTable;
  private readonly gate: CorrectionGate;

  constructor(
    vocab: Vocabulary,
    products: FieldIndex,
    sound: SoundIndex = new SoundIndex(vocab),
    synonyms: SynonymTable = new SynonymTable([], vocab),
  ) {
    this.vocab = vocab;
    this.products = products;
    this.sound = sound;
    this.synonyms = synonyms;
    this.gate = new CorrectionGate(products, vocab);
    this.table = new Uint8Array(MAX_QUERY_TOKENS * vocab.size);
    this.strictTable = new Uint8Array(MAX_QUERY_TOKENS * vocab.size);
  }

  /**
   * Strict plan: tokens match whole words, the last one also as a prefix while being typed, and
   * typo candidates are added only for tokens that otherwise match (almost) nothing.
   * Relaxed plan (`relaxed`): every token matches as a prefix and with typos.
   */
  plan(query: ParsedQuery, relaxed: boolean): QueryPlan {
    const tokens = query.tokens.slice(0, MAX_QUERY_TOKENS);
    const lastIsPrefix = query.lastIsPrefix && tokens.length === query.tokens.length;
    const ranges: TermRange[][] = [];
    const minCost: number[] = [];
    for (let slot = 0; slot < tokens.length; slot++) {
      const token = tokens[slot] as string;
      const prefix = relaxed || (slot === tokens.length - 1 && lastIsPrefix);
      const strict = this.strictRanges(token, prefix);
      const strictReach = this.reach(strict);
      let fuzzy: TermRange[] = [];
      const typos = allowedTypos(token, slot > 0);
      if (typos > 0 && (relaxed || strictReach < WEAK_PRODUCTS)) {
        fuzzy = this.fuzzyRanges(token, typos, prefix, slot === 0);
        const keep = relaxed || strictReach === 0 || this.reach(fuzzy) >= DOMINANT_FACTOR * strictReach;
        if (!keep) fuzzy = [];
      }
      const all = [...fuzzy, ...strict];
      this.fill(slot, all);
      ranges.push(all);
      let best = strict.length > 0 ? 0 : 255;
      for (const r of fuzzy) best = Math.min(best, costOf(r.value));
      minCost.push(best);
    }
    return this.makePlan(tokens, ranges, minCost);
  }

  private strictRanges(token: string, prefix: boolean): TermRange[] {
    const out: TermRange[] = [];
    if (prefix) {
      const [lo, hi] = this.vocab.prefixRange(token);
      if (lo < hi) out.push({ lo, hi, value: PREFIX });
    }
    const id = this.vocab.find(token);
    if (id >= 0) out.push({ lo: id, hi: id + 1, value: EXACT });
    for (const other of this.synonyms.exact(token)) out.push({ lo: other, hi: other + 1, value: EXACT });
    if (prefix) for (const other of this.synonyms.prefixed(token)) out.push({ lo: other, hi: other + 1, value: PREFIX });
    return out;
  }

  /**
   * Typo candidates: terms within the allowed edits (a wrong first letter only when nothing else is
   * close), and terms that sound alike ('krocin' → crocin, 'pairasitamol' → paracetamol). A
   * candidate that only names a product, not an ingredient, must be popular enough for its distance
   * (see CorrectionGate): a brand the store lacks is not turned into another drug.
   */
  private fuzzyRanges(token: string, typos: number, prefix: boolean, first: boolean): TermRange[] {
    const out: TermRange[] = [];
    // A 3-letter word is matched whole ('dou' → duo): as a prefix one edit reaches half the vocabulary.
    const asPrefix = prefix && token.length > 3;
    const base = asPrefix ? PREFIX : EXACT;
    const gate = this.gate;
    const edits = { text: token, first, soundAlike: false, prefix: asPrefix };
    const emit = (lo: number, hi: number, cost: number): void => {
      if (cost > 0) gate.accepted(lo, hi, cost, edits, (a, b) => out.push({ lo: a, hi: b, value: base + 2 * cost }));
    };
    fuzzyTerms(this.vocab, token, typos, asPrefix, emit);
    if (out.length === 0) fuzzyTerms(this.vocab, token, typos, asPrefix, emit, firstLetterAlternatives(token));
    const sounds = { ...edits, soundAlike: true };
    for (const { term, cost } of this.sound.lookup(token, asPrefix)) {
      gate.accepted(term, term + 1, cost, sounds, (a, b) => out.push({ lo: a, hi: b, value: base + 2 * cost }));
    }
    return out;
  }

  /** Whether a term is popular enough to stand in for an unknown word at one edit (see CorrectionGate). */
  trusted(term: number): boolean {
    return this.gate.popular(term);
  }

  /** Products reached by the ranges (an upper bound: a product may be counted more than once). */
  private reach(list: readonly TermRange[]): number {
    const cum = this.products.cumAny;
    let sum = 0;
    for (const r of list) sum += (cum[r.hi] as number) - (cum[r.lo] as number);
    return sum;
  }

  private fill(slot: number, list: readonly TermRange[]): void {
    const base = slot * this.vocab.size;
    for (const r of list) {
      const v = r.value;
      const table = v <= PREFIX ? this.strictTable : this.table;
      for (let t = base + r.lo, end = base + r.hi; t < end; t++) {
        const cur = table[t] as number;
        if (cur === 0 || v < cur) table[t] = v;
      }
    }
    // The full table holds the typo-free cells too.
    for (const r of list) {
      if (r.value > PREFIX) continue;
      for (let t = base + r.lo, end = base + r.hi; t < end; t++) {
        const cur = this.table[t] as number;
        if (cur === 0 || r.value < cur) this.table[t] = r.value;
      }
    }
  }

  private makePlan(tokens: readonly string[], ranges: TermRange[][], minCost: number[]): QueryPlan {
    const table = this.table;
    const strictTable = this.strictTable;
    const vocabSize = this.vocab.size;
    const numeric = tokens.map(isNumeric);
    const cum = this.products.cumComposition;
    const inCompositions = ranges.every((list) => list.some((r) => (cum[r.hi] as number) > (cum[r.lo] as number)));
    const strengthQuery = tokens.length > 1 && numeric.some(Boolean) && inCompositions;
    const view = (slots: readonly number[]): PlanView => ({
      table,
      strictTable,
      vocabSize,
      slots: Int32Array.from(slots),
      ranges,
      minCost,
      numeric,
      strengthQuery,
    });
    const all = tokens.map((_, i) => i);
    let released = false;
    return {
      ...view(all),
      tokens,
      subset: view,
      release: () => {
        if (released) return;
        released = true;
        ranges.forEach((list, slot) => {
          const base = slot * vocabSize;
          for (const r of list) {
            table.fill(0, base + r.lo, base + r.hi);
            if (r.value <= PREFIX) strictTable.fill(0, base + r.lo, base + r.hi);
          }
        });
      },
    };
  }
}
