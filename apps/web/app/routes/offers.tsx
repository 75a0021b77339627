/**
 * /offers: the live offers by vertical (storefront §2), one tab each for medicines, healthcare and lab tests. The
 * tabs are links (`?tab=`), so they work before the page is interactive; every card has the offer's code to copy
 * and a link to its own page. The seeded offers are demonstration data and say so.
 */
import { Link, useRouteError } from 'react-router';
import { OfferCard } from '../components/offers/offer-card.tsx';
import { OFFER_TABS, OFFER_TAG_OF, offerTabOf, summaryOf, tabHref, tabLabelKey, type OfferTab } from '../components/offers/offer-format.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { InfoIcon } from '../components/ui/icons.tsx';
import { translate, useT } from '../i18n/index.ts';
import { offersApi } from '../lib/api-offers.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/offers';
import '../components/offers/offer-badges.css';
import '../components/offers/offer-parts.css';
import '../components/offers/offers-page.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = offerTabOf(new URL(request.url).searchParams.get('tab'));
  const { active } = await offersApi.active(OFFER_TAG_OF[tab], request);
  return { tab, offers: active.map(summaryOf), origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: translate('en', 'offers.meta.title') }];
  return [
    { title: translate('en', 'offers.meta.title') },
    { name: 'description', content: translate('en', 'offers.meta.description') },
    { tagName: 'link', rel: 'canonical', href: `${loaderData.origin}${tabHref(loaderData.tab)}` },
  ];
}

function Tabs({ current }: { current: OfferTab }) {
  const t = useT();
  return (
    <nav className="offers-tabs" aria-label={t('offers.tabs')}>
      <ul>
        {OFFER_TABS.map((tab) => (
          <li key={tab}>
            <Link to={tabHref(tab)} className="offers-tabs__tab" aria-current={tab === current ? 'page' : undefined} preventScrollReset>
              {t(tabLabelKey(tab))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tab, offers } = loaderData;
  return (
    <div className="container offers-page">
      <header className="page-head">
        <Breadcrumbs items={[{ name: t('catalogue.home'), href: '/' }, { name: t('offers.title') }]} />
        <h1>{t('offers.title')}</h1>
        <p>{t('offers.lead')}</p>
      </header>
      <Tabs current={tab} />
      {offers.some((o) => o.demo) ? (
        <div className="notice offers-note" role="note">
          <InfoIcon size="sm" />
          <p>{t('offers.demoNote')}</p>
        </div>
      ) : null}
      {offers.length === 0 ? (
        <section className="offers-empty" aria-labelledby="offers-empty-title">
          <h2 id="offers-empty-title">{t('offers.empty.title')}</h2>
          <p>{t('offers.empty.text', { tab: t(tabLabelKey(tab)).toLowerCase() })}</p>
        </section>
      ) : (
        <ul className="offers-list" aria-label={t(tabLabelKey(tab))}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
