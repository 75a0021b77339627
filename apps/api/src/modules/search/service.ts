import { PRODUCT_TYPE, SEARCH_ENTITY, type SearchItem, type SearchPageResponse, type TypeaheadResponse } from '@dawa/contracts';
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
  const { corpus, healthcare, ...lookups } = await loadSearchCorpus(db);
  const index = SearchIndex.build(corpus, { synonyms });
  const healthcareIndex = SearchIndex.build(healthcare, { synonyms });
  return searchService({ medicines: index, healthcare: healthcareIndex }, lookups, supportPhone);
}

/**
 * Two indexes (decision 059): the medicines', whose ranking and safety rules (decision 023) are tuned on
 * medicines, and the healthcare store's. Results list the medicines first, then the healthcare products: 'comb'
 * finds Combiflam before a comb, and a query for a medicine the store lacks is still answered with no medicine.
 */
export interface SearchIndexes {
  medicines: SearchIndex;
  healthcare: SearchIndex;
}

/** Typeahead rows kept for healthcare products when medicines match too, so both kinds are seen. */
const HEALTHCARE_TYPEAHEAD_ROWS = 3;

export function searchService(indexes: SearchIndexes, loaded: Omit<LoadedCorpus, 'corpus' | 'healthcare'>, supportPhone: string) {
  const { medicines: index, healthcare } = indexes;
  const productItem = (hit: SearchHit): SearchItem | null => {
    const line = loaded.lines.get(hit.id);
    if (!line) return null;
    return {
      productId: hit.id,
      name: line.name,
      slug: slugWithId(line.name, hit.id),
      url: productUrl(line.name, hit.id, line.isOtc ? PRODUCT_TYPE.otc : PRODUCT_TYPE.medicine),
      productType: line.isOtc ? PRODUCT_TYPE.otc : PRODUCT_TYPE.medicine,
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
        named.url ??
        (kind === 'molecule'
          ? `/molecules/${named.slug}-${hit.id}`
          : kind === 'brand'
            ? `/variants/${named.slug}`
            : `/online-medicine-order/browse?category=${named.slug}`);
      // A healthcare brand or category (it has its own page) holds products, not medicines.
      const noun = named.url ? (named.productCount === 1 ? 'product' : 'products') : named.productCount === 1 ? 'medicine' : 'medicines';
      const count = `${named.productCount.toLocaleString('en-IN')} ${noun}`;
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
      // The route adds the lab tests the query finds (decision 060).
      labTests: [],
      labSuggestion: null,
    };
  };

  /**
   * Whether the medicines' answer (products and entities) is shown beside healthcare products: only when it
   * found medicines, and not as a typo correction while healthcare products match the query as typed ('colgate'
   * is a toothpaste, not a corrected medicine name; 'diaper' is not a near miss of a molecule).
   */
  const medicinesShown = (medicine: SearchResult, other: SearchResult) =>
    other.products.length === 0 || (medicine.products.length > 0 && !(medicine.corrected && !other.corrected));
  /** The result that labels the answer: the medicines' when shown and found, else the healthcare store's. */
  const leading = (medicine: SearchResult, other: SearchResult) =>
    medicinesShown(medicine, other) && (medicine.products.length > 0 || other.products.length === 0) ? medicine : other;

  return {
    index,
    productCount: loaded.lines.size,
    /** Typeahead: the best molecule and brand first when they match, then medicines, then healthcare products. */
    typeahead(rawQuery: string): TypeaheadResponse | null {
      const q = rawQuery.trim();
      if (!q) return null;
      const result = index.search(q, { limit: TYPEAHEAD_LIMIT });
      const other = healthcare.search(q, { limit: TYPEAHEAD_LIMIT });
      // A corrected medicine answer gives way, entities and all, to healthcare products matching as typed.
      const shown = medicinesShown(result, other);
      const brandHit = (shown ? result.brands[0] : undefined) ?? other.brands[0];
      const entities = [
        ...(shown ? result.molecules.slice(0, 1).map(entityItem('molecule')) : []),
        brandHit ? entityItem('brand')(brandHit) : null,
      ].filter(present);
      const room = TYPEAHEAD_LIMIT - entities.length;
      const healthcareItems = other.products.map(productItem).filter(present);
      const medicineItems = (shown ? result.products : [])
        .map(productItem)
        .filter(present)
        .slice(0, healthcareItems.length ? Math.max(room - HEALTHCARE_TYPEAHEAD_ROWS, 0) : room);
      const products = [...medicineItems, ...healthcareItems].slice(0, room);
      const response = envelopeOf(q, leading(result, other), products);
      return { ...response, products: products.length ? [...entities, ...products] : [] };
    },

    /** A results page: the medicines first, then the healthcare products, 20 a page across both. */
    page(rawQuery: string, page: number): SearchPageResponse | null {
      const q = rawQuery.trim();
      if (!q) return null;
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      const healthcareTotal = healthcare.count(q);
      const probe = index.search(q, { limit: 1 });
      const otherProbe = healthcare.search(q, { limit: 1 });
      const medicineTotal = medicinesShown(probe, otherProbe) ? index.count(q) : 0;
      const result = index.search(q, { limit: SEARCH_PAGE_SIZE, offset: Math.min(offset, medicineTotal) });
      const taken = offset < medicineTotal ? result.products.length : 0;
      const other = healthcare.search(q, { limit: SEARCH_PAGE_SIZE - taken, offset: Math.max(0, offset - medicineTotal) });
      const products = [...(taken ? result.products : []), ...(taken < SEARCH_PAGE_SIZE ? other.products : [])]
        .map(productItem)
        .filter(present);
      const total = medicineTotal + healthcareTotal;
      const entities = <K extends 'brands' | 'categories'>(key: K, kind: 'brand' | 'category') =>
        [...result[key], ...other[key]].slice(0, ENTITY_LIMIT).map(entityItem(kind)).filter(present);
      return {
        ...envelopeOf(q, leading(result, other), products, total === 0),
        total,
        page,
        pageSize: SEARCH_PAGE_SIZE,
        molecules: result.molecules.slice(0, ENTITY_LIMIT).map(entityItem('molecule')).filter(present),
        brands: entities('brands', 'brand'),
        categories: entities('categories', 'category'),
      };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
