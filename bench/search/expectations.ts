/** Relevance expectations attached to benchmark queries, and the checks that decide them. */

import { normalizeText, type SearchCorpus, type SearchResult } from '@dawa/search';

export type Expectation =
  /** A product whose name starts with `text` is among the first `within`. */
  | { kind: 'name-starts'; text: string; within: number }
  /** The first product's name starts with the query itself (prefix typing). */
  | { kind: 'first-starts-with-query' }
  /** Each of the first `top` products has every one of `parts` in its composition. */
  | { kind: 'composition-has'; parts: string[]; top: number }
  /** At least `atLeast` of the first `of` products are made by a manufacturer containing `text`. */
  | { kind: 'manufacturer-has'; text: string; atLeast: number; of: number }
  | { kind: 'first-molecule'; name: string }
  | { kind: 'first-brand'; name: string }
  /** The first category's name starts with the query ('syrup' → 'Syrups'). */
  | { kind: 'first-category-starts-with-query' }
  | { kind: 'corrected'; value: boolean }
  /** Each of the first `top` products has one of `names` in its composition or name (a salt under any of its names). */
  | { kind: 'composition-any'; names: string[]; top: number }
  /** No product at all: the store does not sell it, so nothing may be presented as a match. */
  | { kind: 'no-products' };

export const nameStarts = (text: string, within = 3): Expectation => ({ kind: 'name-starts', text, within });
export const firstStartsWithQuery: Expectation = { kind: 'first-starts-with-query' };
export const compositionHas = (parts: string[], top = 3): Expectation => ({ kind: 'composition-has', parts, top });
export const madeBy = (text: string, atLeast = 3, of = 5): Expectation => ({ kind: 'manufacturer-has', text, atLeast, of });
export const firstMolecule = (name: string): Expectation => ({ kind: 'first-molecule', name });
export const firstBrand = (name: string): Expectation => ({ kind: 'first-brand', name });
export const firstCategoryStartsWithQuery: Expectation = { kind: 'first-category-starts-with-query' };
export const corrected = (value: boolean): Expectation => ({ kind: 'corrected', value });
export const compositionAny = (names: string[], top = 3): Expectation => ({ kind: 'composition-any', names, top });
export const noProducts: Expectation = { kind: 'no-products' };

export function describe(e: Expectation): string {
  switch (e.kind) {
    case 'name-starts':
      return `a product whose name starts with "${e.text}" is in the top ${e.within}`;
    case 'first-starts-with-query':
      return "the first product's name starts with the query";
    case 'composition-has':
      return `the top ${e.top} products all contain ${e.parts.map((p) => `"${p}"`).join(' and ')}`;
    case 'manufacturer-has':
      return `${e.atLeast} of the top ${e.of} products are made by "${e.text}"`;
    case 'first-molecule':
      return `molecule ${e.name} is the first molecule`;
    case 'first-brand':
      return `brand ${e.name} is the first brand`;
    case 'first-category-starts-with-query':
      return "the first category's name starts with the query";
    case 'corrected':
      return e.value ? 'the result is marked corrected' : 'the result is not marked corrected';
    case 'no-products':
      return 'no product (the store does not sell it)';
    case 'composition-any':
      return `the top ${e.top} products each name or contain one of ${e.names.map((p) => `"${p}"`).join(', ')}`;
  }
}

/** What a failure message shows: the list the expectation is about. */
export function shown(e: Expectation, r: SearchResult, c: CorpusLookup): string {
  const list = (names: string[]): string => names.slice(0, 3).join(' | ') || 'nothing';
  switch (e.kind) {
    case 'first-molecule':
      return `molecules ${list(r.molecules.map((h) => c.molecule(h.id)))}`;
    case 'first-brand':
      return `brands ${list(r.brands.map((h) => c.brand(h.id)))}`;
    case 'first-category-starts-with-query':
      return `categories ${list(r.categories.map((h) => c.category(h.id)))}`;
    case 'corrected':
      return `corrected = ${r.corrected}`;
    case 'no-products':
      return `${list(r.products.map((h) => c.product(h.id)?.name ?? '?'))}; brands ${list(r.brands.map((h) => c.brand(h.id)))}; molecules ${list(r.molecules.map((h) => c.molecule(h.id)))}`;
    default:
      return list(r.products.map((h) => c.product(h.id)?.name ?? '?'));
  }
}

/** Looks up corpus entries by id. */
export class CorpusLookup {
  private readonly products: Map<number, SearchCorpus['products'][number]>;
  private readonly molecules: Map<number, string>;
  private readonly brands: Map<number, string>;
  private readonly categories: Map<number, string>;
  constructor(corpus: SearchCorpus) {
    this.products = new Map(corpus.products.map((p) => [p.id, p]));
    this.molecules = new Map(corpus.molecules.map((m) => [m.id, m.name]));
    this.brands = new Map(corpus.brands.map((b) => [b.id, b.name]));
    this.categories = new Map(corpus.categories.map((c) => [c.id, c.name]));
  }
  product(id: number): SearchCorpus['products'][number] | undefined {
    return this.products.get(id);
  }
  molecule(id: number | undefined): string {
    return id === undefined ? '' : (this.molecules.get(id) ?? '');
  }
  brand(id: number | undefined): string {
    return id === undefined ? '' : (this.brands.get(id) ?? '');
  }
  category(id: number | undefined): string {
    return id === undefined ? '' : (this.categories.get(id) ?? '');
  }
}

const norm = normalizeText;
const same = (a: string, b: string): boolean => norm(a) === norm(b);

export function check(e: Expectation, q: string, r: SearchResult, c: CorpusLookup): boolean {
  const products = r.products.map((h) => c.product(h.id)).filter((p) => p !== undefined);
  switch (e.kind) {
    case 'name-starts':
      return products.slice(0, e.within).some((p) => norm(p.name).startsWith(norm(e.text)));
    case 'first-starts-with-query':
      return products[0] !== undefined && norm(products[0].name).startsWith(norm(q));
    case 'composition-has': {
      const top = products.slice(0, e.top);
      return top.length === e.top && top.every((p) => e.parts.every((part) => norm(p.composition).includes(norm(part))));
    }
    case 'manufacturer-has':
      return products.slice(0, e.of).filter((p) => norm(p.manufacturer).includes(norm(e.text))).length >= e.atLeast;
    case 'first-molecule':
      return same(c.molecule(r.molecules[0]?.id), e.name);
    case 'first-brand':
      return same(c.brand(r.brands[0]?.id), e.name);
    case 'first-category-starts-with-query':
      return norm(c.category(r.categories[0]?.id)).startsWith(norm(q));
    case 'corrected':
      return r.corrected === e.value;
    case 'composition-any': {
      const top = products.slice(0, e.top);
      const has = (p: (typeof top)[number], n: string): boolean => norm(`${p.composition} ${p.name}`).includes(norm(n));
      return top.length === e.top && top.every((p) => e.names.some((n) => has(p, n)));
    }
    case 'no-products':
      return r.products.length === 0 && r.brands.length === 0 && r.molecules.length === 0;
  }
}
