/** The healthcare product's buy box: price, stock, quantity (at most 5) and the medicine page's Add to cart. */
import type { Ref } from 'react';
import { useT } from '../../i18n/index.ts';
import { BuyActions, type Purchase } from '../pdp/cart-controls.tsx';
import { DeliveryEstimate } from '../pdp/delivery-estimate.tsx';
import { TierLabel } from '../ui/badges.tsx';
import { Price, priceInputOf } from '../ui/price.tsx';
import type { OtcProductView } from './product-view.ts';

export function OtcBuyBox({ view, purchase, actionsRef }: { view: OtcProductView; purchase: Purchase; actionsRef: Ref<HTMLDivElement> }) {
  const t = useT();
  const p = view.product;
  return (
    <section className="pdp-buy" aria-label={t('pdp.buy.label')}>
      <div className="pdp-buy__price">
        <Price price={{ ...priceInputOf(p), perUnit: null }} />
      </div>
      {view.saving ? <p className="pdp-buy__save">{t('pdp.price.save', { amount: view.saving })}</p> : null}
      {p.salePaise > 0 || p.mrpPaise > 0 ? <p className="pdp-buy__tax">{t('pdp.price.taxes')}</p> : null}
      <div className="pdp-buy__stock">
        <TierLabel tier={p.productTierAttributes.type} />
      </div>
      {p.productAvailabilityFlags.isAvailable ? (
        <>
          <BuyActions purchase={purchase} actionsRef={actionsRef} />
          <p className="pdp-buy__tax">{t('otc.product.maxNote', { max: view.quantity.max })}</p>
          {view.delivery ? <DeliveryEstimate delivery={view.delivery} /> : null}
        </>
      ) : (
        <div className="pdp-notice pdp-notice--red" role="status">
          <strong>{p.productTierAttributes.text}</strong>
        </div>
      )}
    </section>
  );
}
