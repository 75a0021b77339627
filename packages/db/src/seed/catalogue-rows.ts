import {
  brandNameOf,
  compositionKey,
  formatComposition,
  parseComposition,
  parsePack,
  requiresPrescription,
  salePriceFor,
  seedStock,
  splitSideEffects,
  splitUses,
  type Ingredient,
  type Pack,
} from '@dawa/domain';
import { TIER } from '@dawa/contracts';
import { readCsv } from './csv.ts';

/** One de-duplicated medicine of the source catalogue, parsed and priced. */
export interface CatalogueItem {
  id: number;
  name: string;
  manufacturer: string;
  brand: string;
  packLabel: string;
  pack: Pack;
  category: string;
  ingredients: Ingredient[];
  composition: string;
  groupKey: string | null;
  mrpPaise: number;
  salePaise: number;
  discountPercent: number;
  isRx: boolean;
  sourceRx: boolean;
  isRefrigerated: boolean;
  stock: number;
  notForSale: boolean;
  details: MedicineDetails | null;
}

export interface MedicineDetails {
  manufacturer: string;
  uses: string[];
  sideEffects: string[];
  excellent: number;
  average: number;
  poor: number;
}

/** One distinct, priced row of the 1mg A–Z file, numbered in source order from 1 (the product's id). */
export interface ListedRow {
  id: number;
  name: string;
  manufacturer: string;
  packLabel: string;
  composition: string;
  mrpPaise: number;
  sourceRx: boolean;
}

/**
 * The 1mg A–Z file's rows as the catalogue keeps them: one per distinct (name, manufacturer, pack), rows
 * without a name, maker or price skipped (counted in `skipped`), in source order.
 */
export async function* readListedRows(medicinesCsv: string, skipped = { count: 0 }): AsyncGenerator<ListedRow> {
  const seen = new Set<string>();
  let id = 0;
  for await (const row of readCsv(medicinesCsv)) {
    const name = clean(row.name);
    const manufacturer = clean(row.brand);
    const packLabel = clean(row.type);
    const key = `${name}\u0000${manufacturer}\u0000${packLabel}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const mrpPaise = Math.round(Number(row.price) * 100);
    if (!name || !manufacturer || !Number.isFinite(mrpPaise) || mrpPaise <= 0) {
      skipped.count++;
      continue;
    }
    id++;
    yield {
      id,
      name,
      manufacturer,
      packLabel,
      composition: clean(row.composition),
      mrpPaise,
      sourceRx: row.prescription === 'Prescription Required',
    };
  }
}

/** Reads the 1mg A–Z file: one item per distinct (name, manufacturer, pack), ids in source order from 1. */
export async function readCatalogue(medicinesCsv: string, details: Map<string, MedicineDetails[]>) {
  const items: CatalogueItem[] = [];
  const skipped = { count: 0 };
  for await (const row of readListedRows(medicinesCsv, skipped)) {
    items.push(toItem(row.id, row.name, row.manufacturer, row.packLabel, row.composition, row.mrpPaise, row.sourceRx, details));
  }
  return { items, skipped: skipped.count };
}

function toItem(
  id: number,
  name: string,
  manufacturer: string,
  packLabel: string,
  compositionText: string,
  mrpPaise: number,
  sourceRx: boolean,
  details: Map<string, MedicineDetails[]>,
): CatalogueItem {
  const pack = parsePack(packLabel);
  const ingredients = parseComposition(compositionText);
  const isRx = requiresPrescription({ sourceSaysRx: sourceRx, ingredients, packform: pack.packform });
  const { salePaise, discountPercent } = salePriceFor({ id, mrpPaise, isRx });
  const { stock, tier } = seedStock(id);
  const candidates = details.get(name.toLowerCase()) ?? [];
  const match = candidates.find((d) => d.manufacturer === manufacturer) ?? (candidates.length === 1 ? candidates[0] : undefined);
  return {
    id,
    name,
    manufacturer,
    packLabel,
    pack,
    ingredients,
    brand: brandNameOf(name),
    category: categoryOf(pack.packform),
    composition: ingredients.length ? formatComposition(ingredients) : compositionText,
    groupKey: ingredients.length ? compositionKey(ingredients) : null,
    mrpPaise,
    salePaise,
    discountPercent,
    isRx,
    sourceRx,
    isRefrigerated: needsColdChain(name, ingredients),
    stock,
    notForSale: tier === TIER.notForSale,
    details: match ?? null,
  };
}

/** medicine_details_11k keyed by lower-cased name; a name can repeat across manufacturers. */
export async function readDetails(detailsCsv: string): Promise<Map<string, MedicineDetails[]>> {
  const byName = new Map<string, MedicineDetails[]>();
  for await (const row of readCsv(detailsCsv)) {
    const name = clean(row['Medicine Name']).toLowerCase();
    if (!name) continue;
    const entry: MedicineDetails = {
      manufacturer: clean(row.Manufacturer),
      uses: splitUses(clean(row.Uses)),
      sideEffects: splitSideEffects(clean(row.Side_effects)),
      excellent: Number(row['Excellent Review %']) || 0,
      average: Number(row['Average Review %']) || 0,
      poor: Number(row['Poor Review %']) || 0,
    };
    const list = byName.get(name) ?? [];
    if (!list.some((d) => d.manufacturer === entry.manufacturer)) list.push(entry);
    byName.set(name, list);
  }
  return byName;
}

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Browse categories are dosage-form families; the source has no therapeutic class. */
const CATEGORY_BY_FORM: Record<string, string> = {
  Tablet: 'Tablets',
  Capsule: 'Capsules',
  Syrup: 'Syrups & Suspensions',
  'Dry Syrup': 'Syrups & Suspensions',
  Suspension: 'Syrups & Suspensions',
  Liquid: 'Syrups & Suspensions',
  Emulsion: 'Syrups & Suspensions',
  Injection: 'Injections',
  Infusion: 'Injections',
  Cream: 'Creams, Gels & Ointments',
  Gel: 'Creams, Gels & Ointments',
  Ointment: 'Creams, Gels & Ointments',
  Lotion: 'Creams, Gels & Ointments',
  Paste: 'Creams, Gels & Ointments',
  Foam: 'Creams, Gels & Ointments',
  Paint: 'Creams, Gels & Ointments',
  Serum: 'Creams, Gels & Ointments',
  Oil: 'Creams, Gels & Ointments',
  'Nail Lacquer': 'Creams, Gels & Ointments',
  Drops: 'Drops',
  Solution: 'Solutions',
  Mouthwash: 'Solutions',
  Wash: 'Solutions',
  Enema: 'Solutions',
  Powder: 'Powders & Granules',
  Granules: 'Powders & Granules',
  Sachet: 'Powders & Granules',
  Inhaler: 'Inhalers & Respules',
  Respules: 'Inhalers & Respules',
  Spray: 'Sprays',
  Soap: 'Soaps & Shampoos',
  Shampoo: 'Soaps & Shampoos',
  Lozenge: 'Lozenges, Strips & Gums',
  'Oral Strip': 'Lozenges, Strips & Gums',
  Gum: 'Lozenges, Strips & Gums',
  Suppository: 'Suppositories & Patches',
  Patch: 'Suppositories & Patches',
  Kit: 'Kits',
};
export function categoryOf(packform: string): string {
  return CATEGORY_BY_FORM[packform] ?? 'Other Dosage Forms';
}

/**
 * Cold chain (2–8 °C): insulins, vaccines, biologic injections. Seed-time rule on names and molecules;
 * a pharmacist-maintained flag replaces it in production.
 */
const COLD_CHAIN =
  /insulin|vaccine|toxoid|immunoglobulin|epoetin|darbepoetin|filgrastim|teriparatide|liraglutide|dulaglutide|semaglutide|exenatide|somatropin|interferon|trastuzumab|bevacizumab|rituximab|adalimumab|etanercept|enoxaparin|oxytocin|carboprost|latanoprost/i;
function needsColdChain(name: string, ingredients: Ingredient[]): boolean {
  return COLD_CHAIN.test(name) || ingredients.some((i) => COLD_CHAIN.test(i.name));
}
