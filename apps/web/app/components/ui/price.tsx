import type { ProductCard } from '@dawa/contracts';
import { discountBadge, formatRupees, priceDisplay } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';

export type PriceInput = {
  mrpPaise: number;
  salePaise: number;
  /** The catalogue's discountPercent, as a number. */
  discountPercent: number;
  isCustomMedicine: boolean;
  perUnit?: { paise: number; unit: string } | null;
};

/** A card's or a product's price fields as the price display takes them. */
export const priceInputOf = (
  p: Pick<ProductCard, 'mrpPaise' | 'salePaise' | 'discountPercent' | 'isCustomMedicine' | 'pricePerUnit'>,
): PriceInput => ({
  mrpPaise: p.mrpPaise,
  salePaise: p.salePaise,
  discountPercent: Number(p.discountPercent) || 0,
  isCustomMedicine: p.isCustomMedicine,
  perUnit: p.pricePerUnit,
});

/**
 * Price as the spec's display rule says (§5): sale price with the MRP struck through and a discount badge
 * only when discounted, otherwise the MRP alone; 'Price to be updated' for custom medicines and zero prices.
 */
export function Price({ price, showBadge = true }: { price: PriceInput; showBadge?: boolean }) {
  const t = useT();
  const shown = priceDisplay({
    discountPercent: price.discountPercent,
    costPricePaise: price.mrpPaise,
    salePricePaise: price.salePaise,
    isCustomMedicine: price.isCustomMedicine,
  });
  if (shown.kind === 'tbu') return <p className="price price__tbu">{t('catalogue.priceTbu')}</p>;
  const badge = shown.kind === 'discounted' ? discountBadge(price.discountPercent) : null;
  return (
    <div className="price">
      {shown.kind === 'discounted' ? (
        <>
          <span className="price__now">
            <span className="visually-hidden">{t('catalogue.price')} </span>
            {formatRupees(shown.salePaise)}
          </span>
          <span className="price__mrp">
            {t('catalogue.mrp')} <s>{formatRupees(shown.mrpPaise)}</s>
          </span>
        </>
      ) : (
        <span className="price__now">
          <span className="visually-hidden">{t('catalogue.mrp')} </span>
          {formatRupees(shown.pricePaise)}
        </span>
      )}
      {showBadge && badge ? (
        <span className={`badge ${badge.variant === 'graded' ? 'badge--graded' : 'badge--save'}`}>
          {t('catalogue.percentOff', { percent: Math.floor(price.discountPercent) })}
        </span>
      ) : null}
      {price.perUnit ? (
        <span className="price__unit">
          {t('catalogue.perUnit', { price: formatRupees(price.perUnit.paise), unit: price.perUnit.unit })}
        </span>
      ) : null}
    </div>
  );
}
