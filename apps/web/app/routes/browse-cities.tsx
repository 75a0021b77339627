import { Link } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { LetterTabs, letterPageHref, letterPageOf, assertPageExists } from '../components/ui/letter-tabs.tsx';
import { Pager } from '../components/ui/pager.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import type { Route } from './+types/browse-cities';

const PATH = '/online-medicine-order/browse/cities';
const hrefFor = letterPageHref(PATH);

export async function loader({ request }: Route.LoaderArgs) {
  // Without a letter: every city A to Z.
  const { letter, page } = letterPageOf(request, '');
  const [result, allCities] = await Promise.all([
    api.cities(letter || undefined, page, request),
    letter ? api.cities(undefined, 1, request).then((all) => all.total) : null,
  ]);
  assertPageExists(page, result.items);
  return { letter, allCities: allCities ?? result.total, ...result };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  const letter = (loaderData?.letter ?? '').toUpperCase();
  const count = formatCount(loaderData?.allCities ?? 0);
  return [
    { title: letter ? translate(locale, 'location.cities.title', { letter }) : translate(locale, 'location.cities.allTitle') },
    {
      name: 'description',
      content: letter
        ? translate(locale, 'location.cities.description', { letter, count })
        : translate(locale, 'location.cities.allDescription', { count }),
    },
  ];
}

/** /online-medicine-order/browse/cities?letter=&page=: the cities we deliver to, A to Z, each linking to its local page. */
export default function BrowseCities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { letter, items, total, page, pageSize, allCities } = loaderData;
  const upper = letter.toUpperCase();
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumbs items={[{ name: t('catalogue.home'), href: '/' }, { name: t('location.crumb.cities') }]} />
        <h1>{t('location.cities.heading')}</h1>
        <p>{t('location.cities.lead', { count: formatCount(allCities) })}</p>
        <p>
          <Link to="/online-medicine-order/browse/areas">{t('location.switchToAreas')}</Link>
        </p>
      </header>
      <LetterTabs current={letter} hrefFor={(l) => hrefFor(l)} />
      <section className="section" aria-labelledby="letter-heading">
        <div className="section-head">
          <h2 id="letter-heading">{upper ? t('location.cities.lettered', { letter: upper }) : t('location.cities.allHeading')}</h2>
          <span className="muted small">{t('location.cities.total', { count: formatCount(total) })}</span>
        </div>
        {items.length ? (
          <ul className="name-list">
            {items.map((city) => (
              <li key={city.id}>
                <Link to={`/online-medicine-order/location/${city.landingSlug}`}>
                  <span>
                    {city.name}
                    <span className="muted">, {city.stateName}</span>
                  </span>
                  <span className="muted">
                    {city.pincodeCount === 1
                      ? t('location.pincodeCount')
                      : t('location.pincodesCount', { count: formatCount(city.pincodeCount) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state muted">{t('location.cities.empty', { letter: upper })}</p>
        )}
        <Pager page={page} total={total} pageSize={pageSize} hrefFor={(p) => hrefFor(letter, p)} />
      </section>
    </div>
  );
}
