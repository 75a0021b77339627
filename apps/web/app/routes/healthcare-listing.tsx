/**
 * A healthcare category or sub-category: /health-care/:category and /health-care/:category/:subCategory, with
 * the filters and sort in the address (?brand=12,40&price=100-250&sort=price&direction=asc&page=2).
 */
import { useState } from 'react';
import { data, Link, redirect, useLocation, useRouteError, type HeadersFunction } from 'react-router';
import { FilterPanel } from '../components/healthcare/filter-panel.tsx';
import { HealthcareError } from '../components/healthcare/healthcare-error.tsx';
import { listingData, scopeOf } from '../components/healthcare/listing-data.server.ts';
import { ListingProducts } from '../components/healthcare/listing-products.tsx';
import { activeChips, hasFilters, listingSearch, sortValue, withoutAllFilters } from '../components/healthcare/listing-query.ts';
import { FilterChips, ListingToolbar } from '../components/healthcare/listing-toolbar.tsx';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { InfoIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT, type Translate } from '../i18n/index.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/healthcare-listing';
import '../components/healthcare/healthcare.css';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const scope = scopeOf(params);
  if (!scope) {
    // A slug typed in capitals is the same category: one address for it.
    const lower = scopeOf({ category: params.category?.toLowerCase(), subCategory: params.subCategory?.toLowerCase() });
    if (lower)
      throw redirect(
        `/health-care/${lower.category}${lower.subCategory ? `/${lower.subCategory}` : ''}${new URL(request.url).search}`,
        301,
      );
    throw data(null, { status: 404 });
  }
  return data(await listingData(request, scope, publicOrigin(context)), { headers: { 'Cache-Control': PUBLIC_CACHE } });
}

/** Only a page that loaded passes its loader's Cache-Control on; errors carry none. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const h = new Headers();
  const cache = loaderHeaders.get('Cache-Control');
  if (cache && !errorHeaders) h.set('Cache-Control', cache);
  return h;
};

const countText = (t: Translate, n: number) => (n === 1 ? t('otc.count.one') : t('otc.count.many', { count: formatCount(n) }));

function nameOf(loaderData: Route.ComponentProps['loaderData']): string {
  const { listing } = loaderData;
  return listing.category?.name ?? listing.breadcrumb.at(-1)?.name ?? loaderData.scope.category;
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return [{ title: `${translate(locale, 'otc.notFound.categoryTitle')} | ${translate(locale, 'brand.name')}` }];
  const name = nameOf(loaderData);
  const { page, totalCount } = loaderData.listing;
  const canonical = `${loaderData.origin}${location.pathname}${page > 1 ? `?page=${page}` : ''}`;
  return [
    { title: translate(locale, page > 1 ? 'otc.listing.titlePage' : 'otc.listing.title', { name, page }) },
    { name: 'description', content: translate(locale, 'otc.listing.description', { name, count: formatCount(totalCount) }) },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // A filtered or refused address is one of many views of the same category: followed, not indexed.
    ...(hasFilters(loaderData.query) || loaderData.refused ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

/** Home › Healthcare › the API's trail (category, sub-category), the last one being this page. */
function crumbsOf(t: Translate, trail: { name: string; url: string }[]): Crumb[] {
  const own = trail.filter((c) => c.url !== '/' && c.url !== '/health-care');
  return [
    { name: t('catalogue.home'), href: '/' },
    { name: t('otc.crumb'), href: '/health-care' },
    ...own.map((c) => ({ name: c.name, href: c.url })),
  ];
}

export default function HealthcareListing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { listing, query, filters, sorters, refused, subCategories, search } = loaderData;
  const { pathname } = useLocation();
  const name = nameOf(loaderData);
  const chips = activeChips(pathname, query, filters);
  const defaultSort = sorters[0] ? sortValue(sorters[0]) : undefined;
  const currentSort = query.sort
    ? `${query.sort}-${query.direction ?? sorters.find((s) => s.key === query.sort)?.direction ?? 'desc'}`
    : defaultSort;
  return (
    <div className="container hc-listing">
      <header className="page-head">
        <Breadcrumbs items={crumbsOf(t, listing.breadcrumb)} />
        <h1>{name}</h1>
        <p>{countText(t, listing.totalCount)}</p>
      </header>
      {refused ? (
        <p className="notice" role="status">
          <InfoIcon size="sm" />
          <span>{t('otc.listing.badQuery', { message: refused })}</span>
        </p>
      ) : null}
      {subCategories.length > 0 ? (
        <nav className="hc-subnav" aria-label={t('otc.listing.subCategories', { name })}>
          <ul>
            {subCategories.map((sub) => (
              <li key={sub.url}>
                <Link to={sub.url}>{sub.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="hc-layout">
        <FilterPanel
          key={pathname}
          pathname={pathname}
          search={search}
          query={query}
          filters={filters}
          defaultSort={defaultSort}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
        />
        <section id="hc-results" className="hc-results" aria-labelledby="hc-results-title">
          <h2 id="hc-results-title" className="visually-hidden">
            {t('otc.listing.products')}
          </h2>
          <ListingToolbar
            pathname={pathname}
            sorters={sorters}
            current={currentSort ?? ''}
            chosenCount={chips.length}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          <FilterChips chips={chips} clearHref={pathname + listingSearch(withoutAllFilters(query))} />
          <ListingProducts key={pathname + search} pathname={pathname} data={loaderData} />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <HealthcareError error={useRouteError()} what="category" />;
}
