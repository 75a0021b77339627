/** In-memory search over the catalogue: products, molecules, brands and categories. */
export { SearchIndex, COUNT_CAP, DEFAULT_LIMIT, type BuildOptions } from './search-index.ts';
export { parseSynonyms } from './synonyms.ts';
export { tokenize, normalizeText } from './normalize.ts';
export type {
  SearchDoc,
  MoleculeDoc,
  BrandDoc,
  CategoryDoc,
  SearchCorpus,
  SearchHit,
  SearchResult,
  SearchOptions,
  MatchCase,
} from './types.ts';
