import type { ProductCard as ProductCardData } from '@dawa/contracts';
import { Link } from 'react-router';
import { RxBadge, TierLabel } from './badges.tsx';
import { PackImage } from './pack-image.tsx';
import { Price } from './price.tsx';

const IN_STOCK = 5;

/** A medicine in a list: generated pack shot, name (the link), pack, manufacturer, Rx tag, stock and price. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const tier = product.productTierAttributes.type;
  return (
    <article className="p-card">
      <PackImage name={product.name} manufacturer={product.manufacturer} packform={product.packform} width={128} height={128} decorative />
      <Link to={product.url} className="p-card__name" prefetch="intent">
        {product.name}
      </Link>
      <p className="p-card__meta">{product.packLabel}</p>
      <p className="p-card__meta">{product.manufacturer}</p>
      <div className="p-card__tags">
        {product.isRxRequired ? <RxBadge /> : null}
        {tier !== IN_STOCK ? <TierLabel tier={tier} /> : null}
      </div>
      <Price
        price={{
          mrpPaise: product.mrpPaise,
          salePaise: product.salePaise,
          discountPercent: Number(product.discountPercent) || 0,
          isCustomMedicine: product.isCustomMedicine,
          perUnit: product.pricePerUnit,
        }}
      />
    </article>
  );
}
