import { ProductGrid } from '../components/catalogue/product-grid.tsx';
import type { PincodeDetails } from '@dawa/contracts';
import { slugify } from '@dawa/domain';
import { data, Link, redirect } from 'react-router';
import { SearchTrigger } from '../components/search/search-trigger.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { PinIcon, TruckIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT, type MessageKey } from '../i18n/index.ts';
import { api, ApiError } from '../lib/api.ts';
import type { Route } from './+types/local-landing';
import '../styles/pages.css';

const BASE = '/online-medicine-order/location';
const NEARBY_SHOWN = 24;

/** The canonical slug of a pincode's page: `<neighbourhood>-<city>-<pincode>`. */
const canonicalSlug = (d: Pick<PincodeDetails, 'pincode' | 'cityAttributes' | 'neighbourhoodAttributes'>) =>
  slugify(`${d.neighbourhoodAttributes.name} ${d.cityAttributes.name} ${d.pincode}`);

const promiseKey = (express: boolean): MessageKey => (express ? 'location.landing.express' : 'location.landing.standard');

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.slugWithPincode;
  const last = slug.slice(slug.lastIndexOf('-') + 1);
  if (!/^[1-9][0-9]{5}$/.test(last)) throw data(null, { status: 404 });
  const pincode = Number(last);

  let details: PincodeDetails;
  try {
    details = await api.pincode(pincode, request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { serviceable: false as const, pincode };
    throw error;
  }
  const canonical = canonicalSlug(details);
  if (slug !== canonical) throw redirect(`${BASE}/${canonical}${new URL(request.url).search}`, 301);

  // The page still stands without popular medicines or nearby pincodes.
  const [popular, nearby] = await Promise.all([
    api
      .home(request)
      .then((home) => home.popular)
      .catch(() => []),
    api
      .cityPincodes(details.cityAttributes.id, request)
      .then((city) => city.pincodeDetails.filter((p) => p.pincode !== pincode).slice(0, NEARBY_SHOWN))
      .catch(() => []),
  ]);
  return {
    serviceable: true as const,
    pincode,
    area: details.neighbourhoodAttributes.name,
    city: details.cityAttributes.name,
    express: details.neighbourhoodAttributes.isExpressAvailable,
    popular,
    nearby: nearby.map((p) => ({ pincode: p.pincode, area: p.neighbourhoodAttributes.name, slug: canonicalSlug(p) })),
  };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return [];
  if (!loaderData.serviceable)
    return [
      { title: translate(locale, 'location.unserviceable.title', { pincode: loaderData.pincode }) },
      { name: 'robots', content: 'noindex' },
    ];
  const vars = { area: loaderData.area, city: loaderData.city, pincode: loaderData.pincode };
  return [
    { title: translate(locale, 'location.landing.title', vars) },
    {
      name: 'description',
      content: translate(locale, 'location.landing.description', { ...vars, promise: translate(locale, promiseKey(loaderData.express)) }),
    },
  ];
}

/** /online-medicine-order/location/<neighbourhood>-<city>-<pincode>: the local landing page of a pincode (spec §2). */
export default function LocalLanding({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const crumbs = [
    { name: t('catalogue.home'), href: '/' },
    { name: t('location.crumb.cities'), href: '/online-medicine-order/browse/cities' },
  ];

  if (!loaderData.serviceable) {
    const { pincode } = loaderData;
    return (
      <div className="container">
        <header className="page-head">
          <Breadcrumbs items={[...crumbs, { name: String(pincode) }]} />
          <h1>{t('location.unserviceable.heading', { pincode })}</h1>
          <p>{t('location.unserviceable.text')}</p>
        </header>
        <p className="local-actions">
          <Link to="/location" className={buttonClass()}>
            <PinIcon size="sm" />
            {t('location.unserviceable.choose')}
          </Link>{' '}
          <Link to="/online-medicine-order/browse/cities" className={buttonClass('default', 'outlined')}>
            {t('location.landing.allCities')}
          </Link>
        </p>
      </div>
    );
  }

  const { pincode, area, city, express, popular, nearby } = loaderData;
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumbs items={[...crumbs, { name: `${area}, ${city} ${pincode}` }]} />
        <h1>{t('location.landing.heading', { area, city, pincode })}</h1>
        <p style={{ display: 'flex', alignItems: 'baseline', gap: '0.5rem' }}>
          <TruckIcon size="sm" />
          <span>
            {t(promiseKey(express))} <Link to="/location">{t('location.landing.changePincode')}</Link>
          </span>
        </p>
        <div className="hero__search" role="search" aria-label={t('location.landing.searchLabel')}>
          <SearchTrigger placeholder={t('location.landing.searchPlaceholder')} />
        </div>
      </header>

      {popular.length ? (
        <section className="section" aria-labelledby="popular">
          <div className="section-head">
            <h2 id="popular">{t('location.landing.popular')}</h2>
            <Link to="/online-medicine-order/browse">{t('catalogue.viewAll')}</Link>
          </div>
          <ProductGrid products={popular} rail />
        </section>
      ) : null}

      {nearby.length ? (
        <section className="section" aria-labelledby="nearby">
          <div className="section-head">
            <h2 id="nearby">{t('location.landing.nearby', { city })}</h2>
            <Link to="/online-medicine-order/browse/cities">{t('location.landing.allCities')}</Link>
          </div>
          <ul className="name-list">
            {nearby.map((p) => (
              <li key={p.pincode}>
                <Link to={`${BASE}/${p.slug}`}>
                  <span>{p.area}</span>
                  <span className="muted">{p.pincode}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
