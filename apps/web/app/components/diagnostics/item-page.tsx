/**
 * A test's or a package's page: what it is called (the CGHS list's own name and code too), the byline, the price
 * for the shopper's city with 'Add to cart', the facts a booking needs (sample, fasting, report time), what it
 * measures, how to prepare, and the package's tests or the packages holding the test.
 */
import type { LabItemDetails } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { BookControl } from './book-control.tsx';
import { ItemByline } from './item-byline.tsx';
import type { BylineView } from './item-byline.server.ts';
import { LabCardList } from './lab-card.tsx';
import { fastingText, kindText, reportText, sampleText } from './lab-facts.ts';
import { LabPrice } from './lab-price.tsx';
import { PlaceNote } from './place-note.tsx';

export type ItemPageView = { details: LabItemDetails; byline: BylineView | null; chosen: boolean; inCart: boolean };

function Facts({ details }: { details: LabItemDetails }) {
  const t = useT();
  const { item } = details;
  const rows: Array<[string, string]> = [
    [t('diagnostics.fact.sample'), sampleText(t, item.sampleTypes)],
    [t('diagnostics.fact.fasting'), item.fastingHours === null ? t('diagnostics.sample.unknown') : fastingText(t, item.fastingHours)],
    [t('diagnostics.fact.report'), reportText(t, item.reportHours) ?? t('diagnostics.report.unknown')],
  ];
  if (details.cghsCode) rows.push([t('diagnostics.fact.code'), details.cghsCode]);
  return (
    <section aria-labelledby="lab-facts">
      <h2 id="lab-facts" className="visually-hidden">
        {t('diagnostics.item.facts')}
      </h2>
      <dl className="lab-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TextSection({ id, title, text }: { id: string; title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section className="lab-item__text" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
    </section>
  );
}

function BuyBox({ view }: { view: ItemPageView }) {
  const t = useT();
  const { item, place } = view.details;
  const reference = item.type === 'test' ? item.price.nonAccreditedPaise : null;
  return (
    <aside className="lab-buy" aria-labelledby="lab-buy-title">
      <h2 id="lab-buy-title" className="visually-hidden">
        {t('diagnostics.item.buy')}
      </h2>
      <LabPrice price={item.price} type={item.type} large />
      {reference ? (
        <p className="lab-buy__reference">
          {t('diagnostics.price.nonAccredited', { price: formatRupees(reference) })}
          <span>{t('diagnostics.price.nonAccreditedNote')}</span>
        </p>
      ) : null}
      <PlaceNote place={place} chosen={view.chosen} />
      <BookControl item={item} inCart={view.inCart} />
    </aside>
  );
}

export function LabItemPage({ view }: { view: ItemPageView }) {
  const t = useT();
  const { details, byline } = view;
  const { item } = details;
  return (
    <div className="container lab-page lab-item">
      <header className="page-head lab-item__head">
        <Breadcrumbs
          items={[{ name: t('catalogue.home'), href: '/' }, { name: t('diagnostics.crumb'), href: '/diagnostics' }, { name: item.name }]}
        />
        <p className="lab-card__kind">{kindText(t, item)}</p>
        <h1>{item.name}</h1>
        {details.officialName && details.officialName.toLowerCase() !== item.name.toLowerCase() ? (
          <p className="lab-item__official">
            {t('diagnostics.item.official')}: <span lang="en">{details.officialName}</span>
          </p>
        ) : null}
        {details.alsoKnownAs.length > 0 ? (
          <p className="lab-item__aka">
            {t('diagnostics.item.aka')}: {details.alsoKnownAs.join(', ')}
          </p>
        ) : null}
        {byline ? <ItemByline byline={byline} /> : null}
      </header>
      <BuyBox view={view} />
      <div className="lab-item__main">
        <Facts details={details} />
        <TextSection id="lab-measures" title={t('diagnostics.item.measures')} text={details.measures} />
        <TextSection id="lab-for" title={t('diagnostics.item.forWhom')} text={details.forWhom} />
        <TextSection id="lab-prep" title={t('diagnostics.item.preparation')} text={details.preparation} />
        {details.tests.length > 0 ? (
          <section className="lab-item__list" aria-labelledby="lab-tests">
            <h2 id="lab-tests">
              {t('diagnostics.item.tests')} ({details.tests.length})
            </h2>
            <LabCardList items={details.tests} />
          </section>
        ) : null}
        {details.inPackages.length > 0 ? (
          <section className="lab-item__list" aria-labelledby="lab-in">
            <h2 id="lab-in">{t('diagnostics.item.inPackages')}</h2>
            <LabCardList items={details.inPackages} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
