import { TIER, type ProductCard as ProductCardData } from '@dawa/contracts';
import { RxBadge, TierLabel } from './badges.tsx';
import { PackImage } from './pack-image.tsx';
import { Price, priceInputOf } from './price.tsx';

/** What a card shows of a medicine: pages may send only these to the browser. */
export type CardProduct = Pick<
  ProductCardData,
  | 'productId'
  | 'name'
  | 'url'
  | 'packform'
  | 'packLabel'
  | 'manufacturer'
  | 'isRxRequired'
  | 'mrpPaise'
  | 'salePaise'
  | 'discountPercent'
  | 'isCustomMedicine'
  | 'pricePerUnit'
> & { productTierAttributes: Pick<ProductCardData['productTierAttributes'], 'type'> };

/**
 * A medicine in a list: generated pack shot, name (the link), pack, manufacturer, Rx tag, stock and price.
 * The name is a plain link (marked for React Router's route discovery as `Link` marks it): the list holding
 * the cards navigates and prefetches for it (`useDelegatedLinks`), so a page of cards resolves no paths.
 */
export function ProductCard({ product }: { product: CardProduct }) {
  const tier = product.productTierAttributes.type;
  return (
    <article className="p-card">
      <PackImage name={product.name} manufacturer={product.manufacturer} packform={product.packform} width={128} height={128} decorative />
      <a className="p-card__name" href={product.url} data-discover="true">
        {product.name}
      </a>
      <p className="p-card__meta">{product.packLabel}</p>
      <p className="p-card__meta">{product.manufacturer}</p>
      <div className="p-card__tags">
        {product.isRxRequired ? <RxBadge /> : null}
        {tier !== TIER.inStock ? <TierLabel tier={tier} /> : null}
      </div>
      <Price price={priceInputOf(product)} />
    </article>
  );
}
