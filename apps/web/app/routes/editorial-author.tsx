/**
 * /legal/editorial-policy/:slugWithId (and its Hindi twin): one member of the editorial team. The team are
 * demo profiles, and the page says so before anything else.
 */
import { idFromSlug } from '@dawa/domain';
import { data, Link, redirect } from 'react-router';
import { localisedPath, splitLocale } from '../components/legal/content-pages.ts';
import { contentMeta } from '../components/legal/content-meta.ts';
import { authorById } from '../components/legal/legal-content.server.ts';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { translate, useT } from '../i18n/index.ts';
import type { Route } from './+types/editorial-author';
import '../components/legal/legal.css';
import { publicOrigin } from '../lib/public-origin.ts';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { locale } = splitLocale(url.pathname);
  const id = idFromSlug(params.slugWithId);
  const author = id === null ? null : authorById(id, locale);
  if (!author) throw data(null, { status: 404 });
  // One address per author: an old or mistyped name before the id goes to the current one.
  const canonical = localisedPath(author.path, locale);
  if (url.pathname !== canonical) throw redirect(canonical, 301);
  return { author, locale, origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { author, locale, origin } = loaderData;
  const tags = contentMeta({
    title: `${author.name} (${translate(locale, 'pages.author.demo')})`,
    description: translate(locale, 'pages.author.demoText', { name: author.name }),
    path: author.path,
    locale,
    origin,
  });
  return [{ title: translate(locale, 'pages.author.metaTitle', { name: author.name, role: author.role }) }, ...tags.slice(1)];
}

export default function EditorialAuthor({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { author, locale } = loaderData;
  const policy = localisedPath('/legal/editorial-policy', locale);
  return (
    <div className="container doc">
      <header className="doc__head">
        <Breadcrumbs
          items={[{ name: t('catalogue.home'), href: localisedPath('/', locale) }, { name: t('shell.footer.editorialPolicy'), href: policy }, { name: author.name }]}
        />
        <p className="doc__demo">{t('pages.author.demo')}</p>
        <h1>{author.name}</h1>
        <p className="doc__lead">{author.role}</p>
      </header>
      <div className="doc__notice" role="note">
        {t('pages.author.demoText', { name: author.name })}
      </div>
      <p>{author.bio}</p>
      <dl className="doc__facts">
        <dt>{t('pages.author.qualifications')}</dt>
        <dd>{author.qualifications}</dd>
        <dt>{t('pages.author.experience')}</dt>
        <dd>{author.experience}</dd>
        <dt>{t('pages.author.areas')}</dt>
        <dd>{author.areas}</dd>
      </dl>
      <p>
        <Link to={policy}>{t('pages.author.back')}</Link>
      </p>
    </div>
  );
}
