import { SEARCH_ENTITY, type SearchItem, type SearchPageResponse, type TypeaheadResponse } from '@dawa/contracts';
import { slugWithId } from '@dawa/domain';
import { readFileSync } from 'node:fs';
import { parseSynonyms, SearchIndex, type SearchHit, type SearchResult } from '@dawa/search';
import type { Db } from '@dawa/db';
import { productUrl } from '../catalogue/cards.ts';
import { noResultOffers } from './fallbacks.ts';
import { loadSearchCorpus, type LoadedCorpus } from './repo.ts';

const TYPEAHEAD_LIMIT = 10;

/** The synonym groups of data/search/synonyms.csv (see its README). */
export function readSynonymsFile(path: string): string[][] {
  return parseSynonyms(readFileSync(path, 'utf8'));
}
const ENTITY_LIMIT = 3;
export const SEARCH_PAGE_SIZE = 20;

/** The in-memory index over the whole catalogue; built once at start-up (see docs/decisions/002-search-index.md). */
export async function createSearchService(db: Db, supportPhone: string, synonyms: readonly (readonly string[])[] = []) {
  // Only the lookups are kept: the corpus is garbage once the index is built from it.
  const { corpus, ...lookups } = await loadSearchCorpus(db);
  const index = SearchIndex.build(corpus, { synonyms });
  return searchService(index, lookups, supportPhone);
}

export function searchService(index: SearchIndex, loaded: Omit<LoadedCorpus, 'corpus'>, supportPhone: string) {
  const productItem = (hit: SearchHit): SearchItem | null => {
    const line = loaded.lines.get(hit.id);
    if (!line) return null;
    return {
      productId: hit.id,
      name: line.name,
      slug: slugWithId(line.name, hit.id),
      url: productUrl(line.name, hit.id),
      productType: 1,
      entityType: SEARCH_ENTITY.PRODUCT,
      variantCount: 0,
      subtitleText: `${line.packLabel} · ${line.manufacturer}`,
      matchCases: hit.matchCases,
      matchText: hit.matchText,
      listingId: 'MISSING',
      isRxRequired: line.isRx,
      mrpPaise: line.mrpPaise,
      salePaise: line.salePaise,
      isAvailable: line.available,
      notSoldOnline: line.notSoldOnline,
    };
  };
  const entityItem =
    (kind: 'molecule' | 'brand' | 'category') =>
    (hit: SearchHit): SearchItem | null => {
      const source = kind === 'molecule' ? loaded.molecules : kind === 'brand' ? loaded.brands : loaded.categories;
      const named = source.get(hit.id);
      if (!named) return null;
      const url =
        kind === 'molecule'
          ? `/molecules/${named.slug}-${hit.id}`
          : kind === 'brand'
            ? `/variants/${named.slug}`
            : `/online-medicine-order/browse?category=${named.slug}`;
      const count = `${named.productCount.toLocaleString('en-IN')} ${named.productCount === 1 ? 'medicine' : 'medicines'}`;
      return {
        productId: hit.id,
        name: named.name,
        slug: named.slug,
        url,
        productType: kind === 'molecule' ? 4 : 0,
        entityType: kind === 'molecule' ? SEARCH_ENTITY.MOLECULE : kind === 'brand' ? SEARCH_ENTITY.BRAND : SEARCH_ENTITY.CATEGORY,
        variantCount: named.productCount,
        subtitleText: kind === 'molecule' ? `Molecule · ${count}` : kind === 'brand' ? `Brand · ${count}` : `Category · ${count}`,
        matchCases: hit.matchCases,
        matchText: hit.matchText,
        listingId: 'MISSING',
        isRxRequired: false,
        mrpPaise: null,
        salePaise: null,
        isAvailable: true,
        notSoldOnline: false,
      };
    };
  const present = <T>(x: T | null): x is T => x !== null;

  /** `empty`: nothing matches at all (a page past the last one is not "no results"). */
  const envelopeOf = (q: string, result: SearchResult, products: SearchItem[], empty = products.length === 0): TypeaheadResponse => {
    return {
      query: result.query || q,
      products,
      resultHeading: empty ? 'No results found for' : result.corrected ? 'Showing results for' : null,
      ...(empty ? noResultOffers(q, supportPhone) : { customMedicineRequest: null, uploadRxRequest: null, orderOnCallRequest: null }),
      redirectTo: null,
    };
  };

  return {
    index,
    productCount: loaded.lines.size,
    /** Typeahead: the best molecule and brand first when they match, then products. */
    typeahead(rawQuery: string): TypeaheadResponse | null {
      const q = rawQuery.trim();
      if (!q) return null;
      const result = index.search(q, { limit: TYPEAHEAD_LIMIT });
      const entities = [
        ...result.molecules.slice(0, 1).map(entityItem('molecule')),
        ...result.brands.slice(0, 1).map(entityItem('brand')),
      ].filter(present);
      const products = result.products
        .map(productItem)
        .filter(present)
        .slice(0, TYPEAHEAD_LIMIT - entities.length);
      const response = envelopeOf(q, result, products);
      return { ...response, products: products.length ? [...entities, ...products] : [] };
    },

    page(rawQuery: string, page: number): SearchPageResponse | null {
      const q = rawQuery.trim();
      if (!q) return null;
      const result = index.search(q, { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });
      const products = result.products.map(productItem).filter(present);
      const total = index.count(q);
      return {
        ...envelopeOf(q, result, products, total === 0),
        total,
        page,
        pageSize: SEARCH_PAGE_SIZE,
        molecules: result.molecules.slice(0, ENTITY_LIMIT).map(entityItem('molecule')).filter(present),
        brands: result.brands.slice(0, ENTITY_LIMIT).map(entityItem('brand')).filter(present),
        categories: result.categories.slice(0, ENTITY_LIMIT).map(entityItem('category')).filter(present),
      };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
