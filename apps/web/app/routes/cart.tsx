import { useRouteError } from 'react-router';
import { CartPage } from '../components/cart/cart-page.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { translate } from '../i18n/index.ts';

export function meta() {
  return [{ title: translate('en', 'cart.metaTitle') }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Per-shopper page: never stored by a shared cache. */
export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** /cart: personal, so the server renders the loader and the browser fetches the cart. */
export default function CartRoute() {
  return <CartPage />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
