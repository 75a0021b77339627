import { loadCorpusFromCsv } from '/work/main/bench/search/corpus-from-csv.ts';
import { SearchIndex } from '@dawa/search';
let t = performance.now();
const c = loadCorpusFromCsv();
console.log('load', performance.now() - t, c.products.length, c.molecules.length, c.brands.length, c.categories);
global.gc?.(); const h0 = process.memoryUsage().heapUsed;
t = performance.now();
const ix = SearchIndex.build(c);
console.log('build', performance.now() - t, 'vocab', ix.vocabularySize);
global.gc?.(); console.log('heap MB', (process.memoryUsage().heapUsed - h0) / 1e6);
for (const q of ['d','do','dol','dolo 6','dolo 650','augm','augmentin 625','augmentn 625','paracetmol','azithromicin','pantoprazol','dolo650','pan40','amoxycillin clavulanic','paracetamol 650','telmisartan 40','sun pharma','augmentin 625 duo','paracetamol','pharma','mg','tablet syrup']) {
  const t0 = performance.now(); const r = ix.search(q); const dt = performance.now() - t0;
  console.log(JSON.stringify(q), dt.toFixed(2)+'ms', r.corrected, r.query, '|', r.products.slice(0,4).map(h => c.products[h.id-1]!.name + ' [' + h.matchCases.join(',') + '] ' + h.score.toFixed(2)).join(' ; '));
  console.log('   mol:', r.molecules.slice(0,3).map(h=>c.molecules[h.id-1]!.name).join(', '), ' brands:', r.brands.slice(0,3).map(h=>c.brands[h.id-1]!.name).join(', '), ' cat:', r.categories.slice(0,2).map(h=>c.categories[h.id-1]!.name).join(', '), ' count', ix.count(q));
}
