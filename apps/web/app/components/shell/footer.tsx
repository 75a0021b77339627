import { useLocale, useT } from '../../i18n/index.ts';
import { useFooterCategories, useServingText } from '../account/session.ts';
import { useDelegatedLinks } from '../ui/delegated-links.tsx';
import { footerMarkup } from './footer-markup.ts';

/**
 * Footer (spec §2 Footers): link columns (the Healthcare one from the root loader), payment partners as text badges, reach line and copyright. Written
 * as one string (footer-markup.ts) on the server and in the browser alike, so hydration finds the same markup;
 * its plain links are followed in the document by one click handler, as the router's `Link`s were.
 */
export function Footer() {
  const t = useT();
  const serving = useServingText(t);
  const locale = useLocale();
  const { handlers } = useDelegatedLinks({ prefetchOnIntent: false });
  const healthcare = useFooterCategories();
  const html = footerMarkup({ t, locale, serving, year: new Date().getFullYear(), healthcare });
  return <footer className="footer" {...handlers} dangerouslySetInnerHTML={{ __html: html }} />;
}
