/**
 * A healthcare listing's page (a category, a brand's store or a collection): heading, introduction and banners,
 * sub-categories, the filter panel, the toolbar with the sort, the chosen filters and the products.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs.tsx';
import { formatCount } from '../ui/format.ts';
import { InfoIcon } from '../ui/icons.tsx';
import { translate, useT, type Translate } from '../../i18n/index.ts';
import { FilterPanel } from './filter-panel.tsx';
import type { ListingData } from './listing-data.ts';
import { ListingProducts } from './listing-products.tsx';
import { activeChips, hasFilters, listingSearch, sortValue, withoutAllFilters } from './listing-query.ts';
import { FilterChips, ListingToolbar } from './listing-toolbar.tsx';

const countText = (t: Translate, n: number) => (n === 1 ? t('otc.count.one') : t('otc.count.many', { count: formatCount(n) }));

/** The listing's title, description, canonical address and, for a filtered or refused view, noindex. */
export function listingMeta(
  loaderData: ListingData | undefined,
  pathname: string,
  locale: 'en' | 'hi',
  notFoundKey: Parameters<typeof translate>[1],
) {
  if (!loaderData) return [{ title: `${translate(locale, notFoundKey)} | ${translate(locale, 'brand.name')}` }];
  const name = loaderData.title;
  const { page, totalCount } = loaderData.listing;
  const canonical = `${loaderData.origin}${pathname}${page > 1 ? `?page=${page}` : ''}`;
  return [
    { title: translate(locale, page > 1 ? 'otc.listing.titlePage' : 'otc.listing.title', { name, page }) },
    {
      name: 'description',
      content: loaderData.intro ?? translate(locale, 'otc.listing.description', { name, count: formatCount(totalCount) }),
    },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // A filtered or refused address is one of many views of the same listing: followed, not indexed.
    ...(hasFilters(loaderData.query) || loaderData.refused ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

/** Home › Healthcare › the API's trail (category, sub-category; or the brand or collection), the last one being this page. */
function crumbsOf(t: Translate, trail: { name: string; url: string }[]): Crumb[] {
  const own = trail.filter((c) => c.url !== '/' && c.url !== '/health-care');
  return [
    { name: t('catalogue.home'), href: '/' },
    { name: t('otc.crumb'), href: '/health-care' },
    ...own.map((c) => ({ name: c.name, href: c.url })),
  ];
}

export function ListingView({ loaderData }: { loaderData: ListingData }) {
  const t = useT();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { listing, query, filters, sorters, refused, subCategories, search, title, intro, banners } = loaderData;
  const { pathname } = useLocation();
  const chips = activeChips(pathname, query, filters);
  const defaultSort = sorters[0] ? sortValue(sorters[0]) : undefined;
  const currentSort = query.sort
    ? `${query.sort}-${query.direction ?? sorters.find((s) => s.key === query.sort)?.direction ?? 'desc'}`
    : defaultSort;
  return (
    <div className="container hc-listing">
      <header className="page-head">
        <Breadcrumbs items={crumbsOf(t, listing.breadcrumb)} />
        <h1>{title}</h1>
        {intro ? <p className="hc-intro">{intro}</p> : null}
        <p>{countText(t, listing.totalCount)}</p>
      </header>
      {banners.length > 0 ? (
        <ul className="hc-banners">
          {banners.map((b) => (
            <li key={b.link + b.title}>
              <Link to={b.link} className="hc-banner">
                <strong>{b.title}</strong>
                <span>{b.subtitle}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {refused ? (
        <p className="notice" role="status">
          <InfoIcon size="sm" />
          <span>{t('otc.listing.badQuery', { message: refused })}</span>
        </p>
      ) : null}
      {subCategories.length > 0 ? (
        <nav className="hc-subnav" aria-label={t('otc.listing.subCategories', { name: title })}>
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
