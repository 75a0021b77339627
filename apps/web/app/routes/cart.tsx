import { useLoaderData, useRouteError, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { CartPage } from '../components/cart/cart-page.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { translate } from '../i18n/index.ts';
import { cartAction } from '../lib/cart-action.server.ts';
import { loadCartPage } from '../lib/cart-loader.server.ts';

export function meta() {
  return [{ title: translate('en', 'cart.metaTitle') }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Per-shopper page: never stored by a shared cache. */
export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** The priced cart (the server cart when signed in, the guest cookie's lines otherwise). */
export function loader({ request }: LoaderFunctionArgs) {
  return loadCartPage(request);
}

/** Every cart change, by `intent` (add, quantity, remove, save-for-later, coupons, swaps, migrate). */
export function action({ request }: ActionFunctionArgs) {
  return cartAction(request);
}

export default function CartRoute() {
  return <CartPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
