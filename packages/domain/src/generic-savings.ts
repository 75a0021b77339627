/**
 * Generic savings stated honestly (decision 011). A saving is the per-unit price of an alternative against
 * the viewed medicine, both of one like-for-like group: the same composition and strengths, the same dosage
 * form and the same measurement unit. A price the catalogue most likely got wrong never makes a saving:
 * a per-unit price below a fifth of its group's median per-unit price, or below 10 paise a unit, is
 * implausible (thresholds measured on the 2023 catalogue, see the decision record).
 */

/** A price per pack and how many measurement units the pack holds (tablets, ml, ...). */
export interface PricedPack {
  pricePaise: number;
  unitsPerPack: number;
}

/** Implausible below this fraction of the group's median per-unit price (1/5). */
export const IMPLAUSIBLE_BELOW_MEDIAN_DIVISOR = 5;
/** Implausible below this many paise per unit, whatever the group. */
export const IMPLAUSIBLE_BELOW_PAISE_PER_UNIT = 10;
/** A median of fewer priced packs says nothing about the group: only the floor applies. */
export const MIN_GROUP_FOR_MEDIAN = 3;

const priced = (p: PricedPack) =>
  Number.isFinite(p.pricePaise) && p.pricePaise > 0 && Number.isFinite(p.unitsPerPack) && p.unitsPerPack >= 1;

/** Paise per unit; null when the pack has no price or holds less than one unit. */
export function perUnitPaise(p: PricedPack): number | null {
  return priced(p) ? p.pricePaise / p.unitsPerPack : null;
}

/** The median per-unit price of a like-for-like group (the viewed medicine included), or null below 3 priced packs. */
export function groupMedianPerUnit(group: readonly PricedPack[]): number | null {
  const units = group
    .map(perUnitPaise)
    .filter((u): u is number => u !== null)
    .sort((a, b) => a - b);
  if (units.length < MIN_GROUP_FOR_MEDIAN) return null;
  const mid = units.length >> 1;
  return units.length % 2 ? units[mid]! : (units[mid - 1]! + units[mid]!) / 2;
}

/** Whether a pack's per-unit price is too low to be believed against its group's median (null: floor only). */
export function isImplausiblePrice(p: PricedPack, groupMedian: number | null): boolean {
  const unit = perUnitPaise(p);
  if (unit === null) return false;
  if (unit < IMPLAUSIBLE_BELOW_PAISE_PER_UNIT) return true;
  return groupMedian !== null && unit * IMPLAUSIBLE_BELOW_MEDIAN_DIVISOR < groupMedian;
}

export type SavingVerdict =
  /** Cheaper per unit: `paise` saved per unit (rounded), `percent` truncated; both at least 1. */
  | { kind: 'cheaper'; paise: number; percent: number }
  /** The same price or dearer per unit, or cheaper by less than 1% or 1 paisa: no saving stated. */
  | { kind: 'notCheaper' }
  /** One of the two per-unit prices is implausible: nothing is compared. */
  | { kind: 'implausible' };

/**
 * The saving of `alternative` over `original`, per unit, both of one like-for-like group whose median
 * per-unit price is `groupMedian`. Cross-multiplied so exact ratios (25%) do not come out as 24.999…
 */
export function likeForLikeSaving(original: PricedPack, alternative: PricedPack, groupMedian: number | null): SavingVerdict {
  const mine = perUnitPaise(original);
  const theirs = perUnitPaise(alternative);
  if (mine === null || theirs === null) return { kind: 'notCheaper' };
  if (isImplausiblePrice(original, groupMedian) || isImplausiblePrice(alternative, groupMedian)) return { kind: 'implausible' };
  const ratio = (alternative.pricePaise * original.unitsPerPack) / (original.pricePaise * alternative.unitsPerPack);
  const percent = Math.trunc(Number(((1 - ratio) * 100).toFixed(9)));
  const paise = Math.round(mine - theirs);
  return percent >= 1 && paise >= 1 ? { kind: 'cheaper', paise, percent } : { kind: 'notCheaper' };
}

/** The headline and the count the page states, both over the same cheaper set. */
export function savingsSummary(verdicts: readonly SavingVerdict[]): { cheaperCount: number; maxSavingPercent: number } {
  let cheaperCount = 0;
  let maxSavingPercent = 0;
  for (const v of verdicts) {
    if (v.kind !== 'cheaper') continue;
    cheaperCount++;
    maxSavingPercent = Math.max(maxSavingPercent, v.percent);
  }
  return { cheaperCount, maxSavingPercent };
}
