import { PAYMENT_PARTNERS } from '@dawa/contracts';
import { Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext, translatorFor, useT, type Locale } from '../../i18n/index.ts';
import { localisedPath } from '../legal/content-pages.ts';
import { isCurrentSection } from './desktop-header.tsx';
import { isEnabled } from './feature-flags.ts';
import { footerMarkup, type FooterCategory } from './footer-markup.ts';
import { Logo, PlainLogo } from './logo.tsx';
import { FOOTER_COLUMNS } from './nav-links.ts';

/** The footer as it was written with React elements and router links: the markup string must stay this, byte for byte. */
function ReactFooter({
  locale,
  serving,
  year,
  healthcare,
}: {
  locale: Locale;
  serving: string;
  year: number;
  healthcare: FooterCategory[];
}) {
  const t = useT();
  const healthcareColumn =
    healthcare.length > 0 ? (
      <section aria-labelledby="footer-shell.footer.healthcare">
        <h2 id="footer-shell.footer.healthcare">{t('shell.footer.healthcare')}</h2>
        <ul lang={locale === 'en' ? undefined : 'en'}>
          {healthcare.map((category) => (
            <li key={category.link}>
              <Link to={category.link}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <footer className="footer">
      <div className="container">
        <Logo />
        <div className="footer__cols">
          {FOOTER_COLUMNS.map((column) => (
            <Fragment key={column.heading}>
              <section aria-labelledby={`footer-${column.heading}`}>
                <h2 id={`footer-${column.heading}`}>{t(column.heading)}</h2>
                <ul>
                  {column.links
                    .filter((link) => isEnabled(link.flag))
                    .map((link) => (
                      <li key={link.href}>
                        <Link to={localisedPath(link.href, locale)}>{t(link.key)}</Link>
                      </li>
                    ))}
                </ul>
              </section>
              {column.heading === 'shell.footer.shopping' ? healthcareColumn : null}
            </Fragment>
          ))}
        </div>
        <section className="footer__partners" aria-labelledby="footer-partners">
          <h2 id="footer-partners">{t('shell.footer.paymentPartners')}</h2>
          <ul>
            {PAYMENT_PARTNERS.map((partner) => (
              <li key={partner}>{partner}</li>
            ))}
          </ul>
        </section>
        <div className="footer__base">
          <p>{serving}</p>
          <p>{t('shell.footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}

const inRouter = (locale: Locale, node: React.ReactNode) =>
  renderToString(
    <MemoryRouter initialEntries={[locale === 'hi' ? '/hi' : '/']}>
      <LocaleContext value={locale}>{node}</LocaleContext>
    </MemoryRouter>,
  );

/** Healthcare categories as the footer's column gets them, with characters to escape as a category name may hold. */
const HEALTHCARE: FooterCategory[] = [
  { name: 'Skin, Hair & Beauty', link: '/health-care/skin-hair-beauty' },
  { name: `Men's "Grooming" <Care>`, link: '/health-care/men-s-grooming' },
];

describe('the footer written as markup', () => {
  it.each([
    ['en', []],
    ['hi', []],
    ['en', HEALTHCARE],
    ['hi', HEALTHCARE],
  ] as const)('is byte for byte what React wrote with router links (%s, row %#)', (locale, healthcare) => {
    // Characters to escape in the reach line, as a translation could hold them.
    const serving = `Delivering to 746 towns & "cities" <in> India's states.`;
    const expected = inRouter(locale, <ReactFooter locale={locale} serving={serving} year={2026} healthcare={[...healthcare]} />);
    const html = footerMarkup({ t: translatorFor(locale), locale, serving, year: 2026, healthcare: [...healthcare] });
    expect(`<footer class="footer">${html}</footer>`).toBe(expected);
  });

  it('shows the Healthcare column after the Shop column only when it has categories', () => {
    const t = translatorFor('en');
    const headings = (html: string) => [...html.matchAll(/<h2 id="[^"]+">([^<]+)<\/h2>/g)].map((m) => m[1]);
    const withColumn = footerMarkup({ t, locale: 'en', serving: '', year: 2026, healthcare: HEALTHCARE });
    expect(headings(withColumn).slice(0, 4)).toEqual(['Company', 'Shop', 'Healthcare', 'Policies']);
    expect(withColumn).toContain('<a href="/health-care/skin-hair-beauty" data-discover="true">Skin, Hair &amp; Beauty</a>');
    expect(headings(footerMarkup({ t, locale: 'en', serving: '', year: 2026, healthcare: [] }))).not.toContain('Healthcare');
  });

  it('links Hindi pages that have a Hindi version to it', () => {
    const html = footerMarkup({ t: translatorFor('hi'), locale: 'hi', serving: '', year: 2026 });
    expect(html).toContain(`href="${localisedPath('/legal/privacy-policy', 'hi')}"`);
  });
});

describe('the plain logo', () => {
  it('is the markup the router-link logo writes', () => {
    expect(inRouter('en', <PlainLogo />)).toBe(inRouter('en', <Logo />));
  });
});

describe('the nav row marks the section on screen as NavLink did', () => {
  const paths = [
    '/',
    '/online-medicine-order',
    '/online-medicine-order/dolo-650-tablet-1',
    '/Online-Medicine-Order/x',
    '/online-medicine-orders',
    '/hi/online-medicine-order/x',
    '/health-care/',
  ];
  const hrefs = ['/online-medicine-order', '/health-care', '/blog'];
  it.each(paths)('at %s', (pathname) => {
    for (const href of hrefs) {
      const html = renderToString(
        <MemoryRouter initialEntries={[pathname]}>
          <NavLink to={href}>x</NavLink>
        </MemoryRouter>,
      );
      expect(isCurrentSection(pathname, href), `${href} at ${pathname}`).toBe(html.includes('aria-current="page"'));
    }
  });
});
