import '../components/checkout/checkout-header.css';
import { CHECKOUT_LAYOUT } from '../components/checkout/checkout-steps.ts';
import { useRouteError } from 'react-router';
import { RouteError } from '../components/shell/route-error.tsx';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { paymentAction, paymentLoader } from '../components/checkout/payment-data.server.ts';
import { PaymentPage } from '../components/checkout/payment-page.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import type { Route } from './+types/checkout-payment';

/** Shown in the checkout layout, with its header. */
export const handle = CHECKOUT_LAYOUT;

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'ck.meta.payment') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * /checkout/select-payment-method: the loader sends the shopper to the first missing step (an empty cart to
 * /cart, no prescription to the upload step, no address or speed to delivery); a guest is asked to log in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return paymentLoader(request);
}

/** Intents: choose-payment, place-order. */
export async function action({ request }: Route.ActionArgs) {
  return paymentAction(request);
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  return loaderData.signedIn ? <PaymentPage data={loaderData} /> : <GuestPrompt />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
