import type { PersonalisedOffer, SavingVariants } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import type { CatalogueService } from '../catalogue/service.ts';
import type { PromoCheck, PromoService } from '../promos/service.ts';
import type { Db } from '@dawa/db';
import * as repo from './repo.ts';
import { fromRow, subtotalFor } from './view.ts';

export const RECOMMENDATION_LIMIT = 5;

/**
 * Cheaper like-for-like swaps and the best promo for a cart. Suggestions only: nothing here changes the
 * cart; a swap happens when the shopper taps it (replaceCartItem / bulkReplaceCartItems).
 */
export function cartOffers(db: Db, catalogue: CatalogueService, promos: PromoService, orderCount: (userId: number) => Promise<number>) {
  return {
    /**
     * For each product, the cheapest alternative that can be bought online now with the same composition, strength, form and
     * pack size, when it costs less: the saving is then exact, per pack.
     */
    async savingVariants(products: { productId: number; quantity?: number; itemId?: number | null }[]): Promise<SavingVariants> {
      const cards = new Map((await catalogue.cardsByIds(products.map((p) => p.productId))).map((c) => [c.productId, c]));
      const variants: SavingVariants['variants'] = [];
      for (const p of products) {
        const card = cards.get(p.productId);
        if (!card) continue;
        const page = await catalogue.alternatives(p.productId, 1);
        if (!page.ok) continue;
        const best = page.data.items.find(
          (a) =>
            a.comparison === 'same' &&
            a.productAvailabilityFlags.isAvailable &&
            a.unitsPerPack === card.unitsPerPack &&
            a.salePaise < card.salePaise,
        );
        if (!best) continue;
        const quantity = p.quantity ?? 1;
        const savingPaise = (card.salePaise - best.salePaise) * quantity;
        const { comparison: _c, savingPerUnitPaise: _s, savingPercent: _p, ...replacement } = best;
        variants.push({
          productId: p.productId,
          itemId: p.itemId ?? null,
          replacement,
          quantity,
          savingPaise,
          savingPercent: Math.round(((card.salePaise - best.salePaise) / card.salePaise) * 1000) / 10,
        });
      }
      return { variants, totalSavingPaise: variants.reduce((s, v) => s + v.savingPaise, 0) };
    },

    /** The code that saves this cart the most now, else the one it is closest to; and a few add-ons. */
    async personalisedOffer(userId: number, exclude: number[]): Promise<PersonalisedOffer> {
      const lines = (await repo.lines(db, userId)).map(fromRow);
      const facts = { subtotalFor: subtotalFor(lines), orderCount: await orderCount(userId) };
      const actives = await promos.active();
      const checks: PromoCheck[] = [];
      for (const promo of actives) checks.push(await promos.check(userId, promo.code, facts));
      const valid = checks.filter((c) => c.valid).sort((a, b) => (b.valid && a.valid ? b.discountPaise - a.discountPaise : 0))[0];
      const inCart = lines.map((l) => l.productId).filter((id) => id > 0);
      const ids = await repo.popularNonRx(db, [...inCart, ...exclude], RECOMMENDATION_LIMIT);
      const plRecommendation = (await catalogue.cardsByIds(ids)).slice(0, RECOMMENDATION_LIMIT);
      if (valid?.valid) {
        const min = actives.find((a) => a.code === valid.code)?.minOrderPaise ?? 0;
        return {
          plDiscount: valid.discountPaise,
          plMinOrderValue: min,
          plTitle: `Save ${formatRupees(valid.discountPaise)} with ${valid.code}`,
          plSubTitle: valid.description ?? '',
          plPromoCode: valid.code,
          showApplyButton: true,
          plRecommendation,
        };
      }
      const subtotal = facts.subtotalFor('all');
      const next = actives
        .filter((a) => a.minOrderPaise > subtotal && !a.firstOrderOnly)
        .sort((a, b) => a.minOrderPaise - b.minOrderPaise)[0];
      return {
        plDiscount: 0,
        plMinOrderValue: next?.minOrderPaise ?? 0,
        plTitle: next ? `Add ${formatRupees(next.minOrderPaise - subtotal)} more to use ${next.code}` : 'Offers for you',
        plSubTitle: next?.description ?? 'No code applies to this cart yet.',
        plPromoCode: next?.code ?? null,
        showApplyButton: false,
        plRecommendation,
      };
    },
  };
}
export type CartOffers = ReturnType<typeof cartOffers>;
