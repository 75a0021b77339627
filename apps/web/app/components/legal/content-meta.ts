/** Title, description, canonical and language alternates of a written page. */
import type { MetaDescriptor } from 'react-router';
import { translate, type Locale } from '../../i18n/index.ts';
import { languagePaths } from './content-pages.ts';

export function contentMeta(input: { title: string; description: string; path: string; locale: Locale; origin: string }): MetaDescriptor[] {
  const { title, description, path, locale, origin } = input;
  const paths = languagePaths(path);
  const full = translate(locale, 'pages.metaTitle', { title });
  return [
    { title: full },
    { name: 'description', content: description },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: locale === 'hi' ? 'hi_IN' : 'en_IN' },
    { tagName: 'link', rel: 'canonical', href: `${origin}${paths[locale]}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: `${origin}${paths.en}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: `${origin}${paths.hi}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${paths.en}` },
  ];
}
