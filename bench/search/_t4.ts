import { loadCorpusFromCsv } from './corpus-from-csv.ts';
import { SearchIndex } from '@dawa/search';
const c = loadCorpusFromCsv();
const t = performance.now();
SearchIndex.build(c);
console.log('build', performance.now() - t);
