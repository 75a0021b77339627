import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSearch } from '../search/search-context.tsx';
import { SearchTrigger } from '../search/search-trigger.tsx';
import { PincodeTrigger } from '../location/pincode-trigger.tsx';
import { BackIcon, CartIcon, MenuIcon, SearchIcon, TagIcon } from '../ui/icons.tsx';
import { isEnabled } from './feature-flags.ts';
import { PlainLogo } from './logo.tsx';
import { NotificationsBell } from '../notifications/notifications-bell.tsx';
import { useSession } from '../account/session.ts';
import { EnhancedLink, useLoginHrefHere } from '../ui/enhanced-link.tsx';
import { useDelegatedLinks } from '../ui/delegated-links.tsx';

/** Spec §2: the mobile header collapses past a scroll offset of 300 and expands again below 245. */
const COLLAPSE_AT = 300;
const EXPAND_BELOW = 245;

function useCollapsed() {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    let frame = 0;
    let current = false;
    const check = () => {
      frame = 0;
      const y = window.scrollY;
      const next = current ? y >= EXPAND_BELOW : y > COLLAPSE_AT;
      if (next !== current) {
        current = next;
        setCollapsed(next);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return collapsed;
}

/**
 * Mobile header: menu (or back, when the visitor came from one of our own pages), logo with the pincode
 * line, search, offers and cart icons; the search row slides away when collapsed. Its page links are plain
 * links followed by one delegated click handler, as in the desktop header.
 */
export function MobileHeader({ onMenu, onPincode, cartCount }: { onMenu: () => void; onPincode: () => void; cartCount: number }) {
  const t = useT();
  const search = useSearch();
  const navigate = useNavigate();
  const collapsed = useCollapsed();
  const { user } = useSession();
  const loginHere = useLoginHrefHere();
  const { handlers } = useDelegatedLinks({ prefetchOnIntent: false });
  const [showBack, setShowBack] = useState(false);
  useEffect(() => {
    try {
      setShowBack(document.referrer !== '' && new URL(document.referrer).host === window.location.host && window.history.length > 1);
    } catch {
      setShowBack(false);
    }
  }, []);

  return (
    <div className="m-header-slot">
      <header className="m-header" data-collapsed={collapsed || undefined} {...handlers}>
        <div className="m-header__top">
          {showBack ? (
            <button type="button" className="icon-btn" onClick={() => navigate(-1)} aria-label={t('shell.back')}>
              <BackIcon />
            </button>
          ) : user ? (
            // Before hydration, the same menu as a page.
            <EnhancedLink href="/account" className="icon-btn" onOpen={onMenu} aria-label={t('shell.openMenu')} aria-haspopup="dialog">
              <MenuIcon />
            </EnhancedLink>
          ) : (
            // A guest's menu asks to log in first (spec §2): before hydration it is the login page.
            <EnhancedLink href={loginHere} className="icon-btn" onOpen={onMenu} aria-label={t('shell.openMenu')} aria-haspopup="dialog">
              <MenuIcon />
            </EnhancedLink>
          )}
          <div className="m-header__brand">
            <PlainLogo />
            <PincodeTrigger className="pin-link" onOpen={onPincode} />
          </div>
          <button
            type="button"
            className="icon-btn"
            onClick={() => search.open()}
            onFocus={search.preload}
            aria-label={t('shell.openSearch')}
            aria-haspopup="dialog"
          >
            <SearchIcon />
          </button>
          {isEnabled('enableOffers') ? (
            <a className="icon-btn" aria-label={t('shell.offers')} href="/offers" data-discover="true">
              <TagIcon />
            </a>
          ) : null}
          <NotificationsBell className="icon-btn" />
          <a className="icon-btn" aria-label={t('shell.cartCount', { count: cartCount })} href="/cart" data-discover="true">
            <CartIcon />
            <span className="badge badge--count" aria-hidden="true">
              {cartCount}
            </span>
          </a>
        </div>
        <div className="m-header__search">
          <SearchTrigger placeholder={t('shell.searchMobile')} />
        </div>
      </header>
    </div>
  );
}
