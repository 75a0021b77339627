import type { TypeaheadResponse } from '@dawa/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { isEnabled } from '../shell/feature-flags.ts';
import { buttonClass } from '../ui/button.tsx';
import { PhoneIcon, RequestIcon, UploadIcon } from '../ui/icons.tsx';

type Offers = Pick<TypeaheadResponse, 'customMedicineRequest' | 'uploadRxRequest' | 'orderOnCallRequest'>;
type Offer = NonNullable<TypeaheadResponse['customMedicineRequest']>;

function OfferCard({ offer, icon }: { offer: Offer; icon: ReactNode }) {
  const internal = offer.url.startsWith('/');
  const cls = buttonClass('small', 'outlined');
  return (
    <li className="offer-card">
      <h3>
        {icon}
        {offer.title}
      </h3>
      <p>{offer.text}</p>
      {internal ? (
        <Link to={offer.url} className={cls}>
          {offer.ctaText}
        </Link>
      ) : (
        <a href={offer.url} className={cls}>
          {offer.ctaText}
        </a>
      )}
    </li>
  );
}

/** With no results: the custom medicine, upload prescription and order-on-call offers, as the API words them. */
export function NoResultOffers({ offers }: { offers: Offers }) {
  const t = useT();
  const { customMedicineRequest, uploadRxRequest, orderOnCallRequest } = offers;
  if (!customMedicineRequest && !uploadRxRequest && !orderOnCallRequest) return null;
  return (
    <section aria-labelledby="no-result-offers">
      <h2 id="no-result-offers" className="visually-hidden">
        {t('search.offersHeading')}
      </h2>
      <ul className="offers-grid plain-list">
        {customMedicineRequest ? <OfferCard offer={customMedicineRequest} icon={<RequestIcon />} /> : null}
        {uploadRxRequest ? <OfferCard offer={uploadRxRequest} icon={<UploadIcon />} /> : null}
        {orderOnCallRequest && isEnabled('enableMedicineOrderOnCall') ? (
          <OfferCard offer={orderOnCallRequest} icon={<PhoneIcon />} />
        ) : null}
      </ul>
    </section>
  );
}
