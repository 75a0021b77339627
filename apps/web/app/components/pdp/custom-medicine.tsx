/**
 * Custom medicine request page (spec §2, §5): a medicine we do not list, named by the shopper.
 * 'Price to be updated', 'You may receive a call for this item', no breadcrumb, no product data.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { PhoneIcon, SearchIcon } from '../ui/icons.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { AddToCartButton, InCartNote, PurchaseForm, QuantitySelect, usePurchase } from './cart-controls.tsx';
import type { CustomView } from './pdp-types.ts';

export function CustomMedicinePage({ view }: { view: CustomView }) {
  const t = useT();
  const purchase = usePurchase(view.customId, view.quantity, view.name);
  return (
    <div className="pdp pdp--custom" lang={view.locale === 'hi' ? 'hi' : undefined}>
      <div className="pdp__inner">
        <div className="pdp-top">
          <div className="pdp-gallery">
            <PackImage name={view.name} manufacturer={view.name} packform="Other" width={238} height={238} />
            <p className="pdp-gallery__note">{t('pdp.pack.note')}</p>
          </div>
          <div className="pdp-head">
            <p className="pdp-custom__kicker">{t('pdp.custom.kicker')}</p>
            <h1 className="pdp-head__name">{view.name}</h1>
            <p className="pdp-head__maker">{t('pdp.custom.lead')}</p>
          </div>
          <div className="pdp-aside">
            <section className="pdp-buy" aria-label={t('pdp.buy.label')}>
              <p className="price price__tbu pdp-custom__tbu">{t('catalogue.priceTbu')}</p>
              <p className="pdp-custom__call">
                <PhoneIcon size="sm" />
                {t('pdp.custom.call')}
              </p>
              <PurchaseForm purchase={purchase} className="pdp-buy__actions">
                <QuantitySelect purchase={purchase} />
                <AddToCartButton purchase={purchase} />
              </PurchaseForm>
              <InCartNote purchase={purchase} />
            </section>
          </div>
          <div className="pdp-main">
            <section className="pdp-card pdp-section" aria-labelledby="custom-how">
              <h2 id="custom-how">{t('pdp.custom.howTitle')}</h2>
              <ol className="pdp-steps">
                <li>{t('pdp.custom.step1')}</li>
                <li>{t('pdp.custom.step2')}</li>
                <li>{t('pdp.custom.step3')}</li>
              </ol>
            </section>
            <p className="pdp-custom__search">
              <SearchIcon size="sm" />
              <span>
                {t('pdp.custom.searchAgain')} <Link to="/online-medicine-order">{t('pdp.custom.browse')}</Link>
              </span>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
