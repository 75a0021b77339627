import '../components/checkout/checkout-header.css';
import { CHECKOUT_LAYOUT } from '../components/checkout/checkout-steps.ts';
import { useRouteError } from 'react-router';
import { RouteError } from '../components/shell/route-error.tsx';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { deliveryAction, deliveryLoader } from '../components/checkout/delivery-data.server.ts';
import { DeliveryPage } from '../components/checkout/delivery-page.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import type { Route } from './+types/checkout-delivery';

/** Shown in the checkout layout, with its header. */
export const handle = CHECKOUT_LAYOUT;

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'ck.meta.delivery') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * /checkout/delivery-options: the loader sends an empty cart to /cart and a missing prescription back to
 * the upload step (`?missing=prescription`); a guest is asked to log in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return deliveryLoader(request);
}

/** Intents: choose-address, choose-speed, save-address, continue. */
export async function action({ request }: Route.ActionArgs) {
  return deliveryAction(request);
}

export default function CheckoutDelivery({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.signedIn ? <DeliveryPage data={loaderData} actionData={actionData} /> : <GuestPrompt />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
