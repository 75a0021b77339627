import { loadCorpusFromCsv } from './corpus-from-csv.ts';
import { SearchIndex } from '@dawa/search';
import { buildIndexes } from '../../packages/search/src/build.ts';
import { fuzzyTerms } from '../../packages/search/src/fuzzy.ts';
const c = loadCorpusFromCsv();
const ix = buildIndexes(c);
for (const [q, d, p] of [['paracetmol', 2, true], ['augmentn', 2, false], ['azithromicin', 2, true], ['dolo', 1, true]] as const) {
  for (let rep = 0; rep < 3; rep++) {
    let n = 0, span = 0;
    const t = performance.now();
    fuzzyTerms(ix.vocabulary, q, d, p, (lo, hi, cost) => { n++; span += hi - lo; });
    console.log(q, (performance.now() - t).toFixed(2), 'ms emits', n, 'terms', span);
  }
}
const s = SearchIndex.build(c);
for (const q of ['augmentn 625', 'paracetmol', 'azithromicin', 'd', 'do', 'augm']) {
  for (let rep = 0; rep < 5; rep++) s.search(q);
  const t = performance.now(); for (let rep = 0; rep < 20; rep++) s.search(q);
  console.log(q, ((performance.now() - t) / 20).toFixed(2), 'ms');
}
