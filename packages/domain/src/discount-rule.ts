/**
 * Seed rule for sale prices. The catalogue gives MRP only; a storefront needs
 * a sale price. Indian online pharmacies typically take 5–25% off MRP, with
 * most medicines at 10–20% and OTC lines discounted less. This rule is
 * deterministic so that re-seeding gives the same prices:
 *
 * - MRP under ₹20 (2,000 paise): no discount (the margin cannot carry one).
 * - Otherwise a percentage picked from the product id with the stable hash,
 *   weighted as below (weights are per 100 products).
 * - Sale price = MRP × (100 − pct) / 100, rounded down to whole paise, never
 *   below 1 paisa; discountPercent is recomputed from the two final prices,
 *   to 2 decimals.
 */
import { hashId } from './hash.ts';

/** MRP below which nothing is discounted. */
export const NO_DISCOUNT_BELOW_PAISE = 2000;

/** [percent off, weight out of 100] for prescription medicines. */
export const RX_DISCOUNTS: ReadonlyArray<readonly [number, number]> = [
  [0, 8],
  [5, 8],
  [8, 8],
  [10, 14],
  [12, 10],
  [15, 16],
  [18, 16],
  [20, 12],
  [22, 5],
  [25, 3],
];

/** [percent off, weight out of 100] for over-the-counter products. */
export const OTC_DISCOUNTS: ReadonlyArray<readonly [number, number]> = [
  [0, 15],
  [5, 18],
  [8, 12],
  [10, 18],
  [12, 10],
  [15, 12],
  [18, 7],
  [20, 5],
  [22, 2],
  [25, 1],
];

/** The discount step for a product: a weighted pick driven by the stable hash of its id. */
export function discountStepFor(id: number, isRx: boolean): number {
  const table = isRx ? RX_DISCOUNTS : OTC_DISCOUNTS;
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let ticket = hashId('discount', id) % total;
  for (const [pct, weight] of table) {
    if (ticket < weight) return pct;
    ticket -= weight;
  }
  return 0;
}

/** Percent off implied by two prices, to 2 decimals. */
export function discountPercentOf(mrpPaise: number, salePaise: number): number {
  if (!(mrpPaise > 0) || salePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - salePaise) * 10000) / mrpPaise) / 100;
}

/** Deterministic seed sale price for a product (integer paise). */
export function salePriceFor(p: { id: number; mrpPaise: number; isRx: boolean }): {
  salePaise: number;
  discountPercent: number;
} {
  const mrp = Math.round(p.mrpPaise);
  if (mrp < NO_DISCOUNT_BELOW_PAISE) return { salePaise: mrp, discountPercent: 0 };
  const pct = discountStepFor(p.id, p.isRx);
  const salePaise = Math.max(1, Math.floor((mrp * (100 - pct)) / 100));
  return { salePaise, discountPercent: discountPercentOf(mrp, salePaise) };
}
