/**
 * The store's written pages (policies and FAQs) and where they live: each in English at its path and in
 * Hindi under /hi, the same locale rule as the rest of the store (`localeFromPath`).
 */
import type { Locale } from '../../i18n/index.ts';

export type ContentPage = 'terms' | 'privacy' | 'editorial' | 'vdp' | 'support' | 'returns' | 'smartbuy' | 'help';

export const CONTENT_PATHS: Readonly<Record<ContentPage, string>> = {
  terms: '/legal/terms-and-conditions',
  privacy: '/legal/privacy-policy',
  editorial: '/legal/editorial-policy',
  vdp: '/vulnerability-disclosure-policy',
  support: '/customer-support-policy',
  returns: '/return-policy',
  smartbuy: '/smartbuy-policy',
  help: '/help',
};

/** The date every policy states as its last update (ISO, and as each language writes it). */
export const LAST_UPDATED = { iso: '2026-11-23', en: '23 November 2026', hi: '23 नवंबर 2026' } as const;

/** A path without its Hindi prefix and trailing slash, and the language the prefix chose. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '/hi') return { locale: 'hi', path: '/' };
  if (trimmed.startsWith('/hi/')) return { locale: 'hi', path: trimmed.slice(3) };
  return { locale: 'en', path: trimmed || '/' };
}

/** Which written page a path is (in either language), or null. */
export function contentPageFor(pathname: string): { page: ContentPage; locale: Locale } | null {
  const { locale, path } = splitLocale(pathname);
  const lower = path.toLowerCase();
  for (const [page, pagePath] of Object.entries(CONTENT_PATHS) as [ContentPage, string][]) {
    if (pagePath === lower) return { page, locale };
  }
  return null;
}

/** Pages that exist in Hindi too: the home page, the written pages and the editorial authors. */
function hasHindi(path: string): boolean {
  return path === '/' || Object.values(CONTENT_PATHS).includes(path) || path.startsWith(`${CONTENT_PATHS.editorial}/`);
}

/** A link to `path` in the reader's language: Hindi readers stay in Hindi where the page has a Hindi twin. */
export function localisedPath(path: string, locale: Locale): string {
  if (locale !== 'hi' || !hasHindi(path)) return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/** The English and Hindi addresses of one page, for the language switch and hreflang links. */
export function languagePaths(path: string): Record<Locale, string> {
  return { en: path, hi: localisedPath(path, 'hi') };
}
