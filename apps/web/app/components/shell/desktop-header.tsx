import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { SearchTrigger } from '../search/search-trigger.tsx';
import { useSession } from '../account/session.ts';
import { UserMenu } from '../account/user-menu.tsx';
import { PincodeTrigger } from '../location/pincode-trigger.tsx';
import { CartIcon, TagIcon, UserIcon } from '../ui/icons.tsx';
import { isEnabled } from './feature-flags.ts';
import { Logo } from './logo.tsx';
import { MAIN_NAV } from './nav-links.ts';
import { NotificationsBell } from '../notifications/notifications-bell.tsx';
import { EnhancedLink, useLoginHrefHere } from '../ui/enhanced-link.tsx';

/** Desktop header: logo, pincode trigger, search, user menu or 'Hello, Log in', Offers, Cart, then the nav row. */
export function DesktopHeader({ onLogin, onPincode, cartCount }: { onLogin: () => void; onPincode: () => void; cartCount: number }) {
  const t = useT();
  const { user } = useSession();
  const loginHere = useLoginHrefHere();
  return (
    <header className="d-header">
      <div className="container d-header__row">
        <Logo />
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
            <Link to="/offers" className="d-header__action">
              <TagIcon />
              {t('shell.offers')}
            </Link>
          ) : null}
          <Link to="/cart" className="d-header__action" aria-label={t('shell.cartCount', { count: cartCount })}>
            <CartIcon />
            <span aria-hidden="true">{t('shell.cart')}</span>{' '}
            <span className="badge badge--count" aria-hidden="true">
              {cartCount}
            </span>
          </Link>
        </div>
      </div>
      <nav className="d-nav" aria-label={t('shell.nav.label')}>
        <ul className="container">
          {MAIN_NAV.filter((item) => isEnabled(item.flag)).map((item) => (
            <li key={item.href}>
              <NavLink to={item.href}>{t(item.key)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
