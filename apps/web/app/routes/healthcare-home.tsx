/**
 * /health-care: the healthcare store's home, its top categories with their sub-categories, featured brands,
 * collections and, once interactive, what this browser viewed recently.
 */
import { Link } from 'react-router';
import { CategoryTiles } from '../components/healthcare/category-tiles.tsx';
import { RecentlyViewed } from '../components/healthcare/recently-viewed.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/healthcare-home';
import '../components/healthcare/healthcare.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ categories }, brands, collections] = await Promise.all([
    api.otcListings(request),
    api.otcFeaturedBrands(request).then(
      (b) => b.brands,
      () => [],
    ),
    api.otcCollections(request).then(
      (c) => c.collections,
      () => [],
    ),
  ]);
  return { categories, brands, collections, origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return [];
  const count = loaderData.categories.reduce((sum, c) => sum + c.productCount, 0);
  return [
    { title: translate(locale, 'otc.home.title') },
    { name: 'description', content: translate(locale, 'otc.home.description', { count: formatCount(count) }) },
    { tagName: 'link', rel: 'canonical', href: `${loaderData.origin}/health-care` },
  ];
}

export default function HealthcareHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, brands, collections } = loaderData;
  return (
    <div className="container hc-home">
      <header className="page-head">
        <Breadcrumbs items={[{ name: t('catalogue.home'), href: '/' }, { name: t('otc.crumb') }]} />
        <h1>{t('otc.home.heading')}</h1>
        <p>{t('otc.home.lead')}</p>
      </header>
      <section className="section" aria-labelledby="hc-categories">
        <h2 id="hc-categories">{t('otc.home.categories')}</h2>
        {categories.length > 0 ? <CategoryTiles categories={categories} /> : <p className="empty-state muted">{t('otc.home.empty')}</p>}
      </section>
      {collections.length > 0 ? (
        <section className="section" aria-labelledby="hc-collections">
          <h2 id="hc-collections">{t('otc.home.collections')}</h2>
          <ul className="hc-collections">
            {collections.map((c) => (
              <li key={c.id}>
                <Link to={c.url} className="hc-banner">
                  <strong>{c.title}</strong>
                  <span>{c.description}</span>
                  <span>{t(c.productCount === 1 ? 'otc.count.one' : 'otc.count.many', { count: formatCount(c.productCount) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {brands.length > 0 ? (
        <section className="section" aria-labelledby="hc-brands">
          <h2 id="hc-brands">{t('otc.home.brands')}</h2>
          <p className="muted">{t('otc.home.brandsNote')}</p>
          <ul className="hc-brands">
            {brands.map((b) => (
              <li key={b.id}>
                <Link to={b.url}>{b.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RecentlyViewed />
    </div>
  );
}
