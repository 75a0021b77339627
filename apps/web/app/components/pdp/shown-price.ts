/** The price rule (spec §5 "Display") for a product page's product, and the price its sticky bar repeats. */
import type { ProductCard } from '@dawa/contracts';
import { formatRupees, priceDisplay } from '@dawa/domain';

type Priced = Pick<ProductCard, 'discountPercent' | 'mrpPaise' | 'salePaise' | 'isCustomMedicine'>;

export const shownPriceOf = (p: Priced) =>
  priceDisplay({
    discountPercent: Number(p.discountPercent) || 0,
    costPricePaise: p.mrpPaise,
    salePricePaise: p.salePaise,
    isCustomMedicine: p.isCustomMedicine,
  });

/** The sale price when discounted, else the one price, else nothing ('Price to be updated' has no figure). */
export function stickyPriceOf(shown: ReturnType<typeof shownPriceOf>): string {
  return shown.kind === 'discounted' ? formatRupees(shown.salePaise) : shown.kind === 'single' ? formatRupees(shown.pricePaise) : '';
}
