/**
 * Whether two medicines of one composition group compare like for like on price per unit (the basis of
 * every saving we state): the same unit, and for measured units (per ml, per gm) the same concentration.
 */

export type Comparison = 'same' | 'otherForm' | 'otherStrength';

export interface ComparableMedicine {
  name: string;
  measurementUnit: string;
  /** Whether a price per unit exists (packs of less than one unit have none). */
  hasUnitPrice: boolean;
  /** Strengths of its ingredients as written ('500mg', '70%', null when unknown). */
  strengths: (string | null)[];
}

/** Units that measure an amount rather than count pieces (per tablet). */
const MEASURED_UNITS = new Set(['ml', 'gm', 'mg', 'mcg', 'IU', 'lb']);

/** The concentration a name states ('Mixtard 30 … 100IU/ml' → '100iu/ml'), or null. */
export function concentrationOf(name: string): string | null {
  const m = /(\d+(?:\.\d+)?)\s*(iu|mg|mcg|gm|g)\s*\/\s*(\d+(?:\.\d+)?)?\s*(ml|gm|g)\b/i.exec(name);
  if (!m) return null;
  return `${Number(m[1])}${m[2]!.toLowerCase()}/${m[3] ? Number(m[3]) : ''}${m[4]!.toLowerCase()}`;
}

/**
 * Whether comparing `product` with an alternative reads the alternative's name: only when the product's own
 * name states a concentration. Otherwise `comparisonOf` gives the same answer whatever the alternative is
 * called, and a like-for-like group can be read without its names (decision 026).
 */
export function comparisonReadsAlternativeName(product: Pick<ComparableMedicine, 'name'>): boolean {
  return concentrationOf(product.name) !== null;
}

/**
 * A composition with relative strengths only ('Insulin (70%) + Insulin (30%)') says nothing about
 * concentration, so both names must state the same one; '40IU/ml' against '100IU/ml' never compares.
 */
export function comparisonOf(product: ComparableMedicine, alt: Omit<ComparableMedicine, 'strengths'>): Comparison {
  if (alt.measurementUnit !== product.measurementUnit || !alt.hasUnitPrice || !product.hasUnitPrice) return 'otherForm';
  const mine = concentrationOf(product.name);
  const theirs = concentrationOf(alt.name);
  if (mine && theirs && mine !== theirs) return 'otherStrength';
  if (!MEASURED_UNITS.has(product.measurementUnit)) return 'same';
  const relativeOnly = product.strengths.every((s) => !s || /%\s*$/.test(s));
  return relativeOnly && (mine === null || mine !== theirs) ? 'otherStrength' : 'same';
}
