import { Link } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { LetterTabs, letterPageHref, letterPageOf, assertPageExists } from '../components/ui/letter-tabs.tsx';
import { Pager } from '../components/ui/pager.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import type { Route } from './+types/browse-areas';

const PATH = '/online-medicine-order/browse/areas';
const hrefFor = letterPageHref(PATH);

export async function loader({ request }: Route.LoaderArgs) {
  const { letter, page } = letterPageOf(request);
  const result = await api.areas(letter, page, request);
  assertPageExists(page, result.items);
  return { letter, ...result };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  const letter = (loaderData?.letter ?? 'a').toUpperCase();
  return [
    { title: translate(locale, 'location.areas.title', { letter }) },
    { name: 'description', content: translate(locale, 'location.areas.description', { letter }) },
  ];
}

/** /online-medicine-order/browse/areas?letter=&page=: neighbourhoods A to Z with pincode and city, each linking to its local page. */
export default function BrowseAreas({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { letter, items, total, page, pageSize } = loaderData;
  const upper = letter.toUpperCase();
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumbs
          items={[
            { name: t('catalogue.home'), href: '/' },
            { name: t('location.crumb.cities'), href: '/online-medicine-order/browse/cities' },
            { name: t('location.crumb.areas') },
          ]}
        />
        <h1>{t('location.areas.heading')}</h1>
        <p>{t('location.areas.lead')}</p>
        <p>
          <Link to="/online-medicine-order/browse/cities">{t('location.switchToCities')}</Link>
        </p>
      </header>
      <LetterTabs current={letter} hrefFor={(l) => hrefFor(l)} />
      <section className="section" aria-labelledby="letter-heading">
        <div className="section-head">
          <h2 id="letter-heading">{t('location.areas.lettered', { letter: upper })}</h2>
          <span className="muted small">{t('location.areas.total', { count: formatCount(total) })}</span>
        </div>
        {items.length ? (
          <ul className="name-list">
            {items.map((area) => (
              <li key={`${area.name}-${area.pincode}`}>
                <Link to={`/online-medicine-order/location/${area.landingSlug}`}>
                  <span>{area.name}</span>
                  <span className="muted">
                    {area.city.name} {area.pincode}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state muted">{t('location.areas.empty', { letter: upper })}</p>
        )}
        <Pager page={page} total={total} pageSize={pageSize} hrefFor={(p) => hrefFor(letter, p)} />
      </section>
    </div>
  );
}
