/**
 * The committed benchmark query set: what shoppers type into the typeahead, by category, each with
 * optional relevance expectations. Prefix queries are derived from fixed seeds (every seed typed
 * out at 1, 2, 3, 4 and 6 characters and in full), so the set is the same on every run.
 */

import {
  compositionHas as comp,
  type Expectation,
  firstBrand,
  firstCategoryStartsWithQuery as firstCategory,
  firstMolecule as mol,
  firstStartsWithQuery,
  madeBy,
  nameStarts as starts,
} from './expectations.ts';
import { GLUED, TYPOS } from './queries-misspelt.ts';
import { ABSENT, FIRST_LETTER, HINDI, POPULAR_PREFIX, SYNONYMS } from './queries-safety.ts';

export type Category =
  | 'prefix'
  | 'typo'
  | 'glued'
  | 'composition'
  | 'manufacturer'
  | 'brand+strength'
  | 'entity'
  | 'first-letter'
  | 'synonym'
  | 'hindi'
  | 'popular-prefix'
  | 'absent';

export interface BenchQuery {
  q: string;
  category: Category;
  expect: Expectation[];
}

const PREFIX_SEEDS = [
  'Dolo 650',
  'Augmentin 625 Duo',
  'Pan 40',
  'Telma 40',
  'Montair LC',
  'Azithral 500',
  'Calpol 500',
  'Crocin Advance',
  'Shelcal XT',
  'Thyronorm 50',
  'Ecosprin 75',
  'Glycomet GP 1',
  'Allegra 120',
  'Combiflam',
  'Zerodol SP',
  'Ascoril LS',
  'Meftal Spas',
  'Cheston Cold',
  'Sinarest',
  'Rantac 150',
  'Azee 500',
  'Amoxyclav 625',
  'Pantocid',
  'Sompraz 40',
  'Ondem 4',
  'Clopilet',
  'Glimestar M2',
  'Levocet',
  'Okacet',
  'Paracetamol',
  'Dytor 10',
  'Betadine',
  'Deriphyllin',
  'Asthalin',
];

function prefixQueries(): BenchQuery[] {
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  for (const seed of PREFIX_SEEDS) {
    const full = seed.toLowerCase();
    for (const len of [1, 2, 3, 4, 6, full.length]) {
      const q = full.slice(0, len).trimEnd();
      if (q.length === 0 || seen.has(q)) continue;
      seen.add(q);
      const expect = q === full ? [firstStartsWithQuery, starts(seed, 3)] : [firstStartsWithQuery];
      out.push({ q, category: 'prefix', expect });
    }
  }
  return out;
}

export type Row = [q: string, ...expect: Expectation[]];
const rows = (category: Category, list: Row[]): BenchQuery[] => list.map(([q, ...expect]) => ({ q, category, expect }));

const COMPOSITION: Row[] = [
  ['amoxycillin clavulanic', comp(['Amoxycillin', 'Clavulanic']), mol('Amoxycillin')],
  ['amoxycillin clavulanic acid', comp(['Amoxycillin', 'Clavulanic Acid'])],
  ['paracetamol 650', comp(['Paracetamol 650']), mol('Paracetamol')],
  ['paracetamol 500', comp(['Paracetamol 500'])],
  ['telmisartan 40', comp(['Telmisartan 40']), mol('Telmisartan')],
  ['telmisartan amlodipine', comp(['Telmisartan', 'Amlodipine'])],
  ['telmisartan hydrochlorothiazide', comp(['Telmisartan', 'Hydrochlorothiazide'])],
  ['paracetamol', comp(['Paracetamol']), mol('Paracetamol')],
  ['pantoprazole', comp(['Pantoprazole']), mol('Pantoprazole')],
  ['pantoprazole 40', comp(['Pantoprazole 40'])],
  ['pantoprazole domperidone', comp(['Pantoprazole', 'Domperidone'])],
  ['rabeprazole domperidone', comp(['Rabeprazole', 'Domperidone'])],
  ['cetirizine', comp(['Cetirizine']), mol('Cetirizine')],
  ['levocetirizine montelukast', comp(['Levocetirizine', 'Montelukast'])],
  ['metformin 500', comp(['Metformin 500'])],
  ['glimepiride metformin', comp(['Glimepiride', 'Metformin'])],
  ['atorvastatin 10', comp(['Atorvastatin 10'])],
  ['rosuvastatin 10', comp(['Rosuvastatin 10'])],
  ['azithromycin 500', comp(['Azithromycin 500']), mol('Azithromycin')],
  ['amlodipine 5', comp(['Amlodipine 5'])],
  ['ofloxacin ornidazole', comp(['Ofloxacin', 'Ornidazole'])],
  ['aceclofenac paracetamol', comp(['Aceclofenac', 'Paracetamol'])],
  ['aceclofenac paracetamol serratiopeptidase', comp(['Aceclofenac', 'Paracetamol', 'Serratiopeptidase'])],
  ['ibuprofen paracetamol', comp(['Ibuprofen', 'Paracetamol'])],
  ['cefixime 200', comp(['Cefixime 200'])],
  ['cefixime ofloxacin', comp(['Cefixime', 'Ofloxacin'])],
  ['vitamin d3', comp(['Vitamin D3'])],
  ['calcium carbonate vitamin d3', comp(['Calcium Carbonate', 'Vitamin D3'])],
  ['methylcobalamin', comp(['Methylcobalamin']), mol('Methylcobalamin')],
  ['ondansetron 4', comp(['Ondansetron 4'])],
  ['domperidone', comp(['Domperidone']), mol('Domperidone')],
  ['montelukast', comp(['Montelukast']), mol('Montelukast')],
  ['thyroxine 50', comp(['Thyroxine 50'])],
  ['diclofenac', comp(['Diclofenac']), mol('Diclofenac')],
  ['ambroxol levosalbutamol guaifenesin', comp(['Ambroxol', 'Levosalbutamol', 'Guaifenesin'])],
  ['clopidogrel aspirin', comp(['Clopidogrel', 'Aspirin'])],
  ['losartan 50', comp(['Losartan 50'])],
  ['sitagliptin metformin', comp(['Sitagliptin', 'Metformin'])],
  ['vildagliptin', comp(['Vildagliptin']), mol('Vildagliptin')],
  ['pregabalin methylcobalamin', comp(['Pregabalin', 'Methylcobalamin'])],
  ['esomeprazole 40', comp(['Esomeprazole 40'])],
  ['doxycycline', comp(['Doxycycline']), mol('Doxycycline')],
  ['fexofenadine 120', comp(['Fexofenadine 120'])],
  ['alprazolam 0.25', comp(['Alprazolam 0.25'])],
  ['clonazepam', comp(['Clonazepam']), mol('Clonazepam')],
];

const MANUFACTURERS: Row[] = [
  ['sun pharma', madeBy('Sun Pharma')],
  ['sun pharmaceutical', madeBy('Sun Pharmaceutical')],
  ['cipla', madeBy('Cipla')],
  ['mankind', madeBy('Mankind')],
  ['mankind pharma', madeBy('Mankind Pharma')],
  ['alkem', madeBy('Alkem')],
  ['alkem laboratories', madeBy('Alkem Laboratories')],
  ['glaxo', madeBy('Glaxo')],
  ['glaxo smithkline', madeBy('Glaxo SmithKline')],
  ['abbott', madeBy('Abbott')],
  ['micro labs', madeBy('Micro Labs')],
  ['dr reddys', madeBy('Dr Reddys')],
  ['lupin', madeBy('Lupin')],
  ['torrent', madeBy('Torrent')],
  ['zydus', madeBy('Zydus')],
  ['intas', madeBy('Intas')],
  ['glenmark', madeBy('Glenmark')],
  ['macleods', madeBy('Macleods')],
  ['aristo', madeBy('Aristo')],
  ['ipca', madeBy('Ipca')],
  ['emcure', madeBy('Emcure')],
  ['pfizer', madeBy('Pfizer')],
  ['sanofi', madeBy('Sanofi')],
  ['cadila', madeBy('Cadila')],
  ['alembic', madeBy('Alembic')],
  ['wockhardt', madeBy('Wockhardt')],
  ['usv', madeBy('USV')],
  ['franco indian', madeBy('Franco Indian')],
  ['ajanta', madeBy('Ajanta')],
  ['eris lifesciences', madeBy('Eris Lifesciences')],
  ['micro labs ltd', madeBy('Micro Labs')],
];

const BRAND_STRENGTH: Row[] = [
  ['augmentin 625 duo', starts('Augmentin 625 Duo', 1)],
  ['augmentin 625', starts('Augmentin 625 Duo')],
  ['dolo 650', starts('Dolo 650', 1)],
  ['dolo 6', starts('Dolo 650', 1)],
  ['telma 40', starts('Telma 40')],
  ['pan 40', starts('Pan 40')],
  ['pan d', starts('Pan D')],
  ['montair lc', starts('Montair LC')],
  ['azithral 500', starts('Azithral 500')],
  ['calpol 500', starts('Calpol 500')],
  ['crocin advance', starts('Crocin Advance')],
  ['shelcal xt', starts('Shelcal XT')],
  ['thyronorm 50', starts('Thyronorm 50')],
  ['ecosprin 75', starts('Ecosprin 75')],
  ['glycomet gp 1', starts('Glycomet GP 1')],
  ['allegra 120', starts('Allegra 120')],
  ['zerodol sp', starts('Zerodol SP')],
  ['ascoril ls', starts('Ascoril LS')],
  ['meftal spas', starts('Meftal Spas')],
  ['rantac 150', starts('Rantac 150')],
  ['azee 500', starts('Azee 500')],
  ['taxim o 200', starts('Taxim O 200')],
  ['monocef o 200', starts('Monocef O 200')],
  ['aciloc 150', starts('Aciloc 150')],
  ['avil 25', starts('Avil 25')],
  ['atarax 25', starts('Atarax 25')],
  ['amoxyclav 625', starts('Amoxyclav 625')],
  ['clavam 625', starts('Clavam 625')],
  ['moxikind cv 625', starts('Moxikind CV 625')],
  ['metrogyl 400', starts('Metrogyl 400')],
  ['norflox 400', starts('Norflox 400')],
  ['oflox 200', starts('Oflox 200')],
  ['ciplox 500', starts('Ciplox 500')],
  ['zifi 200', starts('Zifi 200')],
  ['cefakind 500', starts('Cefakind 500')],
  ['wysolone 10', starts('Wysolone 10')],
  ['omnacortil 10', starts('Omnacortil 10')],
  ['gemer 2', starts('Gemer 2')],
  ['istamet 50', starts('Istamet 50')],
  ['rosuvas 10', starts('Rosuvas 10')],
  ['storvas 10', starts('Storvas 10')],
  ['ecosprin av 75', starts('Ecosprin AV 75')],
  ['deplatt a 75', starts('Deplatt A 75')],
  ['cardace 5', starts('Cardace 5')],
  ['losar 50', starts('Losar 50')],
  ['cilacar 10', starts('Cilacar 10')],
  ['nexito 10', starts('Nexito 10')],
  ['etizola 0.5', starts('Etizola 0.5')],
  ['alprax 0.25', starts('Alprax 0.25')],
  ['sompraz 40', starts('Sompraz 40')],
  ['razo 20', starts('Razo 20')],
  ['nexpro 40', starts('Nexpro 40')],
  ['ondem 4', starts('Ondem 4')],
  ['glimestar m2', starts('Glimestar M2')],
  ['telma am', starts('Telma AM')],
  ['telma h', starts('Telma H')],
  ['pantocid dsr', starts('Pantocid DSR')],
  ['dytor 10', starts('Dytor 10')],
  ['thyronorm 25', starts('Thyronorm 25')],
  ['augmentin 1000 duo', starts('Augmentin 1000 Duo')],
  ['dolo', starts('Dolo 650'), firstBrand('Dolo')],
  ['augmentin', starts('Augmentin 625 Duo'), firstBrand('Augmentin')],
];

const ENTITIES: Row[] = [
  ['syrup', firstCategory],
  ['eye drops', firstCategory],
  ['injection', firstCategory],
  ['cream', firstCategory],
  ['capsule', firstCategory],
  ['inhaler', firstCategory],
];

export const QUERIES: BenchQuery[] = [
  ...prefixQueries(),
  ...rows('typo', TYPOS),
  ...rows('glued', GLUED),
  ...rows('composition', COMPOSITION),
  ...rows('manufacturer', MANUFACTURERS),
  ...rows('brand+strength', BRAND_STRENGTH),
  ...rows('entity', ENTITIES),
  ...rows('first-letter', FIRST_LETTER),
  ...rows('synonym', SYNONYMS),
  ...rows('hindi', HINDI),
  ...rows('popular-prefix', POPULAR_PREFIX),
  ...rows('absent', ABSENT),
];
