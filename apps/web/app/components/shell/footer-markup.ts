import { PAYMENT_PARTNERS } from '@dawa/contracts';
import type { Locale, MessageKey, Translate } from '../../i18n/index.ts';
import { localisedPath } from '../legal/content-pages.ts';
import { escapeHtml } from '../ui/escape-html.ts';
import { isEnabled } from './feature-flags.ts';
import { logoMarkup } from './logo.tsx';
import { FOOTER_COLUMNS } from './nav-links.ts';

/** A top healthcare category as the footer's Healthcare column links it. */
export type FooterCategory = { name: string; link: string };

export type FooterContent = {
  t: Translate;
  locale: Locale;
  /** The reach line (`useServingText`). */
  serving: string;
  year: number;
  /** The Healthcare column's links, after the Shop column; none: no column. */
  healthcare?: FooterCategory[];
};

/** The Healthcare column follows the Shop column. */
const AFTER_HEADING: MessageKey = 'shell.footer.shopping';

function column(t: Translate, heading: MessageKey, links: string, lang?: string): string {
  const id = escapeHtml(`footer-${heading}`);
  const list = lang ? `<ul lang="${lang}">` : '<ul>';
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(t(heading))}</h2>${list}${links}</ul></section>`;
}

const linkItem = (href: string, text: string) => `<li><a href="${escapeHtml(href)}" data-discover="true">${escapeHtml(text)}</a></li>`;

/**
 * What React writes inside the footer's `<footer>`, byte for byte (a test compares the two): the footer is
 * the same for every page of a language but for the reach line and the year, so rendering its ~85 elements
 * and 20 router links one by one on every request bought nothing. `t` is the page's own, so the texts are
 * noted for the page's inline texts as a render notes them.
 */
export function footerMarkup({ t, locale, serving, year, healthcare = [] }: FooterContent): string {
  let columns = '';
  for (const { heading, links } of FOOTER_COLUMNS) {
    let items = '';
    for (const link of links) if (isEnabled(link.flag)) items += linkItem(localisedPath(link.href, locale), t(link.key));
    columns += column(t, heading, items);
    if (heading === AFTER_HEADING && healthcare.length > 0)
      // The catalogue names its categories in English only.
      columns += column(
        t,
        'shell.footer.healthcare',
        healthcare.map((category) => linkItem(category.link, category.name)).join(''),
        locale === 'en' ? undefined : 'en',
      );
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
