import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, type Locale } from '../../i18n/index.ts';
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs.tsx';
import type { ContentDoc } from './content-types.ts';
import { LAST_UPDATED, languagePaths, localisedPath } from './content-pages.ts';
import { Blocks, RichText } from './rich-text.tsx';

type Props = {
  doc: ContentDoc;
  locale: Locale;
  /** The page's English path. */
  path: string;
  children?: ReactNode;
};

/** A policy or the help centre: title, last update, language switch, table of contents, then the sections. */
export function ContentPageView({ doc, locale, path, children }: Props) {
  const t = useT();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  const crumbs: Crumb[] = [{ name: t('catalogue.home'), href: localisedPath('/', locale) }, { name: doc.title }];
  return (
    <div className="container doc">
      <header className="doc__head">
        <Breadcrumbs items={crumbs} />
        <h1>{doc.title}</h1>
        <p className="doc__meta">
          <span>{t('pages.updated')}</span>
          <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED[locale]}</time>
          <Link to={languagePaths(path)[other]} hrefLang={other} lang={other} className="doc__lang">
            {t('pages.otherLanguage')}
          </Link>
        </p>
        <p className="doc__lead">
          <RichText text={doc.lead} />
        </p>
      </header>
      <div className="doc__body">
        <nav className="doc__toc" aria-labelledby="doc-toc">
          <h2 id="doc-toc">{t('pages.contents')}</h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="doc__text">
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="doc__section">
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.blocks ? <Blocks blocks={section.blocks} /> : null}
              {section.faqs?.map((faq) => (
                <details key={faq.q} id={faq.id} className="doc__faq">
                  <summary>{faq.q}</summary>
                  <div>
                    <Blocks blocks={faq.a} />
                  </div>
                </details>
              ))}
            </section>
          ))}
          {children}
        </div>
      </div>
    </div>
  );
}
