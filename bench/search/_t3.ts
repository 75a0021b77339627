import { loadCorpusFromCsv } from './corpus-from-csv.ts';
import { buildIndexes } from '../../packages/search/src/build.ts';
import { fuzzyTerms } from '../../packages/search/src/fuzzy.ts';
const c = loadCorpusFromCsv();
const ix = buildIndexes(c);
const v = ix.vocabulary;
console.log('p range', v.prefixRange('p'), 'a range', v.prefixRange('a'));
for (const [q, d, p] of [['paracetmol', 2, true], ['augmentn', 2, false], ['azithromicin', 2, true], ['dolo', 1, true]] as const) {
  for (let rep = 0; rep < 30; rep++) fuzzyTerms(v, q, d, p, () => {});
  const t = performance.now();
  for (let rep = 0; rep < 50; rep++) fuzzyTerms(v, q, d, p, () => {});
  console.log(q, ((performance.now() - t) / 50).toFixed(3), 'ms');
}
