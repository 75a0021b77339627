/**
 * /diagnostics (and `?city=<slug>` from the Lab Tests menu and the city chips): search, popular tests, health
 * packages, how home collection works, the certified labs and the service cities, priced for the shopper's city.
 */
import { formatRupees } from '@dawa/domain';
import { Link, useRouteError } from 'react-router';
import { LabCardList } from '../components/diagnostics/lab-card.tsx';
import { LabError } from '../components/diagnostics/lab-error.tsx';
import { placeName } from '../components/diagnostics/lab-facts.ts';
import { labPricing } from '../components/diagnostics/lab-place.server.ts';
import { LabSearchForm } from '../components/diagnostics/lab-search-form.tsx';
import { LabCities, LabHowItWorks, LabWhy } from '../components/diagnostics/home-sections.tsx';
import { cityHref, PlaceNote } from '../components/diagnostics/place-note.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { labApi } from '../lib/api-diagnostics.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/diagnostics-home';
import '../styles/pages.css';
import '../components/diagnostics/diagnostics.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const pricing = await labPricing(request);
  const home = await labApi.home(pricing.pincode, request);
  return { home, pricing, origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return [];
  const { home, pricing, origin } = loaderData;
  const city = pricing.city ? placeName(home.place) : null;
  return [
    { title: city ? translate(locale, 'diagnostics.home.titleCity', { city }) : translate(locale, 'diagnostics.home.title') },
    {
      name: 'description',
      content: translate(locale, 'diagnostics.home.description', {
        count: formatCount(home.testCount),
        cities: formatCount(home.serviceCities.length),
      }),
    },
    { tagName: 'link', rel: 'canonical', href: `${origin}${pricing.city ? cityHref(pricing.city) : '/diagnostics'}` },
  ];
}

export default function DiagnosticsHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { home, pricing } = loaderData;
  const city = pricing.city ? placeName(home.place) : null;
  return (
    <>
      <section className="hero lab-hero">
        <div className="container hero__grid">
          <div>
            <Breadcrumbs items={[{ name: t('catalogue.home'), href: '/' }, { name: t('diagnostics.crumb') }]} />
            <h1>{city ? t('diagnostics.home.headingCity', { city }) : t('diagnostics.home.heading')}</h1>
            <p className="hero__lead">{t('diagnostics.home.lead')}</p>
            <LabSearchForm />
            <PlaceNote place={home.place} cities={home.serviceCities} chosen={pricing.chosen} />
          </div>
          <div>
            <h2 className="visually-hidden">{t('diagnostics.home.numbers')}</h2>
            <ul className="hero-stats">
              <li>
                <strong>{formatCount(home.testCount)}</strong> <span>{t('diagnostics.home.statTests')}</span>
              </li>
              <li>
                <strong>{formatCount(home.labCount)}</strong> <span>{t('diagnostics.home.statLabs')}</span>
              </li>
              <li>
                <strong>{formatCount(home.serviceCities.length)}</strong> <span>{t('diagnostics.home.statCities')}</span>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <div className="container lab-page">
        <section className="section" aria-labelledby="lab-popular">
          <div className="section-head">
            <h2 id="lab-popular">{t('diagnostics.home.popular')}</h2>
            <Link to="/diagnostics/all-tests">{t('diagnostics.home.allTests')}</Link>
          </div>
          {home.popularTests.length > 0 ? (
            <LabCardList items={home.popularTests} rail />
          ) : (
            <p className="empty-state muted">{t('diagnostics.home.empty')}</p>
          )}
        </section>

        {home.packages.length > 0 ? (
          <section className="section" id="packages" aria-labelledby="lab-packages">
            <h2 id="lab-packages">{t('diagnostics.home.packages')}</h2>
            <LabCardList items={home.packages} />
          </section>
        ) : null}

        <LabHowItWorks />
        <LabWhy fee={formatRupees(home.collection.feePaise)} free={formatRupees(home.collection.freeFromPaise)} />

        <section className="section lab-teaser" aria-labelledby="lab-labs">
          <h2 id="lab-labs">{t('diagnostics.home.labs')}</h2>
          <p>{t('diagnostics.home.labsText')}</p>
          <Link to="/diagnostics/certified-labs">{t('diagnostics.home.labsLink')}</Link>
        </section>

        <LabCities cities={home.serviceCities} current={pricing.city} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <LabError error={useRouteError()} />;
}
