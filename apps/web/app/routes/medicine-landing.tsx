import { ProductGrid } from '../components/catalogue/product-grid.tsx';
import { MoleculeChips } from '../components/catalogue/molecule-chips.tsx';
import { Link } from 'react-router';
import { SearchTrigger } from '../components/search/search-trigger.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { LETTERS } from '../components/ui/letter-tabs.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import type { Route } from './+types/medicine-landing';
import '../styles/pages.css';

export async function loader({ request }: Route.LoaderArgs) {
  return api.home(request);
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  const products = formatCount(loaderData?.counts.products ?? 0);
  return [
    { title: translate(locale, 'catalogue.landing.title') },
    { name: 'description', content: translate(locale, 'catalogue.landing.description', { products }) },
  ];
}

/** /online-medicine-order: the medicine landing page. */
export default function MedicineLanding({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { popular, molecules } = loaderData;
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumbs items={[{ name: t('catalogue.home'), href: '/' }, { name: t('shell.nav.medicine') }]} />
        <h1>{t('catalogue.landing.heading')}</h1>
        <p>{t('catalogue.landing.lead')}</p>
        <div className="hero__search">
          <SearchTrigger placeholder={t('shell.searchDummy')} />
        </div>
      </header>

      <section className="section" aria-labelledby="az">
        <h2 id="az">{t('catalogue.landing.az')}</h2>
        <nav aria-labelledby="az">
          <div className="letter-tabs">
            {LETTERS.map((letter) => (
              <Link key={letter} to={`/online-medicine-order/browse?letter=${letter}`}>
                {letter.toUpperCase()}
              </Link>
            ))}
          </div>
        </nav>
      </section>

      <section className="section" aria-labelledby="popular">
        <h2 id="popular">{t('catalogue.home.popular')}</h2>
        <ProductGrid products={popular} />
      </section>

      <section className="section" aria-labelledby="by-molecule">
        <div className="section-head">
          <h2 id="by-molecule">{t('catalogue.landing.byMolecule')}</h2>
          <Link to="/molecules">{t('catalogue.viewAll')}</Link>
        </div>
        <MoleculeChips molecules={molecules} />
      </section>
    </div>
  );
}
