import { ProductGrid } from '../components/catalogue/product-grid.tsx';
import { data, redirect } from 'react-router';
import { SEARCH_ENTITY } from '@dawa/contracts';
import { resolveBrand } from '../components/catalogue/brand-path.ts';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api, ApiError } from '../lib/api.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/brand';

/** `/variants/<name>-<id>`; a bare name moves permanently there (found through search), an unknown brand is a 404. */
export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const found = await resolveBrand(params.brandSlug, {
    bySlug: (slug) =>
      api.brand(slug, request).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
    slugsNamed: async (name) =>
      (await api.typeahead(name)).products.filter((item) => item.entityType === SEARCH_ENTITY.BRAND).map((item) => item.slug),
  });
  if (found.kind === 'missing') throw data(null, { status: 404 });
  if (found.kind === 'redirect') throw redirect(`${found.to}${url.search}`, 301);
  return { ...found.detail, origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const locale = localeFromPath(location.pathname);
  const { name, manufacturer, productCount } = loaderData.brand;
  return [
    { tagName: 'link', rel: 'canonical', href: `${loaderData.origin}/variants/${loaderData.brand.slug}` },
    { title: translate(locale, 'catalogue.brand.title', { name }) },
    {
      name: 'description',
      content: translate(locale, 'catalogue.brand.description', { name, manufacturer, count: formatCount(productCount) }),
    },
  ];
}

/** /variants/:brandSlug (name and id): every pack and strength of one consumer brand. */
export default function Brand({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { brand, products } = loaderData;
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumbs
          items={[
            { name: t('catalogue.home'), href: '/' },
            { name: t('catalogue.brand.crumb'), href: '/online-medicine-order' },
            { name: brand.name },
          ]}
        />
        <h1>{t('catalogue.brand.heading', { name: brand.name })}</h1>
        <p>{t('catalogue.brand.lead', { manufacturer: brand.manufacturer, count: formatCount(brand.productCount) })}</p>
      </header>
      <section className="section" aria-label={t('catalogue.brand.heading', { name: brand.name })}>
        <ProductGrid products={products} />
      </section>
    </div>
  );
}
