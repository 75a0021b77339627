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
import { cardOf } from './cards.ts';
import * as repo from './repo.ts';
import {
  EDGES_READ,
  membersIn,
  memberWhere,
  PRICE_CLASS,
  priceEdges,
  priceEdgesFrom,
  splitEdges,
  type GroupKey,
  type GroupPlace,
  type MemberRange,
  type MemberRow,
} from './like-for-like.ts';

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

interface Judged {
  id: number;
  comparison: Alternative['comparison'];
  verdict: SavingVerdict;
  /** The alternative's card, when it was read with the page's members. */
  card?: repo.CardWithIngredients;
}

type AlternativesOf = {
  id: number;
  groupId: number | null;
  packform: string;
  unit: string;
  place: GroupPlace | null;
  /** Price edges read with the product's row, and where that read started (`priceEdgesFrom`). */
  edges?: { from: number; rows: (MemberRow & { edge: boolean })[] } | null;
};

/** One page of a product's alternatives (`offset`, `limit`) with the summary over all of them. */
export async function alternativesOf(
  db: Db,
  product: AlternativesOf,
  card: ProductCard,
  page: { offset: number; limit: number },
): Promise<AlternativesResult> {
  const { shown, summary } = await judgedPage(db, product, card, page);
  const unread = shown.filter((r) => !r.card).map((r) => r.id);
  const read = new Map((await repo.cardsByIds(db, unread)).map((row) => [row.id, row]));
  const items = shown.flatMap((r): Alternative[] => {
    const row = r.card ?? read.get(r.id);
    if (!row) return [];
    const saving = r.verdict.kind === 'cheaper' ? r.verdict : null;
    return [{ ...cardOf(row), comparison: r.comparison, savingPerUnitPaise: saving?.paise ?? 0, savingPercent: saving?.percent ?? 0 }];
  });
  return { items, ...summary };
}

async function judgedPage(
  db: Db,
  product: AlternativesOf,
  card: ProductCard,
  page: { offset: number; limit: number },
): Promise<{ shown: Judged[]; summary: Summary }> {
  if (product.groupId === null) return { shown: [], summary: { count: 0, cheaperCount: 0, maxSavingPercent: 0 } };
  const key = { groupId: product.groupId, packform: product.packform, unit: product.unit };
  // Names are read only when the comparison reads them; then the whole group is read and ranked.
  const summarised =
    product.place && !comparisonReadsAlternativeName(card) ? await fromGroupSummary(db, key, product.id, product.place, card, page, product.edges) : null;
  return summarised ?? (await fromWholeGroup(db, key, product.id, card, page));
}

type Summary = Omit<AlternativesResult, 'items'>;

/** Reads every member of the group and ranks them here (the reference the summary must agree with). */
export async function fromWholeGroup(
  db: Db,
  key: GroupKey,
  productId: number,
  card: ProductCard,
  page: { offset: number; limit: number },
): Promise<{ shown: Judged[]; summary: Summary }> {
  const group = await repo.likeForLikeGroup(db, key, comparisonReadsAlternativeName(card));
  const ranked = rank(group, card, productId, key.unit);
  const shown = ranked.slice(page.offset, page.offset + page.limit).map((r) => ({ id: r.row.id, comparison: r.comparison, verdict: r.verdict }));
  return { shown, summary: { count: ranked.length, ...savingsSummary(ranked.map((r) => r.verdict)) } };
}

/**
 * The same page and summary from the group's summary rows: the members are listed class by class (cheaper
 * plausible, other plausible, no price per unit, implausible), each class in stock first and then by price
 * per unit. Whether a member is cheaper only grows as its price per unit falls, so the cheaper ones are the
 * plausible members below one place, found by judging the few prices around the boundary exactly. Null when
 * that boundary cannot be placed from what was read (then the whole group is ranked).
 */
export async function fromGroupSummary(
  db: Db,
  key: GroupKey,
  productId: number,
  place: GroupPlace,
  card: ProductCard,
  page: { offset: number; limit: number },
  readEdges?: AlternativesOf['edges'],
): Promise<{ shown: Judged[]; summary: Summary } | null> {
  const mine: PricedPack = { pricePaise: card.salePaise, unitsPerPack: card.unitsPerPack };
  const me = {
    name: card.name,
    measurementUnit: card.measurementUnit,
    hasUnitPrice: perUnitPaise(mine) !== null,
    strengths: card.compositions.map((c) => c.strength),
  };
  const basisOf = (m: MemberRow) => comparisonOf(me, { name: '', measurementUnit: key.unit, hasUnitPrice: m.unit_price !== null });
  const theirs = (m: MemberRow): PricedPack => ({ pricePaise: m.sale_price_paise, unitsPerPack: Number(m.units_per_pack) });
  const verdictOf = (m: MemberRow) => likeForLikeSaving(mine, theirs(m), place.median);
  const count = place.members - 1;

  // Priced alternatives compare like for like with this medicine, or none does: then every alternative is in
  // one list, in stock first and by price per unit.
  if (basisOf({ unit_price: 1 } as MemberRow) !== 'same') {
    const members = await membersIn(db, key, [
      { section: 0, where: memberWhere.not(productId), byClassRank: false, offset: page.offset, limit: page.limit },
    ]);
    const byPrice = (m: MemberRow) => m.unit_price ?? Infinity;
    members.sort((a, b) => Number(b.available) - Number(a.available) || byPrice(a) - byPrice(b) || a.product_id - b.product_id);
    const shown = members.map((m) => ({ id: m.product_id, comparison: basisOf(m), verdict: { kind: 'notCheaper' } as const, card: m.card }));
    return { shown, summary: { count, cheaperCount: 0, maxSavingPercent: 0 } };
  }

  let cheaper = 0;
  let maxSavingPercent = 0;
  if (place.priceClass === PRICE_CLASS.plausible) {
    const unit = perUnitPaise(mine)!;
    const from = priceEdgesFrom(unit);
    // Read with the product's own row when that read started from the very same place.
    const { cheapest, edges } =
      readEdges && readEdges.from === from ? splitEdges(readEdges.rows) : await priceEdges(db, key, from, EDGES_READ);
    const firstNotCheaper = edges.find((m) => verdictOf(m).kind !== 'cheaper');
    if (!firstNotCheaper) return null;
    cheaper = firstNotCheaper.price_rank;
    if (cheaper > 0) {
      const best = cheapest && verdictOf(cheapest);
      if (best?.kind !== 'cheaper') return null;
      maxSavingPercent = best.percent;
    }
  }

  const self = (priceClass: number) => (place.priceClass === priceClass ? 1 : 0);
  const { ofClass, rankBelow, rankFrom, not, all } = memberWhere;
  const sections = [
    { where: all(ofClass(PRICE_CLASS.plausible), rankBelow(cheaper)), size: cheaper },
    {
      where: all(ofClass(PRICE_CLASS.plausible), rankFrom(cheaper), not(productId)),
      size: place.plausible - cheaper - self(PRICE_CLASS.plausible),
    },
    { where: all(ofClass(PRICE_CLASS.unpriced), not(productId)), size: place.unpriced - self(PRICE_CLASS.unpriced) },
    { where: all(ofClass(PRICE_CLASS.implausible), not(productId)), size: place.implausible - self(PRICE_CLASS.implausible) },
  ];
  const ranges: MemberRange[] = [];
  let start = 0;
  for (const [section, { where, size }] of sections.entries()) {
    const from = Math.max(page.offset, start);
    const to = Math.min(page.offset + page.limit, start + size);
    if (to > from) ranges.push({ section, where, byClassRank: true, offset: from - start, limit: to - from });
    start += size;
  }
  const members = (await membersIn(db, key, ranges)).sort(
    (a, b) => a.section - b.section || Number(b.available) - Number(a.available) || a.price_rank - b.price_rank || a.product_id - b.product_id,
  );
  const shown = members.map((m): Judged => {
    if (m.section === 3) return { id: m.product_id, comparison: 'implausiblePrice', verdict: verdictOf(m), card: m.card };
    if (m.section === 2) return { id: m.product_id, comparison: basisOf(m), verdict: { kind: 'notCheaper' }, card: m.card };
    return { id: m.product_id, comparison: 'same', verdict: verdictOf(m), card: m.card };
  });
  return { shown, summary: { count, cheaperCount: cheaper, maxSavingPercent } };
}
