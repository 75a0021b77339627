/**
 * The store's written pages: the policies (/legal/…, /return-policy, …) and the help centre (/help), each in
 * English and, under /hi, in Hindi. Public and the same for everyone, so shared caches may keep them.
 */
import { data } from 'react-router';
import { AuthorList } from '../components/legal/author-list.tsx';
import { CONTENT_PATHS, contentPageFor } from '../components/legal/content-pages.ts';
import { contentMeta } from '../components/legal/content-meta.ts';
import { ContentPageView } from '../components/legal/content-page-view.tsx';
import { authorViews, contentDoc, supportPhone } from '../components/legal/legal-content.server.ts';
import { RichText, plainText } from '../components/legal/rich-text.tsx';
import { safeJsonLd } from '../components/pdp/structured-data.ts';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { useT } from '../i18n/index.ts';
import type { Route } from './+types/content-page';
import '../components/legal/legal.css';
import { publicOrigin } from '../lib/public-origin.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const found = contentPageFor(url.pathname);
  if (!found) throw data(null, { status: 404 });
  const { page, locale } = found;
  return {
    page,
    locale,
    path: CONTENT_PATHS[page],
    doc: contentDoc(page, locale),
    authors: page === 'editorial' ? authorViews(locale) : [],
    phone: supportPhone(),
    origin: publicOrigin(context),
  };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { doc, path, locale, origin } = loaderData;
  return contentMeta({ title: doc.title, description: doc.description, path, locale, origin });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, doc, locale, path, authors, phone } = loaderData;
  return (
    <ContentPageView doc={doc} locale={locale} path={path}>
      {authors.length > 0 ? <AuthorList authors={authors} /> : null}
      {page === 'help' ? (
        <>
          <p className="doc__more">
            <RichText text={t('pages.help.more', { phone })} />
          </p>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJsonLd(faqPage(doc)) }} />
        </>
      ) : null}
    </ContentPageView>
  );
}

/** schema.org FAQPage of the help centre: every question with its answer as plain text. */
function faqPage(doc: Route.ComponentProps['loaderData']['doc']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: doc.sections.flatMap((section) =>
      (section.faqs ?? []).map((faq) => ({
        '@type': 'Question',
        name: faq.q,
        acceptedAnswer: { '@type': 'Answer', text: plainText(faq.a) },
      })),
    ),
  };
}
