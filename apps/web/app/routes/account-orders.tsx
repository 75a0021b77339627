import { useRouteError } from 'react-router';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { OrdersList } from '../components/orders/orders-list.tsx';
import { OrderRouteError } from '../components/orders/order-route-error.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { ordersApi } from '../lib/api-orders.ts';
import type { Route } from './+types/account-orders';

/** /account/orders/medicine-healthcare?page=: the shopper's orders, newest first, a page at a time. */
export async function loader({ request }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 1000 ? raw : 1;
  try {
    return { signedIn: true as const, list: await ordersApi.list(page, request) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false as const, list: null };
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'orders.meta.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return loaderData.list ? <OrdersList list={loaderData.list} /> : <GuestPrompt title="ck.guest.ordersTitle" text="ck.guest.ordersText" />;
}

export function ErrorBoundary() {
  return <OrderRouteError error={useRouteError()} />;
}
