import { useEffect, type ReactNode } from 'react';
import {
  createContext,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import type { RootSession } from './components/account/session.ts';
import { locationFromCookies } from './components/location/location-cookies.ts';
import { SiteShell } from './components/shell/site-shell.tsx';
import { StatusPage } from './components/shell/status-page.tsx';
import { CompassIcon } from './components/ui/icons.tsx';
import { useHydrated } from './components/ui/use-hydrated.ts';
import { LocaleContext, localeFromPath, translate, useT } from './i18n/index.ts';
import { InlineMessages, fetchPageAreas } from './i18n/inline-messages.tsx';
import { api } from './lib/api.ts';
import { PageStyles } from './lib/page-styles.tsx';
import { cartSummary } from './lib/cart-summary.server.ts';
import { mergeBeforeLoaders } from './lib/guest-cart-merge.server.ts';
import { footerCategories } from './components/shell/footer-categories.server.ts';
import './styles/app.css';
import { RouteError } from './components/shell/route-error.tsx';
import { PackSprite } from './components/ui/pack-image.tsx';
import { isRequestFault } from './lib/request-fault.ts';
import { refuseUnreadableForm } from './lib/readable-form.server.ts';

/** The capsule mark as the favicon, inline so no extra request (and no missing /favicon.ico). */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cg transform='rotate(-45 16 16)'%3E%3Crect x='3' y='10' width='26' height='12' rx='6' fill='%230b5e7a'/%3E%3Cpath d='M16 10h7a6 6 0 0 1 0 12h-7z' fill='%2363b7cc'/%3E%3C/g%3E%3C/svg%3E";

/**
 * Set by the root loader when the page depends on the visitor's cookies: `value` for a signed-in shopper or a
 * cart, `located` for a chosen delivery location only.
 */
const personalised = createContext<{ value: boolean; located: boolean }>({ value: false, located: false });

/**
 * A page for a chosen location is the same for everyone with that location (the server's page cache keys it
 * by the location cookies), but a shared cache must not keep it: a public page becomes private, its browser
 * lifetime kept. One without a lifetime is not kept at all.
 */
function privately(cacheControl: string | null): string {
  const maxAge = /(?:^|[\s,])max-age=(\d+)/.exec(cacheControl ?? '')?.[1];
  return cacheControl && maxAge && !/no-store/.test(cacheControl) ? `private, max-age=${maxAge}` : 'private, no-store';
}

/**
 * Pages set public cache headers; a page showing a signed-in user or a chosen location must never be kept
 * in a shared cache, so those answers are made private here, after every loader has run. Guest pages vary
 * by cookie, so neither a browser nor a shared cache hands the guest page to someone who is signed in.
 */
export const middleware: Route.MiddlewareFunction[] = [
  refuseUnreadableForm,
  async ({ context }, next) => {
    const flag = { value: false, located: false };
    context.set(personalised, flag);
    const response = await next();
    if (flag.value) response.headers.set('Cache-Control', 'private, no-store');
    else {
      if (flag.located) response.headers.set('Cache-Control', privately(response.headers.get('Cache-Control')));
      // A cached guest page must not be reused once the visitor logs in or picks a location.
      response.headers.append('Vary', 'Cookie');
    }
    return response;
  },
  async ({ request }, next) => {
    const cookies = await mergeBeforeLoaders(request);
    const response = await next();
    for (const c of cookies) response.headers.append('Set-Cookie', c);
    return response;
  },
];

/**
 * Who the visitor is (the profile call answers 401 for guests), the location chosen in the cookies and the
 * cart (count, and lines where the page shows them); the footer's healthcare categories.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  const location = locationFromCookies(cookie);
  // Cached by the API for an hour: the footer and the login drawer state the real figure, never a made-up one.
  // Asked for at once, beside the visitor's own calls, rather than after them.
  const servedCities = api.serviceCoverage(request).then(
    (coverage) => coverage.cityCount,
    () => null,
  );
  // Kept in this process's memory, never asked for per page: the same for every shopper, so cached pages hold it too.
  const healthcare = footerCategories();
  let user: RootSession['user'] = null;
  if (cookie) {
    try {
      const profile = await api.profile(request);
      user = {
        id: profile.id,
        name: profile.name ?? null,
        mobileNumber: profile.mobileNumber,
        hasDeliveredOrder: profile.hasDeliveredOrder,
      };
    } catch {
      // 401 (a guest), or the profile call is unavailable: render the guest header.
      user = null;
    }
  }
  const cart = await cartSummary(request, user !== null);
  if (user || cart.count > 0) context.get(personalised).value = true;
  else if (location) context.get(personalised).located = true;
  const session: RootSession = { user, location, cart, servedCities: await servedCities, footerCategories: await healthcare };
  return session;
}

/** The header's cart count is read again on every navigation to another page, and after every form post. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5e7a" />
        <link rel="icon" type="image/svg+xml" href={FAVICON} />
        <Meta />
        <PageStyles />
      </head>
      <body>
        <PackSprite />
        <LocaleContext value={locale}>{children}</LocaleContext>
        <InlineMessages locale={locale} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Default title; pages set their own. On errors only this runs: 404 and error pages are not indexed. */
export function meta({ error, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const title = translate(locale, notFound ? 'shell.notFound.title' : 'shell.error.title');
    return [{ title: `${title} | ${translate(locale, 'brand.name')}` }, { name: 'robots', content: 'noindex' }];
  }
  return [{ title: translate(locale, 'brand.name') }];
}

/**
 * Marks the page as interactive (tests wait for it, and CSS may tell pre-hydration HTML apart) and loads the
 * texts of the areas the page shipped. The error pages hydrate too, so they do it as well.
 */
function useInteractive() {
  // Marked in the render after hydration, the one in which every `useHydrated` part (the cart forms' `_js`
  // field among them) has turned interactive: marked at hydration itself, a tap could still post as a plain form.
  const interactive = useHydrated();
  useEffect(() => {
    if (!interactive) return;
    document.documentElement.dataset.hydrated = 'true';
    fetchPageAreas();
  }, [interactive]);
}

/** The consoles' paths: /pharmacist… and /doctor… (not the shoppers' /doctor-consultation pages). */
const STAFF_CONSOLE = /^\/(pharmacist|doctor)(\/|$)/;

export default function App() {
  useInteractive();
  // The pharmacist's and the doctor's consoles have their own frame: no shop header, cart or footer.
  if (STAFF_CONSOLE.test(useLocation().pathname)) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

function NotFound() {
  const t = useT();
  return (
    <StatusPage art={<CompassIcon />} code="404" title={t('shell.notFound.title')}>
      <p>{t('shell.notFound.text')}</p>
    </StatusPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useInteractive();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRequestFault(error) && typeof console !== 'undefined') console.error(error);
  return <SiteShell>{notFound ? <NotFound /> : <RouteError />}</SiteShell>;
}
