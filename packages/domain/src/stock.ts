/**
 * Stock tiers (spec §3 codes, §4 "Stock tier label colour" and display rules).
 */
import { TIER, TIER_LABEL, type TierCode } from '@dawa/contracts';
import { hashId } from './hash.ts';

/** Stock at or below this (and above 0) is 'Short Supply'. */
export const SHORT_SUPPLY_MAX = 10;

/**
 * Deterministic seed stock from the product id (stable hash): about 85% in
 * stock (11–200 units), 7% short supply (1–10), 6% out of stock (0) and 2%
 * not for sale (0).
 */
export function seedStock(id: number): { stock: number; tier: TierCode } {
  const bucket = hashId('stock-tier', id) % 100;
  const spread = hashId('stock-units', id);
  if (bucket < 85) return { stock: 11 + (spread % 190), tier: TIER.inStock };
  if (bucket < 92) return { stock: 1 + (spread % SHORT_SUPPLY_MAX), tier: TIER.shortSupply };
  if (bucket < 98) return { stock: 0, tier: TIER.outOfStock };
  return { stock: 0, tier: TIER.notForSale };
}

/** Tier after a stock change: not-for-sale stays so; otherwise by units left. */
export function tierFromStock(stock: number, notForSale: boolean): TierCode {
  if (notForSale) return TIER.notForSale;
  if (!(stock > 0)) return TIER.outOfStock;
  if (stock <= SHORT_SUPPLY_MAX) return TIER.shortSupply;
  return TIER.inStock;
}

/** Label colour: red for notForSale, outOfStock and notSure; yellow shortSupply; green inStock; else null. */
export function tierColour(tier: number): 'red' | 'yellow' | 'green' | null {
  switch (tier) {
    case TIER.notForSale:
    case TIER.outOfStock:
    case TIER.notSure:
      return 'red';
    case TIER.shortSupply:
      return 'yellow';
    case TIER.inStock:
      return 'green';
    default:
      return null;
  }
}

/** 'Not for Sale', 'Out Of Stock', 'Not Sure', 'Short Supply', 'In Stock'; '' for unknown. */
export function tierLabel(tier: number): string {
  return (TIER_LABEL as Record<number, string | undefined>)[tier] ?? '';
}

export interface TierDisplayInput {
  tier: number;
  isAvailable: boolean;
  hasVariants: boolean;
  hasAlternatives: boolean;
  hasSimilar: boolean;
}

/** Out of stock for display: not available and no variants, alternatives or similar items. */
export function isOutOfStockForDisplay(p: TierDisplayInput): boolean {
  return !p.isAvailable && !p.hasVariants && !p.hasAlternatives && !p.hasSimilar;
}

/** Tier text shows only for notForSale and outOfStock, when out of stock for display. */
export function showTierText(p: TierDisplayInput): boolean {
  return (p.tier === TIER.notForSale || p.tier === TIER.outOfStock) && isOutOfStockForDisplay(p);
}
