import { ProductGrid } from '../components/catalogue/product-grid.tsx';
import { idFromSlug } from '@dawa/domain';
import { data, redirect } from 'react-router';
import { SearchTrigger } from '../components/search/search-trigger.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { pageParam } from '../components/ui/letter-tabs.tsx';
import { Pager } from '../components/ui/pager.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api, ApiError } from '../lib/api.ts';
import type { Route } from './+types/molecule';
import '../styles/pages.css';

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFromSlug(params.slugWithId);
  if (id === null) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get('page'));
  const detail = await api.molecule(id, page, request).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  // One address per molecule: an old or mistyped slug moves permanently to the canonical one.
  const canonical = `/molecules/${detail.molecule.slug}-${detail.molecule.id}`;
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  if (page > 1 && detail.products.items.length === 0) throw data(null, { status: 404 });
  return detail;
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return [];
  const { name, productCount } = loaderData.molecule;
  return [
    { title: translate(locale, 'catalogue.molecule.title', { name }) },
    { name: 'description', content: translate(locale, 'catalogue.molecule.description', { name, count: formatCount(productCount) }) },
  ];
}

/** /molecules/:slugWithId: a molecule, its common combinations and the medicines that contain it. */
export default function Molecule({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { molecule, products, relatedCombinations } = loaderData;
  const count = formatCount(molecule.productCount);
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumbs
          items={[
            { name: t('catalogue.home'), href: '/' },
            { name: t('shell.footer.molecules'), href: '/molecules' },
            { name: molecule.name },
          ]}
        />
        <h1>{molecule.name}</h1>
        <p>{t('catalogue.molecule.lead', { name: molecule.name, count })}</p>
        <div className="hero__search">
          <SearchTrigger placeholder={t('catalogue.molecule.search', { name: molecule.name })} query={molecule.name} />
        </div>
      </header>

      <section className="section" aria-labelledby="products">
        <div className="section-head">
          <h2 id="products">{t('catalogue.molecule.products', { name: molecule.name })}</h2>
          <span className="muted small">{t('catalogue.medicinesCount', { count: formatCount(products.total) })}</span>
        </div>
        <ProductGrid products={products.items} />
        <Pager
          page={products.page}
          total={products.total}
          pageSize={products.pageSize}
          hrefFor={(p) => `/molecules/${molecule.slug}-${molecule.id}${p > 1 ? `?page=${p}` : ''}`}
        />
      </section>

      {relatedCombinations.length ? (
        <section className="section surface" aria-labelledby="combinations">
          <h2 id="combinations">{t('catalogue.molecule.combinations', { name: molecule.name })}</h2>
          <ul className="combos">
            {relatedCombinations.map((combo) => (
              <li key={combo.composition}>
                <span>{combo.composition}</span>
                <span className="muted">{t('catalogue.medicinesCount', { count: formatCount(combo.productCount) })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
