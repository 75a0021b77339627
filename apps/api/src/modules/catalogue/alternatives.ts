/**
 * A product's alternatives (decision 011): the same composition, strength and dosage form, each with its
 * per-unit saving where one can honestly be stated, and the summary the medicine page states — all counted
 * over the whole like-for-like group, not over the page of cards shown.
 */
import type { Alternative, ProductCard } from '@dawa/contracts';
import {
  comparisonOf,
  comparisonReadsAlternativeName,
  groupMedianPerUnit,
  isImplausiblePrice,
  likeForLikeSaving,
  perUnitPaise,
  savingsSummary,
  type PricedPack,
  type SavingVerdict,
} from '@dawa/domain';
import type { Db } from '@dawa/db';
import { toCards } from './cards.ts';
import * as repo from './repo.ts';

export interface AlternativesResult {
  items: Alternative[];
  count: number;
  cheaperCount: number;
  maxSavingPercent: number;
}

interface Ranked {
  row: repo.GroupRow;
  comparison: Alternative['comparison'];
  verdict: SavingVerdict;
  /** 0 cheaper per unit, 1 compared and not cheaper, 2 another form or strength, 3 implausible price. */
  section: number;
  available: boolean;
  perUnit: number;
}

const packOf = (r: { sale_price_paise: number; units_per_pack: string | number }): PricedPack => ({
  pricePaise: r.sale_price_paise,
  unitsPerPack: Number(r.units_per_pack),
});

/** Every alternative of the group, judged against `card`, in the order the page lists them. */
function rank(group: repo.GroupRow[], card: ProductCard, productId: number, unit: string): Ranked[] {
  const self = group.find((r) => r.id === productId);
  const mine = self ? packOf(self) : { pricePaise: card.salePaise, unitsPerPack: card.unitsPerPack };
  const median = groupMedianPerUnit(group.map(packOf));
  const me = {
    name: card.name,
    measurementUnit: card.measurementUnit,
    hasUnitPrice: perUnitPaise(mine) !== null,
    strengths: card.compositions.map((c) => c.strength),
  };
  return group
    .filter((r) => r.id !== productId)
    .map((row): Ranked => {
      const theirs = packOf(row);
      const basis = comparisonOf(me, { name: row.name, measurementUnit: unit, hasUnitPrice: perUnitPaise(theirs) !== null });
      const implausible = basis === 'same' && isImplausiblePrice(theirs, median);
      const verdict: SavingVerdict = basis === 'same' ? likeForLikeSaving(mine, theirs, median) : { kind: 'notCheaper' };
      const comparison = implausible ? 'implausiblePrice' : basis;
      const section = implausible ? 3 : basis !== 'same' ? 2 : verdict.kind === 'cheaper' ? 0 : 1;
      return { row, comparison, verdict, section, available: !row.not_for_sale && row.stock > 0, perUnit: perUnitPaise(theirs) ?? Infinity };
    })
    .sort((a, b) => a.section - b.section || Number(b.available) - Number(a.available) || a.perUnit - b.perUnit || a.row.id - b.row.id);
}

/** One page of a product's alternatives (`offset`, `limit`) with the summary over all of them. */
export async function alternativesOf(
  db: Db,
  product: { id: number; groupId: number | null; packform: string; unit: string },
  card: ProductCard,
  page: { offset: number; limit: number },
): Promise<AlternativesResult> {
  if (product.groupId === null) return { items: [], count: 0, cheaperCount: 0, maxSavingPercent: 0 };
  const of = { groupId: product.groupId, packform: product.packform, unit: product.unit };
  // Names are sent only when the comparison reads them: most of a big group's transfer otherwise.
  const group = await repo.likeForLikeGroup(db, of, comparisonReadsAlternativeName(card));
  const ranked = rank(group, card, product.id, product.unit);
  const shown = ranked.slice(page.offset, page.offset + page.limit);
  const rows = await repo.cardsByIds(
    db,
    shown.map((r) => r.row.id),
  );
  const cards = new Map((await toCards(db, rows)).map((c) => [c.productId, c]));
  const items = shown.flatMap((r): Alternative[] => {
    const alt = cards.get(r.row.id);
    if (!alt) return [];
    const saving = r.verdict.kind === 'cheaper' ? r.verdict : null;
    return [{ ...alt, comparison: r.comparison, savingPerUnitPaise: saving?.paise ?? 0, savingPercent: saving?.percent ?? 0 }];
  });
  return { items, count: ranked.length, ...savingsSummary(ranked.map((r) => r.verdict)) };
}
