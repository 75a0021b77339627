/**
 * The 'Offer Details' drawer of the offers widget (spec §2): the offer's title, benefit and code with 'Copy Code',
 * until when it is valid, how to get it and its terms, and a link to its full page. The widget's data carries the
 * card's fields only; how to get it and the terms are asked for when the drawer opens (decision 056's way), and
 * kept for the next opening.
 */
import type { Offer } from '@dawa/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/index.ts';
import { offersApi } from '../../lib/api-offers.ts';
import { buttonClass } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { CodeBox } from './copy-code.tsx';
import { DemoLabel } from './demo-label.tsx';
import { OfferKindIcon } from './offer-card.tsx';
import { benefitText, paymentText, validityText, type OfferSummary } from './offer-format.ts';
import './offer-badges.css';
import './offer-parts.css';
import './offer-drawer.css';

type Details = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; detail: Offer['detail'] };

/** Details already fetched, by offer id, for as long as the page lives. */
const fetched = new Map<number, Offer['detail']>();

function useDetails(id: number, open: boolean): Details {
  const [answer, setAnswer] = useState<{ id: number; details: Details } | null>(null);
  useEffect(() => {
    if (!open || fetched.has(id)) return;
    let live = true;
    offersApi.details(id).then(
      (offer) => {
        fetched.set(id, offer.detail);
        if (live) setAnswer({ id, details: { state: 'loaded', detail: offer.detail } });
      },
      () => live && setAnswer({ id, details: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [id, open]);
  const known = fetched.get(id);
  if (known) return { state: 'loaded', detail: known };
  return answer?.id === id ? answer.details : { state: 'loading' };
}

function Lines({ id, title, lines, lang }: { id: string; title: string; lines: string[]; lang: string | undefined }) {
  if (lines.length === 0) return null;
  return (
    <section className="ofd-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul lang={lang}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

type Props = { open: boolean; onClose: () => void; offer: OfferSummary };

export function OfferDrawer({ open, onClose, offer }: Props) {
  const t = useT();
  const lang = useLocale() === 'en' ? undefined : 'en';
  const details = useDetails(offer.id, open);
  return (
    <Drawer open={open} onClose={onClose} title={t('offers.drawer.title')} sheetOnPhone>
      <div className="ofd">
        <div className="offer-card__top">
          <OfferKindIcon kind={offer.kind} />
          <div className="offer-card__heading">
            <p className="ofd-title" lang={lang}>
              {offer.title}
            </p>
            <p className="offer-benefit">{benefitText(offer, t)}</p>
          </div>
        </div>
        {offer.demo ? <DemoLabel /> : null}
        <p className="ofd-text" lang={lang}>
          {offer.shortDescription}
        </p>
        {offer.code ? (
          <CodeBox code={offer.code} confirm="inline" />
        ) : (
          <p className="offer-auto">
            <strong>{t('offers.payment.noCode')}</strong> · {paymentText(offer.paymentTypeIds, t)}
          </p>
        )}
        <p className="offer-card__valid">{validityText(offer, t)}</p>
        {details.state === 'loading' ? (
          <p className="ofd-wait" role="status">
            {t('offers.drawer.loading')}
          </p>
        ) : details.state === 'failed' ? (
          <p className="ofd-wait">{t('offers.drawer.failed')}</p>
        ) : (
          <>
            <Lines id="ofd-how" title={t('offers.section.howToGet')} lines={details.detail.howToGet} lang={lang} />
            <Lines id="ofd-terms" title={t('offers.section.terms')} lines={details.detail.termsAndConditions} lang={lang} />
          </>
        )}
        <Link to={offer.href} className={buttonClass('default', 'outlined', 'ofd-full')}>
          {t('offers.drawer.full')}
        </Link>
      </div>
    </Drawer>
  );
}
