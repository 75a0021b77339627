import { ProductGrid } from '../components/catalogue/product-grid.tsx';
import { KeptMarkupList } from '../components/catalogue/kept-markup.tsx';
import { MoleculeChips } from '../components/catalogue/molecule-chips.tsx';
import { CategoryStrip } from '../components/healthcare/category-tiles.tsx';
import { otcCardOf } from '../components/catalogue/card-data.ts';
import type { OtcRecommendations } from '@dawa/contracts';
import { Link } from 'react-router';
import { SearchTrigger } from '../components/search/search-trigger.tsx';
import { CheckIcon } from '../components/ui/icons.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { CategoryDrawing } from '../components/ui/pack-image.tsx';
import { localeFromPath, translate, useLocale, useT } from '../i18n/index.ts';
import { api, call } from '../lib/api.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/home';
import '../styles/pages.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  // The healthcare strip and rail are welcome, not needed: without their calls the page shows the medicines alone.
  const [home, healthCategories, healthRail] = await Promise.all([
    api.home(request),
    api.otcListings(request).then(
      ({ categories }) => categories.map(({ id, name, slug, url, subtitle }) => ({ id, name, slug, url, subtitle })),
      () => [],
    ),
    call<OtcRecommendations>({ method: 'GET', path: '/otc/recommendations/pdp?touchpoint=home&widget=home_healthcare_rail' }, request).then(
      ({ heading, products }) => ({ heading, products: products.map(otcCardOf) }),
      () => null,
    ),
  ]);
  return { ...home, healthCategories, healthRail, origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  const products = formatCount(loaderData?.counts.products ?? 0);
  return [
    { title: translate(locale, 'catalogue.home.title') },
    { name: 'description', content: translate(locale, 'catalogue.home.description', { products }) },
    // The home page in English at / and in Hindi at /hi.
    ...(loaderData
      ? [
          { tagName: 'link', rel: 'canonical', href: `${loaderData.origin}${locale === 'hi' ? '/hi' : '/'}` },
          { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: `${loaderData.origin}/` },
          { tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: `${loaderData.origin}/hi` },
        ]
      : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { popular, categories, molecules, counts, healthCategories, healthRail } = loaderData;
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <h1>{t('catalogue.home.heading')}</h1>
            <p className="hero__lead">{t('catalogue.home.lead')}</p>
            <div className="hero__search">
              <SearchTrigger placeholder={t('shell.searchDummy')} />
            </div>
            <ul className="hero__promises">
              {(['catalogue.home.promiseReturns', 'catalogue.home.promiseDelivery', 'catalogue.home.promiseUnit'] as const).map((key) => (
                <li key={key}>
                  <CheckIcon size="sm" />
                  {t(key)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="visually-hidden">{t('catalogue.home.numbers')}</h2>
            <ul className="hero-stats">
              <li>
                <strong>{formatCount(counts.products)}</strong> <span>{t('catalogue.stat.products')}</span>
              </li>
              <li>
                <strong>{formatCount(counts.molecules)}</strong> <span>{t('catalogue.stat.molecules')}</span>
              </li>
              <li>
                <strong>{formatCount(counts.manufacturers)}</strong> <span>{t('catalogue.stat.manufacturers')}</span>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <div className="container">
        <section className="section" aria-labelledby="popular">
          <div className="section-head">
            <h2 id="popular">{t('catalogue.home.popular')}</h2>
            <Link to="/online-medicine-order/browse">{t('catalogue.viewAll')}</Link>
          </div>
          <ProductGrid products={popular} rail />
        </section>

        <section className="section" aria-labelledby="categories">
          <h2 id="categories">{t('catalogue.home.categories')}</h2>
          <KeptMarkupList className="tiles" source={categories}>
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`/online-medicine-order/browse?category=${encodeURIComponent(category.slug)}`}
                  className="tile"
                  data-discover="true"
                >
                  <CategoryDrawing category={category} size={72} />
                  <strong>{category.name}</strong>
                  <span>{t('catalogue.medicinesCount', { count: formatCount(category.productCount) })}</span>
                </a>
              </li>
            ))}
          </KeptMarkupList>
        </section>

        {healthCategories.length > 0 ? (
          <section className="section" aria-labelledby="health-categories">
            <div className="section-head">
              <h2 id="health-categories">{t('otc.home.strip')}</h2>
              <Link to="/health-care">{t('catalogue.viewAll')}</Link>
            </div>
            <CategoryStrip categories={healthCategories} />
          </section>
        ) : null}

        {healthRail && healthRail.products.length > 0 ? (
          <section className="section" aria-labelledby="health-rail">
            <div className="section-head">
              <h2 id="health-rail" lang={locale === 'hi' ? 'en' : undefined}>
                {healthRail.heading}
              </h2>
              <Link to="/health-care/health-wellness">{t('catalogue.viewAll')}</Link>
            </div>
            <ProductGrid products={healthRail.products} rail />
          </section>
        ) : null}

        <section className="section" aria-labelledby="molecules">
          <div className="section-head">
            <h2 id="molecules">{t('catalogue.home.molecules')}</h2>
            <Link to="/molecules">{t('catalogue.viewAll')}</Link>
          </div>
          <MoleculeChips molecules={molecules} />
        </section>
      </div>
    </>
  );
}
