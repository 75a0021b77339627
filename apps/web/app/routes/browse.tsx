import { cardOf } from '../components/catalogue/card-data.ts';
import { cardsOf, keptCards } from '../components/catalogue/kept-cards.ts';
import { ProductGrid } from '../components/catalogue/product-grid.tsx';
import { data, Link } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { LetterTabs, letterParam, pageParam, assertPageExists } from '../components/ui/letter-tabs.tsx';
import { Pager } from '../components/ui/pager.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api, ApiError } from '../lib/api.ts';
import type { Route } from './+types/browse';

type Filter = { letter: string | null; category: string | null };

/** Browse links keep the category; letter 'a' is the default when no category is chosen. */
function hrefFor({ letter, category }: Filter, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (letter) query.set('letter', letter);
  if (page > 1) query.set('page', String(page));
  return `/online-medicine-order/browse?${query.toString()}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rawCategory = (url.searchParams.get('category') ?? '').toLowerCase();
  const category = /^[a-z0-9-]{1,80}$/.test(rawCategory) ? rawCategory : null;
  // Within a category every letter is shown until one is picked; the plain A–Z list starts at A.
  const letter = url.searchParams.get('letter') || !category ? letterParam(url.searchParams.get('letter')) : null;
  const page = pageParam(url.searchParams.get('page'));
  const result = await api.browse(letter ?? undefined, page, request, category ?? undefined).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  assertPageExists(page, result.items);
  // The cards are a kept list: a document load sends the browser none of them (see keptCards).
  return { filter: { letter, category } satisfies Filter, ...result, items: keptCards(request, result.items.map(cardOf)) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return [];
  const letter = loaderData.filter.letter?.toUpperCase();
  const count = formatCount(loaderData.total);
  const page = loaderData.page;
  if (loaderData.category) {
    const category = loaderData.category.name;
    return [
      {
        title: translate(locale, letter ? 'catalogue.browse.categoryLetterTitle' : 'catalogue.browse.categoryTitle', {
          category,
          letter: letter ?? '',
          page,
        }),
      },
      { name: 'description', content: translate(locale, 'catalogue.browse.categoryDescription', { category, count }) },
    ];
  }
  return [
    { title: translate(locale, 'catalogue.browse.title', { letter: letter ?? 'A', page }) },
    { name: 'description', content: translate(locale, 'catalogue.browse.description', { letter: letter ?? 'A', count }) },
  ];
}

/** /online-medicine-order/browse?letter=&page=: every medicine, A to Z. */
export default function Browse({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filter, category, items, total, page, pageSize } = loaderData;
  const upper = filter.letter?.toUpperCase() ?? '';
  const heading = category ? category.name : t('catalogue.browse.heading');
  const crumbs = [
    { name: t('catalogue.home'), href: '/' },
    { name: t('shell.nav.medicine'), href: '/online-medicine-order' },
  ];
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumbs
          items={
            category
              ? [...crumbs, { name: t('catalogue.browse.heading'), href: '/online-medicine-order/browse' }, { name: heading }]
              : [...crumbs, { name: heading }]
          }
        />
        <h1>{heading}</h1>
        {category ? (
          <p>{t('catalogue.browse.categoryLead', { category: category.name, count: formatCount(category.productCount) })}</p>
        ) : null}
      </header>
      <LetterTabs current={filter.letter ?? ''} hrefFor={(letter) => hrefFor({ letter, category: filter.category })} />
      {category && filter.letter ? (
        <p className="small">
          <Link to={hrefFor({ letter: null, category: filter.category })}>
            {t('catalogue.browse.allLetters', { category: category.name })}
          </Link>
        </p>
      ) : null}
      <section className="section" aria-labelledby="list-heading">
        <div className="section-head">
          <h2 id="list-heading">
            {upper ? t('catalogue.browse.lettered', { letter: upper }) : t('catalogue.browse.allOf', { category: heading })}
          </h2>
          <span className="muted small">{t('catalogue.browse.total', { count: formatCount(total) })}</span>
        </div>
        {items.count ? (
          <ProductGrid products={cardsOf(items)} />
        ) : (
          <p className="empty-state muted">{t('catalogue.browse.empty', { letter: upper })}</p>
        )}
        <Pager page={page} total={total} pageSize={pageSize} hrefFor={(p) => hrefFor(filter, p)} />
      </section>
    </div>
  );
}
