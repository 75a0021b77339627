import { PAYMENT_PARTNERS } from '@dawa/contracts';
import type { Locale, Translate } from '../../i18n/index.ts';
import { localisedPath } from '../legal/content-pages.ts';
import { escapeHtml } from '../ui/escape-html.ts';
import { isEnabled } from './feature-flags.ts';
import { logoMarkup } from './logo.tsx';
import { FOOTER_COLUMNS } from './nav-links.ts';

export type FooterContent = {
  t: Translate;
  locale: Locale;
  /** The reach line (`useServingText`). */
  serving: string;
  year: number;
};

/**
 * What React writes inside the footer's `<footer>`, byte for byte (a test compares the two): the footer is
 * the same for every page of a language but for the reach line and the year, so rendering its ~85 elements
 * and 20 router links one by one on every request bought nothing. `t` is the page's own, so the texts are
 * noted for the page's inline texts as a render notes them.
 */
export function footerMarkup({ t, locale, serving, year }: FooterContent): string {
  let columns = '';
  for (const column of FOOTER_COLUMNS) {
    const id = escapeHtml(`footer-${column.heading}`);
    let links = '';
    for (const link of column.links) {
      if (!isEnabled(link.flag)) continue;
      links += `<li><a href="${escapeHtml(localisedPath(link.href, locale))}" data-discover="true">${escapeHtml(t(link.key))}</a></li>`;
    }
    columns += `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(t(column.heading))}</h2><ul>${links}</ul></section>`;
  }
  const partners = isEnabled('showPaymentPartners')
    ? `<section class="footer__partners" aria-labelledby="footer-partners"><h2 id="footer-partners">${escapeHtml(
        t('shell.footer.paymentPartners'),
      )}</h2><ul>${PAYMENT_PARTNERS.map((partner) => `<li>${escapeHtml(partner)}</li>`).join('')}</ul></section>`
    : '';
  return (
    `<div class="container">${logoMarkup(t)}<div class="footer__cols">${columns}</div>${partners}` +
    `<div class="footer__base"><p>${escapeHtml(serving)}</p><p>${escapeHtml(t('shell.footer.copyright', { year }))}</p></div></div>`
  );
}
