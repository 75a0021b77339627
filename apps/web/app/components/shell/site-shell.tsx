import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSession } from '../account/session.ts';
import type { Address } from '../account/types.ts';
import { LocationSync } from '../location/location-sync.tsx';
import { SearchProvider } from '../search/search-context.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { DesktopHeader } from './desktop-header.tsx';
import { Footer } from './footer.tsx';
import { LoginDrawer } from './lazy-login-drawer.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { api } from '../../lib/api.ts';
import { GuestCartMigration } from '../cart/guest-cart-migration.tsx';
import { useCartCount } from '../cart/cart-lines.ts';
import { CheckoutHeader } from '../checkout/checkout-header.tsx';
import { inCheckoutLayout } from '../checkout/checkout-steps.ts';

type Overlay = 'login' | 'pincode' | 'address' | 'menu' | null;

// The drawers and their forms are fetched when first opened: a closed drawer renders nothing, and no page
// needs their code to paint or to work without JavaScript (each has a plain page: /login, /location).
const AccountMenuDrawer = lazy(() => import('../account/account-menu-drawer.tsx'));
const PincodeDrawer = lazy(() => import('../location/pincode-drawer.tsx'));
const AddressFormDrawer = lazy(() => import('../location/address-form.tsx'));

/** Every page's frame: skip link, headers, main landmark, footer, search modal, drawers and toasts. */
export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const { user } = useSession();
  const [overlay, setOverlay] = useState<Overlay>(null);
  // After logging in from the pincode drawer ('Login to View Addresses'), it opens again.
  const [afterLogin, setAfterLogin] = useState<Overlay>(null);
  const [reopen, setReopen] = useState<Overlay>(null);
  const [editing, setEditing] = useState<Address | null>(null);
  const cartCount = useCartCount();
  const matches = useMatches();
  const checkout = inCheckoutLayout(matches.map((match) => match.handle));

  // Reopen once the page data shows the user (and the login drawer's history entry is gone).
  useEffect(() => {
    if (!reopen || !user || overlay !== null) return;
    setOverlay(reopen);
    setReopen(null);
  }, [reopen, user, overlay]);

  // Spec §7: a page shown again from the back-forward cache asks whether the visitor is signed in,
  // and reloads when that changed meanwhile (logged in or out in another tab).
  const signedIn = user !== null;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      api
        .isUserAuthenticated()
        .then((answer) => {
          if (Boolean(answer?.isAuthenticated) !== signedIn) window.location.reload();
        })
        .catch(() => undefined);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [signedIn]);

  // Spec §2: the login drawer also opens when the URL hash is 'login' (not for a shopper already signed in).
  useEffect(() => {
    if (location.hash === '#login' && !signedIn) setOverlay('login');
  }, [location.hash, signedIn]);

  const close = () => setOverlay(null);
  const openLogin = () => {
    setAfterLogin(null);
    setOverlay('login');
  };

  return (
    <ToastProvider>
      <SearchProvider>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        {/* Checkout pages (spec §2) have their own focused header and no footer. */}
        {checkout ? (
          <CheckoutHeader />
        ) : (
          <>
            <MobileHeader
              onMenu={() => (user ? setOverlay('menu') : openLogin())}
              onPincode={() => setOverlay('pincode')}
              cartCount={cartCount}
            />
            <DesktopHeader onLogin={openLogin} onPincode={() => setOverlay('pincode')} cartCount={cartCount} />
          </>
        )}
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        {checkout ? null : <Footer />}
        <LocationSync />
        <GuestCartMigration />
        <Suspense fallback={null}>
          {overlay === 'login' ? (
            <LoginDrawer
              open
              onClose={close}
              onSuccess={() => {
                setReopen(afterLogin);
                setAfterLogin(null);
              }}
            />
          ) : null}
          {user && overlay === 'menu' ? <AccountMenuDrawer open onClose={close} user={user} /> : null}
          {overlay === 'pincode' ? (
            <PincodeDrawer
              open
              onClose={close}
              onLogin={() => {
                setAfterLogin('pincode');
                setOverlay('login');
              }}
              onAddAddress={() => {
                setEditing(null);
                setOverlay('address');
              }}
              onEditAddress={(address) => {
                setEditing(address);
                setOverlay('address');
              }}
            />
          ) : null}
          {overlay === 'address' ? (
            <AddressFormDrawer
              open
              onClose={close}
              address={editing}
              action="/location"
              defaults={{ contactNumber: user?.mobileNumber }}
              onSaved={close}
            />
          ) : null}
        </Suspense>
      </SearchProvider>
    </ToastProvider>
  );
}
