import { PAYMENT_PARTNERS } from '@dawa/contracts';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/index.ts';
import { localisedPath } from '../legal/content-pages.ts';
import { useServingText } from '../account/session.ts';
import { isEnabled } from './feature-flags.ts';
import { Logo } from './logo.tsx';
import { FOOTER_COLUMNS } from './nav-links.ts';

/** Footer (spec §2 Footers): link columns, payment partners as text badges, reach line and copyright. */
export function Footer() {
  const t = useT();
  const serving = useServingText(t);
  const locale = useLocale();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container">
        <Logo />
        <div className="footer__cols">
          {FOOTER_COLUMNS.map((column) => (
            <section key={column.heading} aria-labelledby={`footer-${column.heading}`}>
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
          ))}
        </div>
        {isEnabled('showPaymentPartners') ? (
          <section className="footer__partners" aria-labelledby="footer-partners">
            <h2 id="footer-partners">{t('shell.footer.paymentPartners')}</h2>
            <ul>
              {PAYMENT_PARTNERS.map((partner) => (
                <li key={partner}>{partner}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="footer__base">
          <p>{serving}</p>
          <p>{t('shell.footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
