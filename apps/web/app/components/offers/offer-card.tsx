/**
 * An offer as the offers pages list it (spec §2 `/offers`): what it gives, its code to copy (or how a payment offer
 * applies by itself), until when, the 'Demo offer' label of the seeded offers, and a link to its own page.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { CodeBox } from './copy-code.tsx';
import { DemoLabel } from './demo-label.tsx';
import { benefitText, paymentText, validityText, type OfferSummary } from './offer-format.ts';
import { CouponIcon, PayIcon } from './offer-icons.tsx';

export function OfferKindIcon({ kind }: { kind: OfferSummary['kind'] }) {
  return <span className="offer-kind">{kind === 'coupon' ? <CouponIcon /> : <PayIcon />}</span>;
}

export function OfferCard({ offer }: { offer: OfferSummary }) {
  const t = useT();
  const titleId = `offer-${offer.id}-title`;
  return (
    <article className="offer-card" aria-labelledby={titleId}>
      <div className="offer-card__top">
        <OfferKindIcon kind={offer.kind} />
        <div className="offer-card__heading">
          <h2 id={titleId} className="offer-card__title">
            {offer.title}
          </h2>
          <p className="offer-benefit">{benefitText(offer, t)}</p>
        </div>
      </div>
      {offer.demo ? <DemoLabel /> : null}
      <p className="offer-card__text">{offer.shortDescription}</p>
      {offer.code ? (
        <CodeBox code={offer.code} />
      ) : (
        <p className="offer-auto">
          <strong>{t('offers.payment.noCode')}</strong> · {paymentText(offer.paymentTypeIds, t)}
        </p>
      )}
      <div className="offer-card__foot">
        <p className="offer-card__valid">{validityText(offer, t)}</p>
        <Link to={offer.href} className="offer-card__more" aria-describedby={titleId}>
          {t('offers.viewDetails')}
        </Link>
      </div>
    </article>
  );
}
