/**
 * SearchIndex: typeahead and results-page search over products, molecules, brands and categories.
 * Pure and synchronous; build once, then query from one thread (queries share scratch buffers).
 */

import { buildIndexes, type BuiltIndexes } from './build.ts';
import { describeMatch } from './describe.ts';
import { countMatches, levelOf, topMatches, topPartialMatches } from './execute.ts';
import { withWholeWordBit } from './evaluate.ts';
import type { FieldIndex } from './field-index.ts';
import { isNumeric, parseQuery, type ParsedQuery } from './normalize.ts';
import { Planner, type PlanView, type QueryPlan } from './query-plan.ts';
import { segmentQuery } from './segment.ts';
import { SoundIndex } from './sound-index.ts';
import { SynonymTable } from './synonyms.ts';
import { TopK } from './top-k.ts';
import type { SearchCorpus, SearchHit, SearchOptions, SearchResult } from './types.ts';

/** `count` is exact up to this many products and returns this value when there are more. */
export const COUNT_CAP = 10_000;
export const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1_000;
const MAX_OFFSET = 100_000;

/**
 * A lone word of three letters or fewer is a name still being typed: its products rank by
 * popularity ('dol' → Dolo 650), not whole word first (which would put the rare Dol-SP first).
 */
const SHORT_PREFIX = 3;
const isShortPrefix = (query: ParsedQuery): boolean =>
  query.tokens.length === 1 && (query.tokens[0] as string).length <= SHORT_PREFIX && !isNumeric(query.tokens[0] as string);

export interface BuildOptions {
  synonyms?: readonly (readonly string[])[];
}

const clampInt = (v: number, lo: number, hi: number): number => (Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.trunc(v))) : lo);

function toHits(ix: FieldIndex, view: PlanView, top: TopK, offset: number): SearchHit[] {
  const m = ix.size + 1;
  return top
    .sorted()
    .slice(offset)
    .map(({ key, doc }) => {
      const detail = describeMatch(ix, view, doc);
      return { id: ix.ids[doc] as number, score: key / m, matchText: detail.text, matchCases: detail.cases };
    });
}

export class SearchIndex {
  private readonly ix: BuiltIndexes;
  private readonly planner: Planner;

  private constructor(ix: BuiltIndexes, synonyms: readonly (readonly string[])[]) {
    this.ix = ix;
    const vocab = ix.vocabulary;
    this.planner = new Planner(vocab, ix.products, new SoundIndex(vocab), new SynonymTable(synonyms, vocab));
  }

  /** `synonyms`: groups of equivalent ingredient names (parseSynonyms of data/search/synonyms.csv). */
  static build(corpus: SearchCorpus, options: BuildOptions = {}): SearchIndex {
    return new SearchIndex(buildIndexes(corpus), options.synonyms ?? []);
  }

  /** Number of distinct normalised terms. */
  get vocabularySize(): number {
    return this.ix.vocabulary.size;
  }

  search(q: string, opts: SearchOptions = {}): SearchResult {
    const limit = clampInt(opts.limit ?? DEFAULT_LIMIT, 0, MAX_LIMIT);
    const offset = clampInt(opts.offset ?? 0, 0, MAX_OFFSET);
    const parsed = parseQuery(q);
    const empty: SearchResult = {
      query: q.trim(),
      corrected: false,
      products: [],
      molecules: [],
      brands: [],
      categories: [],
    };
    if (parsed.tokens.length === 0) return empty;

    const k = Math.max(1, offset + limit);
    const resolved = this.resolve(parsed, k);
    const { query, relaxed } = resolved.attempt;
    let { plan, top } = resolved;
    // Only when some doc can match every word without a typo (else the whole-word pass finds nothing).
    if (!relaxed && query.lastIsPrefix && !isShortPrefix(query) && top.size > 0 && levelOf(plan, 0) !== null) {
      // Plans share the planner's scratch tables: release this one, run the whole-word pass, plan again.
      plan.release();
      top = this.preferWholeWords(query, top, k);
      plan = this.planner.plan(query, relaxed);
    }
    const products = this.ix.products;
    try {
      const productHits = limit === 0 ? [] : toHits(products, plan, top, offset).slice(0, limit);
      const molecules = this.entities(this.ix.molecules, plan, limit, 'molecules');
      const brands = this.entities(this.ix.brands, plan, limit, 'brands');
      const categories = this.entities(this.ix.categories, plan, limit, 'categories');
      const best = top.sorted()[0];
      const correction =
        best !== undefined ? this.correction(products, plan, best.doc) : this.entityCorrection(plan, [molecules, brands, categories]);
      return {
        query: correction ?? q.trim(),
        corrected: correction !== null,
        products: productHits,
        molecules: molecules.hits,
        brands: brands.hits,
        categories: categories.hits,
      };
    } finally {
      plan.release();
    }
  }

  /** Total matching products for the results page; exact up to COUNT_CAP, else COUNT_CAP. */
  count(q: string): number {
    const parsed = parseQuery(q);
    if (parsed.tokens.length === 0) return 0;
    for (const attempt of this.interpretations(parsed)) {
      const plan = this.planner.plan(attempt.query, attempt.relaxed);
      try {
        const n = countMatches(this.ix.products, plan, COUNT_CAP);
        if (n > 0) return n;
      } finally {
        plan.release();
      }
    }
    return 0;
  }

  /**
   * Readings of a query, tried in order until one matches a product: glued words split (only
   * when a word matches nothing as typed), as typed, then relaxed (every word a prefix, typos).
   */
  private interpretations(parsed: ParsedQuery): { query: ParsedQuery; relaxed: boolean }[] {
    const cum = this.ix.products.cumAny;
    const reach = (lo: number, hi: number): number => (cum[hi] as number) - (cum[lo] as number);
    const segmented = segmentQuery(this.ix.vocabulary, parsed, reach, (term) => this.planner.trusted(term));
    const out = segmented === null ? [] : [{ query: segmented, relaxed: false }];
    out.push({ query: parsed, relaxed: false }, { query: parsed, relaxed: true });
    return out;
  }

  /**
   * Within one typo count and match class, a last word matched as a whole term ranks before one matched
   * only as a prefix ('dolo' → Dolo 650 before Dolonex). A second, typo-free pass with the last word
   * exact finds the top k whole-word docs; merged with the prefix pass's top k under the refined key,
   * the union holds the true top k (a doc outside both lists is beaten by k docs of one of them).
   */
  private preferWholeWords(query: ParsedQuery, top: TopK, k: number): TopK {
    const exactPlan = this.planner.plan({ ...query, lastIsPrefix: false }, false);
    try {
      const products = this.ix.products;
      const typoFree = levelOf(exactPlan, 0);
      const exact = typoFree === null ? null : topMatches(products, typoFree, k);
      if (exact === null || exact.size === 0) return top;
      const merged = new TopK(k);
      const whole = new Set<number>();
      for (const { key, doc } of exact.sorted()) {
        whole.add(doc);
        merged.push(withWholeWordBit(key, products.size, true), doc);
      }
      for (const { key, doc } of top.sorted()) if (!whole.has(doc)) merged.push(withWholeWordBit(key, products.size, false), doc);
      return merged;
    } finally {
      exactPlan.release();
    }
  }

  /** The first interpretation with a product match (else the last one), with its top k. */
  private resolve(parsed: ParsedQuery, k: number): { plan: QueryPlan; top: TopK; attempt: { query: ParsedQuery; relaxed: boolean } } {
    const attempts = this.interpretations(parsed);
    for (let i = 0; ; i++) {
      const attempt = attempts[i] as { query: ParsedQuery; relaxed: boolean };
      const plan = this.planner.plan(attempt.query, attempt.relaxed);
      const top = topMatches(this.ix.products, plan, k);
      if (top.size > 0 || i === attempts.length - 1) return { plan, top, attempt };
      plan.release();
    }
  }

  /**
   * Entity lists. Every token must match; failing that, the numbers (strengths) are dropped
   * ('paracetamol 650' → molecule Paracetamol); failing that, molecules match any word
   * ('amoxycillin clavulanic' → Amoxycillin, Clavulanic Acid) and brands the first word.
   */
  private entities(
    ix: FieldIndex,
    plan: QueryPlan,
    limit: number,
    kind: 'molecules' | 'brands' | 'categories',
  ): { hits: SearchHit[]; view: PlanView; best: number } {
    const all = plan.tokens.map((_, i) => i);
    const words = all.filter((i) => !isNumeric(plan.tokens[i] as string));
    const attempts: { view: PlanView; partial: boolean }[] = [{ view: plan, partial: false }];
    if (words.length > 0 && words.length < all.length) attempts.push({ view: plan.subset(words), partial: false });
    if (kind === 'molecules' && words.length > 1) attempts.push({ view: plan.subset(words), partial: true });
    if (kind === 'brands' && words.length > 1) attempts.push({ view: plan.subset(words.slice(0, 1)), partial: false });
    for (const { view, partial } of attempts) {
      const top = partial ? topPartialMatches(ix, view, limit) : topMatches(ix, view, limit);
      if (top.size > 0) {
        const best = top.sorted()[0]?.doc ?? -1;
        return { hits: toHits(ix, view, top, 0), view, best };
      }
    }
    return { hits: [], view: plan, best: -1 };
  }

  /** Corrected query text when the best product needed typo corrections, else null. */
  private correction(ix: FieldIndex, plan: QueryPlan, doc: number): string | null {
    const detail = describeMatch(ix, plan, doc);
    if (!detail.cases.includes('fuzzy')) return null;
    const words = plan.tokens.map((token, slot) => {
      const term = detail.terms[slot] as number;
      return (detail.typos[slot] as number) > 0 && term >= 0 ? (this.ix.vocabulary.terms[term] as string) : token;
    });
    return words.join(' ');
  }

  private entityCorrection(plan: QueryPlan, lists: { hits: SearchHit[]; view: PlanView; best: number }[]): string | null {
    const first = lists.find((l) => l.hits.length > 0);
    if (first === undefined) return null;
    const ixs = [this.ix.molecules, this.ix.brands, this.ix.categories];
    const ix = ixs[lists.indexOf(first)] as FieldIndex;
    return this.correction(ix, plan, first.best);
  }
}
