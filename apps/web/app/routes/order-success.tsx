import '../components/checkout/checkout-header.css';
import { CHECKOUT_LAYOUT } from '../components/checkout/checkout-steps.ts';
import { data, useRouteError } from 'react-router';
import { OrderRouteError } from '../components/orders/order-route-error.tsx';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { OrderSuccessPage } from '../components/checkout/order-success-page.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { MEDICINE_ORDERS, ordersApi } from '../lib/api-orders.ts';
import { clearChoicesCookie } from '../lib/checkout-choices.server.ts';
import type { Route } from './+types/order-success';

/** Shown in the checkout layout, with its header. */
export const handle = CHECKOUT_LAYOUT;

/**
 * /order-success?orderId=: the placed order as its owner reads it; someone else's or none is a 404. The
 * checkout is over: its choices (the dawa_checkout cookie) are forgotten.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const orderId = Number(new URL(request.url).searchParams.get('orderId'));
  if (!Number.isInteger(orderId) || orderId <= 0) throw new Response(null, { status: 404 });
  try {
    const order = await ordersApi.detail(MEDICINE_ORDERS, orderId, request);
    return data({ signedIn: true as const, order }, { headers: { 'Set-Cookie': clearChoicesCookie(request) } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false as const, order: null };
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw new Response(null, { status: 404 });
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'ck.meta.success') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  return loaderData.order ? (
    <OrderSuccessPage order={loaderData.order} />
  ) : (
    <GuestPrompt title="ck.guest.ordersTitle" text="ck.guest.ordersText" />
  );
}

export function ErrorBoundary() {
  return <OrderRouteError error={useRouteError()} />;
}
