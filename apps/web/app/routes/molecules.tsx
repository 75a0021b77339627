import { Link } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatCount, PUBLIC_CACHE } from '../components/ui/format.ts';
import { LetterTabs, letterPageHref, letterPageOf, assertPageExists } from '../components/ui/letter-tabs.tsx';
import { Pager } from '../components/ui/pager.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import type { Route } from './+types/molecules';

const hrefFor = letterPageHref('/molecules');

export async function loader({ request }: Route.LoaderArgs) {
  const { letter, page } = letterPageOf(request);
  const result = await api.molecules(letter, page, request);
  assertPageExists(page, result.items);
  return { letter, ...result };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  const letter = (loaderData?.letter ?? 'a').toUpperCase();
  return [
    { title: translate(locale, 'catalogue.molecules.title', { letter }) },
    {
      name: 'description',
      content: translate(locale, 'catalogue.molecules.description', { letter, count: formatCount(loaderData?.total ?? 0) }),
    },
  ];
}

/** /molecules?letter=&page=: active ingredients A to Z with their medicine counts. */
export default function Molecules({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { letter, items, total, page, pageSize } = loaderData;
  const upper = letter.toUpperCase();
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumbs items={[{ name: t('catalogue.home'), href: '/' }, { name: t('shell.footer.molecules') }]} />
        <h1>{t('catalogue.molecules.heading')}</h1>
        <p>{t('catalogue.molecules.lead')}</p>
      </header>
      <LetterTabs current={letter} hrefFor={(l) => hrefFor(l)} />
      <section className="section" aria-labelledby="letter-heading">
        <div className="section-head">
          <h2 id="letter-heading">{t('catalogue.molecules.lettered', { letter: upper })}</h2>
          <span className="muted small">{t('catalogue.molecules.total', { count: formatCount(total) })}</span>
        </div>
        {items.length ? (
          <ul className="name-list">
            {items.map((molecule) => (
              <li key={molecule.id}>
                <Link to={molecule.url}>
                  <span>{molecule.name}</span>
                  <span className="muted">
                    {molecule.productCount === 1
                      ? t('catalogue.medicineCount')
                      : t('catalogue.medicinesCount', { count: formatCount(molecule.productCount) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state muted">{t('catalogue.molecules.empty', { letter: upper })}</p>
        )}
        <Pager page={page} total={total} pageSize={pageSize} hrefFor={(p) => hrefFor(letter, p)} />
      </section>
    </div>
  );
}
