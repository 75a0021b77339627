/**
 * /diagnostics/search/all?q=: tests and packages matching the words, as cards priced for the shopper's city. A
 * blank query asks for words; a query nothing matches says so and points to the A–Z list.
 */
import type { LabSearchResult } from '@dawa/contracts';
import { Link, useRouteError } from 'react-router';
import { LabCardList } from '../components/diagnostics/lab-card.tsx';
import { LabError } from '../components/diagnostics/lab-error.tsx';
import { labPricing } from '../components/diagnostics/lab-place.server.ts';
import { LabSearchForm } from '../components/diagnostics/lab-search-form.tsx';
import { PlaceNote } from '../components/diagnostics/place-note.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount } from '../components/ui/format.ts';
import { SearchIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { labApi } from '../lib/api-diagnostics.ts';
import type { Route } from './+types/diagnostics-search';
import '../components/diagnostics/diagnostics.css';

export async function loader({ request }: Route.LoaderArgs) {
  // The API takes at most 100 characters; longer words are cut rather than refused.
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100).trim();
  const pricing = await labPricing(request);
  const result: LabSearchResult | null = q ? await labApi.search(q, pricing.pincode, request) : null;
  return { q, result, pricing };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'public, max-age=60, s-maxage=300' };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  const q = loaderData?.q ?? '';
  return [
    { title: q ? translate(locale, 'diagnostics.results.title', { q }) : translate(locale, 'diagnostics.results.titleEmpty') },
    { name: 'description', content: translate(locale, 'diagnostics.results.description') },
    // Result pages are for shoppers, not for search engines to keep.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

function NoResults({ q }: { q: string }) {
  const t = useT();
  return (
    <div className="empty-state lab-empty">
      <SearchIcon size="lg" />
      <p>
        <strong>{q ? t('diagnostics.results.none', { q }) : t('diagnostics.results.emptyQuery')}</strong>
      </p>
      {q ? <p>{t('diagnostics.results.noneHint')}</p> : null}
      <p>
        <Link to="/diagnostics/all-tests">{t('diagnostics.home.allTests')}</Link>
      </p>
    </div>
  );
}

export default function DiagnosticsSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, result, pricing } = loaderData;
  const items = result?.items ?? [];
  return (
    <div className="container lab-page">
      <header className="page-head">
        <Breadcrumbs
          items={[
            { name: t('catalogue.home'), href: '/' },
            { name: t('diagnostics.crumb'), href: '/diagnostics' },
            { name: t('diagnostics.results.heading') },
          ]}
        />
        <h1>{q ? t('diagnostics.results.for', { q }) : t('diagnostics.results.heading')}</h1>
        <LabSearchForm q={q} />
        {result ? <PlaceNote place={result.place} chosen={pricing.chosen} /> : null}
      </header>
      <section className="section" aria-labelledby="lab-results" aria-live="polite">
        <h2 id="lab-results" className={items.length ? 'lab-count' : 'visually-hidden'}>
          {items.length === 1 ? t('diagnostics.results.countOne') : t('diagnostics.results.count', { count: formatCount(items.length) })}
        </h2>
        {items.length > 0 ? <LabCardList items={items} /> : <NoResults q={q} />}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <LabError error={useRouteError()} />;
}
