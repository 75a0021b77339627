import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { SearchProvider } from '../search/search-context.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { DesktopHeader } from './desktop-header.tsx';
import { Footer } from './footer.tsx';
import { LoginDrawer } from './login-drawer.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { useLocalCartCount } from '../../lib/local-cart.ts';

/** Every page's frame: skip link, headers, main landmark, footer, search modal, login drawer and toasts. */
export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const [loginOpen, setLoginOpen] = useState(false);
  const cartCount = useLocalCartCount();

  // Spec §2: the login drawer also opens when the URL hash is 'login'.
  useEffect(() => {
    if (location.hash === '#login') setLoginOpen(true);
  }, [location.hash]);

  return (
    <ToastProvider>
      <SearchProvider>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <MobileHeader onMenu={() => setLoginOpen(true)} cartCount={cartCount} />
        <DesktopHeader onLogin={() => setLoginOpen(true)} cartCount={cartCount} />
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <LoginDrawer open={loginOpen} onClose={() => setLoginOpen(false)} />
      </SearchProvider>
    </ToastProvider>
  );
}
