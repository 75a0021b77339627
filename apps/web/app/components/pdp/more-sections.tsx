/** FAQ accordion, other products from this brand, trust markers, last-updated stamp and disclaimer. */
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/index.ts';
import { localisedPath } from '../legal/content-pages.ts';
import { ChevronDownIcon, InfoIcon, ReturnIcon, TruckIcon } from '../ui/icons.tsx';
import { formatCount } from '../ui/format.ts';
import { cardsMarkup } from '../catalogue/card-markup.ts';
import { KeptMarkupList } from '../catalogue/kept-markup.tsx';
import { ProductCard } from '../ui/product-card.tsx';
import { CalendarIcon, ShieldIcon } from './icons.tsx';
import type { PdpView } from './pdp-types.ts';
import { ReadMore } from './read-more.tsx';

export function FaqSection({ view }: { view: PdpView }) {
  const t = useT();
  if (view.faq.length === 0) return null;
  return (
    <section className="pdp-card pdp-section" id="faqs" aria-labelledby="faqs-title" tabIndex={-1}>
      <h2 id="faqs-title">{t('pdp.faq.title')}</h2>
      <div className="pdp-faq">
        {view.faq.map((f, i) => (
          <details key={f.question} open={i === 0}>
            <summary>
              <span>{f.question}</span>
              <ChevronDownIcon size="sm" className="pdp-faq__chevron" />
            </summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Spec §4: other variants show the first 5 until View All. */
const VARIANTS_COLLAPSED = 5;

export function BrandProducts({ view }: { view: PdpView }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const items = view.brandVariants;
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, VARIANTS_COLLAPSED);
  return (
    <section className="pdp-section" id="brand-products" aria-labelledby="brand-products-title" tabIndex={-1}>
      <div className="pdp-section__head">
        <h2 id="brand-products-title">{t('pdp.brand.title')}</h2>
        {items.length > VARIANTS_COLLAPSED ? (
          <button
            type="button"
            className="pdp-link-btn"
            aria-expanded={all}
            aria-controls="brand-products-list"
            onClick={() => setAll((a) => !a)}
          >
            {all ? t('pdp.viewLess') : t('pdp.viewAll')}
          </button>
        ) : null}
      </div>
      {/* The cards are static: kept as the server wrote them (one string, as a listing's) while the first five show. */}
      <KeptMarkupList
        className="pdp-grid"
        id="brand-products-list"
        source={all}
        serverMarkup={import.meta.env.SSR ? cardsMarkup(shown, t) : undefined}
      >
        {shown.map((p) => (
          <li key={p.productId}>
            <ProductCard product={p} />
          </li>
        ))}
      </KeptMarkupList>
    </section>
  );
}

export function TrustMarkers({ view }: { view: PdpView }) {
  const t = useT();
  const locale = useLocale();
  const days = view.facts.returnDays;
  const items = [
    { key: 'genuine', Icon: ShieldIcon, title: t('pdp.trust.genuine'), text: <>{t('pdp.trust.genuineText')}</> },
    ...(days !== null
      ? [
          {
            key: 'returns',
            Icon: ReturnIcon,
            title: t('pdp.trust.returns', { days }),
            text: <Link to={localisedPath('/return-policy', locale)}>{t('pdp.trust.returnsText')}</Link>,
          },
        ]
      : []),
    {
      key: 'delivery',
      Icon: TruckIcon,
      title: t('pdp.trust.delivery'),
      text: (
        <>
          {view.coverage
            ? t('pdp.trust.deliveryText', { cities: formatCount(view.coverage.cities), pincodes: formatCount(view.coverage.pincodes) })
            : t('pdp.trust.deliveryAcrossIndia')}
        </>
      ),
    },
  ];
  return (
    <section className="pdp-trust" aria-label={t('pdp.trust.label')}>
      <ul>
        {items.map(({ key, Icon, title, text }) => (
          <li key={key}>
            <span className="pdp-trust__icon">
              <Icon />
            </span>
            <span>
              <strong>{title}</strong>
              <span className="pdp-muted pdp-small">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PageNotes({ view }: { view: PdpView }) {
  const t = useT();
  const updated = view.facts.lastUpdated;
  return (
    <section className="pdp-notes" aria-label={t('pdp.disclaimer.title')}>
      {updated.text ? (
        <p className="pdp-notes__updated">
          <CalendarIcon size="sm" />
          <span>
            {t('pdp.lastUpdated')} <time dateTime={updated.iso}>{updated.text}</time>
          </span>
        </p>
      ) : null}
      <h2 className="pdp-notes__title">
        <InfoIcon size="sm" />
        {t('pdp.disclaimer.title')}
      </h2>
      <ReadMore text={t('pdp.disclaimer.text')} className="pdp-notes__text" />
    </section>
  );
}
