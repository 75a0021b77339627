import { useLocation } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { SearchTrigger } from '../search/search-trigger.tsx';
import { useSession } from '../account/session.ts';
import { UserMenu } from '../account/user-menu.tsx';
import { PincodeTrigger } from '../location/pincode-trigger.tsx';
import { CartIcon, TagIcon, UserIcon } from '../ui/icons.tsx';
import { isEnabled } from './feature-flags.ts';
import { PlainLogo } from './logo.tsx';
import { HealthcareNavItem } from './healthcare-menu.tsx';
import { HEALTHCARE_HREF, LAB_TESTS_HREF, MAIN_NAV } from './nav-links.ts';
import { LabNavItem } from '../diagnostics/lab-nav-item.tsx';
import { NotificationsBell } from '../notifications/notifications-bell.tsx';
import { EnhancedLink, useLoginHrefHere } from '../ui/enhanced-link.tsx';
import { useDelegatedLinks } from '../ui/delegated-links.tsx';

/** As `NavLink` (not `end`, not case-sensitive) decides a link is the page on screen or one of its parents. */
export function isCurrentSection(pathname: string, href: string): boolean {
  const here = pathname.toLowerCase();
  const to = href.toLowerCase();
  return here === to || (here.startsWith(to) && here.charAt(to.length) === '/');
}

/**
 * Desktop header: logo, pincode trigger, search, user menu or 'Hello, Log in', Offers, Cart, then the nav row.
 * Its page links are plain `<a>` elements (the markup `Link` and `NavLink` wrote) followed in the document by
 * one delegated click handler: a router link resolves its path against the routes on every server render.
 */
export function DesktopHeader({ onLogin, onPincode, cartCount }: { onLogin: () => void; onPincode: () => void; cartCount: number }) {
  const t = useT();
  const { user } = useSession();
  const loginHere = useLoginHrefHere();
  const { pathname } = useLocation();
  const { handlers } = useDelegatedLinks({ prefetchOnIntent: false });
  return (
    <header className="d-header" {...handlers}>
      <div className="container d-header__row">
        <PlainLogo />
        <PincodeTrigger className="d-header__pin" onOpen={onPincode} chevron />
        <div className="d-header__search">
          <SearchTrigger placeholder={t('shell.searchDesktop')} />
        </div>
        <div className="d-header__actions">
          {user ? <NotificationsBell className="d-header__action d-header__bell" /> : null}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <EnhancedLink href={loginHere} className="d-header__action" onOpen={onLogin} aria-haspopup="dialog">
              <UserIcon />
              {t('shell.login')}
            </EnhancedLink>
          )}
          {isEnabled('enableOffers') ? (
            <a className="d-header__action" href="/offers" data-discover="true">
              <TagIcon />
              {t('shell.offers')}
            </a>
          ) : null}
          <a className="d-header__action" aria-label={t('shell.cartCount', { count: cartCount })} href="/cart" data-discover="true">
            <CartIcon />
            <span aria-hidden="true">{t('shell.cart')}</span>{' '}
            <span className="badge badge--count" aria-hidden="true">
              {cartCount}
            </span>
          </a>
        </div>
      </div>
      <nav className="d-nav" aria-label={t('shell.nav.label')}>
        <ul className="container">
          {MAIN_NAV.filter((item) => isEnabled(item.flag)).map((item) =>
            item.href === HEALTHCARE_HREF ? (
              <HealthcareNavItem key={item.href} href={item.href} label={t(item.key)} current={isCurrentSection(pathname, item.href)} />
            ) : item.href === LAB_TESTS_HREF ? (
              <LabNavItem key={item.href} label={t(item.key)} current={isCurrentSection(pathname, item.href)} />
            ) : (
              <li key={item.href}>
                {isCurrentSection(pathname, item.href) ? (
                  <a aria-current="page" className="active" href={item.href} data-discover="true">
                    {t(item.key)}
                  </a>
                ) : (
                  <a className="" href={item.href} data-discover="true">
                    {t(item.key)}
                  </a>
                )}
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
