/**
 * Money display rules (spec §5 "Display"). All amounts are integer paise.
 */
import { DISCOUNT_FIGURES } from '@dawa/contracts';
import { pricePerUnit, type Pack } from './pack.ts';

/** Indian digit grouping of a non-negative integer: 1234567 → '12,34,567'. */
function groupIndian(n: number): string {
  const digits = String(n);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

/**
 * '₹1,23,456.50' with Indian grouping; whole rupees drop the decimals
 * ('₹1,200', '₹204.85'). Negative amounts get a leading '-'.
 */
export function formatRupees(paise: number): string {
  const p = Math.round(paise);
  const sign = p < 0 ? '-' : '';
  const abs = Math.abs(p);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  const decimals = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${sign}₹${groupIndian(rupees)}${decimals}`;
}

export type PriceDisplay =
  | { kind: 'discounted'; mrpPaise: number; salePaise: number }
  | { kind: 'single'; pricePaise: number }
  | { kind: 'tbu'; text: 'Price to be updated' };

/**
 * Which price a product card shows. Discounted only when discountPercent,
 * MRP (costPrice) and sale price are all above 0 and MRP differs from sale;
 * otherwise the MRP alone. An MRP of 0 or less, or a custom medicine, shows
 * 'Price to be updated'.
 */
export function priceDisplay(p: {
  discountPercent: number;
  costPricePaise: number;
  salePricePaise: number;
  isCustomMedicine: boolean;
}): PriceDisplay {
  if (p.isCustomMedicine) return { kind: 'tbu', text: 'Price to be updated' };
  if (p.discountPercent > 0 && p.costPricePaise > 0 && p.salePricePaise > 0 && p.costPricePaise !== p.salePricePaise) {
    return { kind: 'discounted', mrpPaise: p.costPricePaise, salePaise: p.salePricePaise };
  }
  if (!(p.costPricePaise > 0)) return { kind: 'tbu', text: 'Price to be updated' };
  return { kind: 'single', pricePaise: p.costPricePaise };
}

/**
 * '18% OFF' badge, rounded down to a whole percent so it never overstates.
 * Null when there is no (whole-percent) discount. Below 18% the badge uses
 * the 'graded' variant (spec §9: "Discount badge variant when discount below 18%").
 */
export function discountBadge(percent: number): null | { text: string; variant: 'graded' | 'standard' } {
  if (!Number.isFinite(percent)) return null;
  const whole = Math.floor(percent);
  if (whole < 1) return null;
  return { text: `${whole}% OFF`, variant: percent < DISCOUNT_FIGURES.medicine ? 'graded' : 'standard' };
}

/** What the shopper saves against MRP: paise and whole percent (rounded down); never negative. */
export function savings(mrpPaise: number, salePaise: number): { paise: number; percent: number } {
  if (!(mrpPaise > 0) || salePaise >= mrpPaise) return { paise: 0, percent: 0 };
  const paise = mrpPaise - Math.max(0, salePaise);
  return { paise, percent: Math.floor((paise * 100) / mrpPaise) };
}

/**
 * Like-for-like saving per unit of an alternative against the original
 * (e.g. a generic with the same composition): per tablet, per ml, ...
 * `paise` is the saving per unit rounded to the nearest paisa, `percent` is
 * truncated towards zero; both are negative when the alternative costs more.
 * Null when the two are not comparable (different units, less than one unit,
 * no price).
 */
export function perUnitSaving(
  original: { pricePaise: number; pack: Pack },
  alternative: { pricePaise: number; pack: Pack },
): { paise: number; percent: number; unit: string } | null {
  const a = pricePerUnit(original.pricePaise, original.pack);
  const b = pricePerUnit(alternative.pricePaise, alternative.pack);
  if (a === null || b === null || a.unit !== b.unit) return null;
  const perA = original.pricePaise / original.pack.unitsPerPack;
  const perB = alternative.pricePaise / alternative.pack.unitsPerPack;
  // Cross-multiplied so that exact ratios (25%) do not come out as 24.999…
  const ratio = (alternative.pricePaise * original.pack.unitsPerPack) / (original.pricePaise * alternative.pack.unitsPerPack);
  const percent = Math.trunc(Number(((1 - ratio) * 100).toFixed(9)));
  return { paise: Math.round(perA - perB) + 0, percent: percent + 0, unit: a.unit };
}
