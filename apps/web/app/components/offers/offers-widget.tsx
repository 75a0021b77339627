/**
 * The offers widget of the medicine and healthcare product pages (spec §2, §8–9): title 'Offers', two offers and
 * 'View All' / 'View Less' for up to five (only when there are more than two), and first the offer the address
 * names (`?offer_id=`) or a line saying it has ended. Each offer is a link to its page until the page is
 * interactive, then opens the 'Offer Details' drawer in place (decision 041). 'View All' is the browser's own
 * disclosure: it works before the scripts and needs none of its own.
 *
 * Loaded as a module of its own (offers-slot.tsx): the server renders it into the page, and the browser hydrates
 * it once its code has arrived, so it adds nothing to the medicine page's first-load script (decision 024).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/index.ts';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { ChevronRightIcon } from '../ui/icons.tsx';
import { DemoLabel } from './demo-label.tsx';
import { OfferKindIcon } from './offer-card.tsx';
import { benefitText, paymentText, type OfferSummary, type OffersWidgetView } from './offer-format.ts';

const OfferDrawer = lazy(() => import('./offer-drawer.tsx').then((m) => ({ default: m.OfferDrawer })));

/** The widget's collapsed size (spec §9: 2, up to 5 expanded). */
const SHOWN = 2;

function OfferRow({ offer, onOpen }: { offer: OfferSummary; onOpen: (offer: OfferSummary) => void }) {
  const t = useT();
  // The offers are the API's words, in English.
  const lang = useLocale() === 'en' ? undefined : 'en';
  return (
    <EnhancedLink href={offer.href} className="ofw-offer" onOpen={() => onOpen(offer)} aria-haspopup="dialog">
      <OfferKindIcon kind={offer.kind} />
      <span className="ofw-offer__text">
        <span className="ofw-offer__title" lang={lang}>
          {offer.title}
        </span>
        <span className="offer-benefit">{benefitText(offer, t)}</span>
        <span className="ofw-offer__meta">
          {offer.code ? (
            <span className="ofw-offer__code" lang="en">
              {offer.code}
            </span>
          ) : (
            <span className="ofw-offer__auto">{paymentText(offer.paymentTypeIds, t)}</span>
          )}
          {offer.demo ? <DemoLabel /> : null}
        </span>
      </span>
      <ChevronRightIcon size="sm" className="ofw-offer__go" />
    </EnhancedLink>
  );
}

export function OffersWidget({ view }: { view: OffersWidgetView }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [offer, setOffer] = useState<OfferSummary | null>(null);
  // The disclosure's own state shows the rest (CSS `:has`); once interactive a class does too, for browsers without `:has`.
  const [all, setAll] = useState(false);
  const show = (chosen: OfferSummary) => {
    setOffer(chosen);
    setOpen(true);
  };
  return (
    <section
      className={all ? 'pdp-card pdp-section ofw ofw--all' : 'pdp-card pdp-section ofw'}
      id="offers"
      aria-labelledby="offers-title"
      tabIndex={-1}
    >
      <h2 id="offers-title">{t('offers.widget.title')}</h2>
      {view.featuredEnded ? (
        <p className="ofw-ended">
          {t('offers.widget.ended')} <Link to="/offers">{t('offers.widget.endedLink')}</Link>
        </p>
      ) : null}
      {view.featured ? (
        <div className="ofw-featured">
          <p className="ofw-featured__label">{t('offers.widget.yours')}</p>
          <OfferRow offer={view.featured} onOpen={show} />
        </div>
      ) : null}
      {view.offers.length > 0 ? (
        <ul className="ofw-list">
          {view.offers.map((o, i) => (
            <li key={o.id} className={i < SHOWN ? undefined : 'ofw-list__more'}>
              <OfferRow offer={o} onOpen={show} />
            </li>
          ))}
        </ul>
      ) : null}
      {view.offers.length > SHOWN ? (
        <details className="ofw-toggle" onToggle={(event) => setAll(event.currentTarget.open)}>
          <summary>
            <span className="ofw-toggle__all">{t('offers.widget.viewAll')}</span>
            <span className="ofw-toggle__less">{t('offers.widget.viewLess')}</span>
          </summary>
        </details>
      ) : null}
      <Suspense fallback={null}>{offer ? <OfferDrawer open={open} onClose={() => setOpen(false)} offer={offer} /> : null}</Suspense>
    </section>
  );
}
