/**
 * A small deterministic corpus of real catalogue rows (1mg A–Z medicine list) for the unit tests.
 * Popularity follows the list order (first = most popular); two products are unavailable.
 * Not exported from the package.
 */

import type { SearchCorpus, SearchDoc } from './types.ts';

/** [name, manufacturer, composition, available] in popularity order. */
const ROWS: [string, string, string, boolean][] = [
  ['Augmentin 625 Duo Tablet', 'Glaxo SmithKline Pharmaceuticals Ltd', 'Amoxycillin  (500mg) +  Clavulanic Acid (125mg)', true],
  ['Dolo 650 Tablet', 'Micro Labs Ltd', 'Paracetamol (650mg)', true],
  ['Azithral 500 Tablet', 'Alembic Pharmaceuticals Ltd', 'Azithromycin (500mg)', true],
  ['Calpol 650mg Tablet', 'Glaxo SmithKline Pharmaceuticals Ltd', 'Paracetamol (650mg)', false],
  ['Combiflam Tablet', 'Sanofi India Ltd', 'Ibuprofen (400mg) + Paracetamol (325mg)', true],
  ['PAN 40 Tablet', 'Alkem Laboratories Ltd', 'Pantoprazole (40mg)', true],
  ['Telma 40 Tablet', 'Glenmark Pharmaceuticals Ltd', 'Telmisartan (40mg)', true],
  ['Montair-LC Tablet', 'Cipla Ltd', 'Levocetirizine (5mg) + Montelukast (10mg)', true],
  ['Calpol 500mg Tablet', 'Glaxo SmithKline Pharmaceuticals Ltd', 'Paracetamol (500mg)', true],
  ['Crocin Advance 500mg Tablet', 'GlaxoSmithKline Consumer Healthcare', 'Paracetamol (500mg)', true],
  ['Pan-D Capsule PR', 'Alkem Laboratories Ltd', 'Domperidone (30mg) + Pantoprazole (40mg)', true],
  ['Ascoril LS Syrup', 'Glenmark Pharmaceuticals Ltd', 'Ambroxol (30mg/5ml) + Levosalbutamol (1mg/5ml) + Guaifenesin (50mg/5ml)', true],
  ['Allegra 120mg Tablet', 'Sanofi India Ltd', 'Fexofenadine (120mg)', true],
  ['Amoxyclav 625 Tablet', 'Abbott', 'Amoxycillin  (500mg) +  Clavulanic Acid (125mg)', true],
  ['Azee 500 Tablet', 'Cipla Ltd', 'Azithromycin (500mg)', true],
  ['Augmentin Duo Oral Suspension', 'Glaxo SmithKline Pharmaceuticals Ltd', 'Amoxycillin  (200mg) +  Clavulanic Acid (28.5mg)', true],
  ['Pantocid Tablet', 'Sun Pharmaceutical Industries Ltd', 'Pantoprazole (40mg)', true],
  ['Crocin Pain Relief Tablet', 'GlaxoSmithKline Consumer Healthcare', 'Caffeine (50mg) + Paracetamol (650mg)', true],
  ['Augmentin 1000 Duo Tablet', 'Glaxo SmithKline Pharmaceuticals Ltd', 'Amoxycillin  (875mg) +  Clavulanic Acid (125mg)', true],
  ['Clavam 625 Tablet', 'Alkem Laboratories Ltd', 'Amoxycillin  (500mg) +  Clavulanic Acid (125mg)', true],
  ['Cheston Cold Tablet', 'Cipla Ltd', 'Cetirizine (5mg) + Paracetamol (325mg) + Phenylephrine (10mg)', true],
  ['Dolonex DT 20mg Tablet', 'Pfizer Ltd', 'Piroxicam (20mg)', true],
  ['Dolo-T Tablet', 'Micro Labs Ltd', 'Tramadol (37.5mg) + Paracetamol (325mg)', true],
  ['Ecosprin 75 Tablet', 'USV Ltd', 'Aspirin (75mg)', true],
  ['Glycomet-GP 1 Tablet PR', 'USV Ltd', 'Glimepiride (1mg) + Metformin (500mg)', true],
  ['Telma-AM Tablet', 'Glenmark Pharmaceuticals Ltd', 'Telmisartan (40mg) + Amlodipine (5mg)', true],
  ['Telma H Tablet', 'Glenmark Pharmaceuticals Ltd', 'Telmisartan (40mg) + Hydrochlorothiazide (12.5mg)', true],
  ['Thyronorm 50mcg Tablet', 'Abbott', 'Thyroxine (50mcg)', true],
  ['Shelcal XT Tablet', 'Torrent Pharmaceuticals Ltd', 'Calcium Carbonate (1250mg) + Vitamin D3 (500mg) + Methylcobalamin (1500mcg)', true],
  ['Sompraz 40 Tablet', 'Sun Pharmaceutical Industries Ltd', 'Esomeprazole (40mg)', true],
  ['Montek LC Tablet', 'Sun Pharmaceutical Industries Ltd', 'Levocetirizine (5mg) + Montelukast (10mg)', true],
  ['Okacet Tablet', 'Cipla Ltd', 'Cetirizine (10mg)', true],
  ['Pantocid DSR Capsule', 'Sun Pharmaceutical Industries Ltd', 'Domperidone (30mg) + Pantoprazole (40mg)', true],
  ['Levocet 5mg Tablet', 'Symbiosis Pharmaceuticals Pvt Ltd', 'Levocetirizine (5mg)', true],
  ['Meftal-Spas Tablet', 'Blue Cross Laboratories Ltd', 'Dicyclomine (10mg) + Mefenamic Acid (250mg)', true],
  ['Zerodol-SP Tablet', 'Ipca Laboratories Ltd', 'Aceclofenac (100mg) + Paracetamol (325mg) + Serratiopeptidase (15mg)', true],
  ['Aciloc 150 Tablet', 'Cadila Pharmaceuticals Ltd', 'Ranitidine (150mg)', true],
  ['Rantac 150 Tablet', 'J B Chemicals and Pharmaceuticals Ltd', 'Ranitidine (150mg)', true],
  ['Metrogyl 400 Tablet', 'J B Chemicals and Pharmaceuticals Ltd', 'Metronidazole (400mg)', true],
  ['Ondem 4 Tablet', 'Alkem Laboratories Ltd', 'Ondansetron (4mg)', true],
  ['Storvas 10 Tablet', 'Sun Pharmaceutical Industries Ltd', 'Atorvastatin (10mg)', true],
  ['Sun Pharma Gentamicin 80mg Injection', 'Sun Pharmaceutical Industries Ltd', 'Gentamicin (80mg)', true],
  ['Amoxycillin 500mg Capsule', 'Jagsonpal Pharmaceuticals Ltd', 'Amoxycillin (500mg)', true],
  ['Azithromycin 500mg Tablet', 'Rusan Pharma Ltd', 'Azithromycin (500mg)', true],
  ['Genericart Paracetamol 650mg Tablet', 'Swast Aushadhi Seva Generic Medicine Store', 'Paracetamol (650mg)', true],
  ['Genericart Pantoprazole 40mg Tablet', 'Swast Aushadhi Seva Generic Medicine Store', 'Pantoprazole (40mg)', true],
  ['Paracetamol 120mg Oral Suspension', 'Ciron Drugs & Pharmaceuticals Pvt Ltd', 'Paracetamol (120mg)', true],
  ['Dolo 650 Tablet', 'Micro Labs Ltd', 'Paracetamol (650mg)', false],
];

export const CATEGORY_NAMES = ['Tablets', 'Capsules', 'Syrups', 'Suspensions', 'Injections', 'Eye Drops'];

function moleculesOf(composition: string): string[] {
  return composition.split('+').map((p) =>
    p
      .replace(/\s*\([^()]*\)\s*$/u, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
}

function counted(names: string[]): { id: number; name: string; productCount: number }[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const n of names) {
    const e = counts.get(n.toLowerCase());
    if (e === undefined) counts.set(n.toLowerCase(), { name: n, count: 1 });
    else e.count++;
  }
  return [...counts.values()].map((e, i) => ({ id: 1000 + i, name: e.name, productCount: e.count }));
}

export function testCorpus(): SearchCorpus {
  const products: SearchDoc[] = ROWS.map(([name, manufacturer, composition, available], i) => ({
    id: i + 1,
    name,
    manufacturer,
    composition,
    brand: name.split(/[\s-]+/u)[0] ?? '',
    available,
    popularity: 1000 - i,
  }));
  const form = (p: SearchDoc): string =>
    /injection/i.test(p.name)
      ? 'Injections'
      : /suspension/i.test(p.name)
        ? 'Suspensions'
        : /syrup/i.test(p.name)
          ? 'Syrups'
          : /capsule/i.test(p.name)
            ? 'Capsules'
            : 'Tablets';
  const categories = CATEGORY_NAMES.map((name, i) => ({
    id: 500 + i,
    name,
    productCount: products.filter((p) => form(p) === name).length,
  }));
  return {
    products,
    molecules: counted(products.flatMap((p) => moleculesOf(p.composition))),
    brands: counted(products.map((p) => p.brand)),
    categories,
  };
}
