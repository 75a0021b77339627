import type { SearchItem } from '@dawa/contracts';
import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import { NoResultOffers } from '../components/search/no-result-offers.tsx';
import { ResultRow } from '../components/search/result-row.tsx';
import { FREQUENTLY_SEARCHED, searchUrl } from '../components/search/search-storage.ts';
import { SearchTrigger } from '../components/search/search-trigger.tsx';
import { CountTag } from '../components/ui/count-tag.tsx';
import { formatCount } from '../components/ui/format.ts';
import { BrandIcon, LayersIcon, MoleculeIcon } from '../components/ui/icons.tsx';
import { pageParam } from '../components/ui/letter-tabs.tsx';
import { Pager } from '../components/ui/pager.tsx';
import { localeFromPath, translate, useT, type MessageKey } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import type { Route } from './+types/search';
import '../components/search/search.css';
import '../components/search/search-results.css';
import '../styles/pages.css';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const page = Math.min(pageParam(url.searchParams.get('page')), 500);
  // Blank queries are ignored (spec §5): the page shows the search box instead.
  if (!q) return { q, result: null };
  const result = await api.searchPage(q, page, request);
  if (page > 1 && result.products.length === 0) throw data(null, { status: 404 });
  return { q, result };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'public, max-age=60, s-maxage=300' };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  const q = loaderData?.q ?? '';
  return [
    { title: q ? translate(locale, 'search.page.title', { q }) : translate(locale, 'search.page.titleEmpty') },
    { name: 'description', content: translate(locale, 'search.page.description') },
  ];
}

function EntityGroup({ title, items, icon }: { title: MessageKey; items: SearchItem[]; icon: ReactNode }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <div className="entity-group">
      <h2>{t(title)}</h2>
      <ul className="chips plain-list">
        {items.map((item) => (
          <li key={item.productId}>
            <Link to={item.url} className="chip">
              {icon}
              {item.name}
              <CountTag count={item.variantCount} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /search/all?q=: search results with paging, entity chips, typo-corrected heading and no-result offers. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, result } = loaderData;
  if (!result) {
    return (
      <div className="container">
        <header className="page-head">
          <h1>{t('search.page.heading')}</h1>
          <p>{t('search.page.empty')}</p>
          <div className="hero__search">
            <SearchTrigger placeholder={t('shell.searchDummy')} />
          </div>
        </header>
        <section className="section" aria-labelledby="frequent">
          <h2 id="frequent">{t('search.frequent')}</h2>
          <ul className="chips plain-list">
            {FREQUENTLY_SEARCHED.map((text) => (
              <li key={text}>
                <Link to={searchUrl(text)} className="chip">
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }
  const noResults = result.resultHeading === 'No results found for';
  const corrected = result.resultHeading === 'Showing results for';
  const resultsFor = result.total === 1 ? t('search.resultFor') : t('search.resultsFor', { count: formatCount(result.total) });
  return (
    <div className="container">
      <header className="page-head">
        <h1 className="search-title">
          {noResults ? t('search.noResults') : corrected ? t('search.showingResults') : resultsFor}{' '}
          <strong>“{noResults ? q : result.query}”</strong>
        </h1>
        {corrected ? (
          <p className="muted small">
            {resultsFor} “{result.query}”
          </p>
        ) : null}
        <div className="hero__search">
          <SearchTrigger placeholder={q} query={q} className="search-trigger--filled" />
        </div>
      </header>
      {noResults ? (
        <NoResultOffers offers={result} />
      ) : (
        <>
          <div className="entity-groups">
            <EntityGroup title="search.page.molecules" items={result.molecules} icon={<MoleculeIcon size="sm" />} />
            <EntityGroup title="search.page.brands" items={result.brands} icon={<BrandIcon size="sm" />} />
            <EntityGroup title="search.page.categories" items={result.categories} icon={<LayersIcon size="sm" />} />
          </div>
          <section aria-labelledby="medicines">
            <h2 id="medicines">{t('search.page.medicines')}</h2>
            <ul className="results-list">
              {result.products.map((item) => (
                <ResultRow key={item.productId} item={item} />
              ))}
            </ul>
            <Pager
              page={result.page}
              total={result.total}
              pageSize={result.pageSize}
              hrefFor={(p) => `${searchUrl(q)}${p > 1 ? `&page=${p}` : ''}`}
            />
          </section>
        </>
      )}
    </div>
  );
}
