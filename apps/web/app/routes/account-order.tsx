import { useRouteError } from 'react-router';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { OrderDetailPage } from '../components/orders/order-detail.tsx';
import { OrderRouteError } from '../components/orders/order-route-error.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { ordersApi } from '../lib/api-orders.ts';
import type { Route } from './+types/account-order';

/** /account/orders/medicine-healthcare/:orderId: one of the shopper's orders; anyone else's is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const orderId = Number(params.orderId);
  if (!/^[0-9]{1,10}$/.test(params.orderId) || orderId <= 0) throw new Response(null, { status: 404 });
  try {
    const [detail, items, summary, rxReview] = await Promise.all([
      ordersApi.detail('medicine-healthcare', orderId, request),
      ordersApi.items(orderId, request),
      ordersApi.summary(orderId, request),
      // The pharmacist's check (decision 017); the page still shows the order without it.
      ordersApi.rxReview(orderId, request).catch(() => null),
    ]);
    return { signedIn: true as const, order: { detail, items: items.items, summary, rxReview } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false as const, order: null };
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403)) {
      throw new Response(null, { status: 404 });
    }
    throw error;
  }
}

export function meta({ location, params }: Route.MetaArgs): Route.MetaDescriptors {
  const title = translate(localeFromPath(location.pathname), 'orders.meta.detail', { id: params.orderId ?? '' });
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return loaderData.order ? (
    <OrderDetailPage order={loaderData.order} />
  ) : (
    <GuestPrompt title="ck.guest.ordersTitle" text="ck.guest.ordersText" />
  );
}

export function ErrorBoundary() {
  return <OrderRouteError error={useRouteError()} />;
}
