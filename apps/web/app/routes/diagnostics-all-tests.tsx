/**
 * /diagnostics/all-tests?letter=&page=&city=: every test A–Z, 30 a page, priced for the city the menu's link
 * names or the shopper's pincode. Letters and pages are links, so the list pages before hydration too.
 */
import { LAB_TESTS_PAGE_SIZE } from '@dawa/contracts';
import { data, useRouteError } from 'react-router';
import { LabCardList } from '../components/diagnostics/lab-card.tsx';
import { LabError } from '../components/diagnostics/lab-error.tsx';
import { allTestsHref, letterParam, placeName } from '../components/diagnostics/lab-facts.ts';
import { LabLetterBar } from '../components/diagnostics/lab-letter-bar.tsx';
import { labPricing } from '../components/diagnostics/lab-place.server.ts';
import { PlaceNote } from '../components/diagnostics/place-note.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { pageParam } from '../components/ui/letter-tabs.tsx';
import { Pager } from '../components/ui/pager.tsx';
import { localeFromPath, translate, useT, type Locale } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { labApi } from '../lib/api-diagnostics.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/diagnostics-all-tests';
import '../components/diagnostics/diagnostics.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const letter = letterParam(url.searchParams.get('letter'));
  const page = pageParam(url.searchParams.get('page'));
  const pricing = await labPricing(request);
  const list = await labApi.tests({ page, letter: letter ?? undefined, pincode: pricing.pincode }, request).catch((error: unknown) => {
    // A page number the API refuses (past its last page) is no page of ours.
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 404 });
    throw error;
  });
  if (page > 1 && list.tests.length === 0) throw data(null, { status: 404 });
  return { list, letter, pricing, origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

function pageTitle(locale: Locale, data: Awaited<ReturnType<typeof loader>>): string {
  const { list, letter, pricing } = data;
  const title = pricing.city
    ? translate(locale, 'diagnostics.all.titleCity', { city: placeName(list.place) })
    : letter
      ? translate(locale, 'diagnostics.all.titleLetter', { letter })
      : translate(locale, 'diagnostics.all.title');
  return list.page > 1 ? translate(locale, 'diagnostics.all.titlePage', { title, page: list.page }) : title;
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return [];
  const { list, letter, pricing, origin } = loaderData;
  return [
    { title: pageTitle(locale, loaderData) },
    { name: 'description', content: translate(locale, 'diagnostics.all.description', { count: formatCount(list.total) }) },
    { tagName: 'link', rel: 'canonical', href: `${origin}${allTestsHref({ letter, page: list.page, city: pricing.city })}` },
  ];
}

export default function DiagnosticsAllTests({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { list, letter, pricing } = loaderData;
  const city = pricing.city ? placeName(list.place) : null;
  const count = list.total === 1 ? t('diagnostics.all.countOne') : t('diagnostics.all.count', { count: formatCount(list.total) });
  return (
    <div className="container lab-page">
      <header className="page-head">
        <Breadcrumbs
          items={[
            { name: t('catalogue.home'), href: '/' },
            { name: t('diagnostics.crumb'), href: '/diagnostics' },
            { name: t('diagnostics.all.heading') },
          ]}
        />
        <h1>{city ? t('diagnostics.all.headingCity', { city }) : t('diagnostics.all.heading')}</h1>
        <p>{t('diagnostics.all.lead')}</p>
        <PlaceNote place={list.place} chosen={pricing.chosen} />
      </header>
      <LabLetterBar current={letter} city={pricing.city} />
      <section className="section" aria-labelledby="lab-list">
        <div className="section-head">
          <h2 id="lab-list">{letter ? t('diagnostics.all.listLetter', { letter }) : t('diagnostics.all.list')}</h2>
          <span className="muted small">{count}</span>
        </div>
        {list.tests.length > 0 ? (
          <LabCardList items={list.tests} />
        ) : (
          <p className="empty-state muted">{t('diagnostics.all.empty', { letter: letter ?? '' })}</p>
        )}
        <Pager
          page={list.page}
          total={list.total}
          pageSize={LAB_TESTS_PAGE_SIZE}
          hrefFor={(p) => allTestsHref({ letter, page: p, city: pricing.city })}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <LabError error={useRouteError()} />;
}
