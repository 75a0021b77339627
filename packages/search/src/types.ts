/** Public shapes of the search package. Other code is written against these names. */

/** One product (a sellable pack). */
export interface SearchDoc {
  /** Product id. */
  id: number;
  /** Display name, e.g. 'Augmentin 625 Duo Tablet'. */
  name: string;
  /** Manufacturer, e.g. 'Glaxo SmithKline Pharmaceuticals Ltd'. */
  manufacturer: string;
  /** Composition, e.g. 'Amoxycillin (500mg) + Clavulanic Acid (125mg)'. */
  composition: string;
  /** Consumer brand, e.g. 'Augmentin'. */
  brand: string;
  /** In stock / for sale. */
  available: boolean;
  /** Higher is more popular. Static: it does not depend on the query. */
  popularity: number;
}

export interface MoleculeDoc {
  id: number;
  name: string;
  productCount: number;
}

/** A consumer brand. */
export interface BrandDoc {
  id: number;
  name: string;
  productCount: number;
}

export interface CategoryDoc {
  id: number;
  name: string;
  productCount: number;
}

export interface SearchCorpus {
  products: SearchDoc[];
  molecules: MoleculeDoc[];
  brands: BrandDoc[];
  categories: CategoryDoc[];
}

export type MatchCase = 'prefix' | 'exact' | 'fuzzy' | 'composition';

export interface SearchHit {
  /** Id of the product, molecule, brand or category. */
  id: number;
  /** Higher is better; only comparable within one list of one result. */
  score: number;
  /** The text that matched: the name, or the composition / manufacturer when the match is there. */
  matchText: string;
  matchCases: MatchCase[];
}

export interface SearchResult {
  /** The query as understood: the trimmed input, or the corrected text when `corrected` is true. */
  query: string;
  /** True when every result comes from typo-corrected terms ('Showing results for <query>'). */
  corrected: boolean;
  products: SearchHit[];
  molecules: SearchHit[];
  brands: SearchHit[];
  categories: SearchHit[];
}

export interface SearchOptions {
  /** Number of products to return (default 10, at most 1000). Also the size of each entity list. */
  limit?: number;
  /** Products to skip, for the results page (default 0). */
  offset?: number;
}
