/** The decision block: price (MRP struck through when discounted, per-unit price), stock, quantity, Add to cart. */
import { isSoldOnline } from '@dawa/domain';
import type { Ref } from 'react';
import { useT } from '../../i18n/index.ts';
import { TierLabel } from '../ui/badges.tsx';
import { InfoIcon } from '../ui/icons.tsx';
import { Price, priceInputOf } from '../ui/price.tsx';
import { BuyActions, type Purchase } from './cart-controls.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import type { PdpView } from './pdp-types.ts';
import { H1Warning, NotSoldOnlineNotice } from './schedule-notice.tsx';

function Unavailable({ view }: { view: PdpView }) {
  const t = useT();
  const p = view.product;
  if (view.facts.showTierText) {
    return (
      <div className="pdp-notice pdp-notice--red" role="status">
        <strong>{p.productTierAttributes.text}</strong>
        <span>{t('pdp.stock.unavailable')}</span>
      </div>
    );
  }
  const target = view.alternatives ? '#alternatives' : view.brandVariants.length > 0 ? '#brand-products' : null;
  return (
    <div className="pdp-notice" role="status">
      <InfoIcon size="sm" />
      <span>
        {t('pdp.stock.tryOthers')}{' '}
        {target ? <a href={target}>{t(view.alternatives ? 'pdp.stock.seeAlternatives' : 'pdp.stock.seeBrand')}</a> : null}
      </span>
    </div>
  );
}

export function BuyBox({ view, purchase, actionsRef }: { view: PdpView; purchase: Purchase; actionsRef: Ref<HTMLDivElement> }) {
  const t = useT();
  const p = view.product;
  return (
    <section className="pdp-buy" aria-label={t('pdp.buy.label')}>
      <div className="pdp-buy__price">
        <Price price={priceInputOf(p)} />
      </div>
      {view.facts.saving ? <p className="pdp-buy__save">{t('pdp.price.save', { amount: view.facts.saving })}</p> : null}
      {p.salePaise > 0 || p.mrpPaise > 0 ? <p className="pdp-buy__tax">{t('pdp.price.taxes')}</p> : null}
      {isSoldOnline(p.drugSchedule) ? (
        <div className="pdp-buy__stock">
          <TierLabel tier={p.productTierAttributes.type} />
        </div>
      ) : null}
      {p.drugSchedule === 'H1' ? <H1Warning /> : null}
      {!isSoldOnline(p.drugSchedule) ? (
        <NotSoldOnlineNotice schedule={p.drugSchedule} />
      ) : p.productAvailabilityFlags.isAvailable ? (
        <>
          <BuyActions purchase={purchase} actionsRef={actionsRef} />
          {view.delivery ? <DeliveryEstimate delivery={view.delivery} /> : null}
        </>
      ) : (
        <Unavailable view={view} />
      )}
    </section>
  );
}
