import { useRouteError } from 'react-router';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { labCartAction } from '../components/diagnostics-booking/lab-cart-action.server.ts';
import { labCartLoader } from '../components/diagnostics-booking/lab-cart-data.server.ts';
import { LabCartPage } from '../components/diagnostics-booking/lab-cart-page.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import type { Route } from './+types/diagnostics-cart';

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'lab-booking.meta.cart') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** Per-shopper page: never stored by a shared cache. */
export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** /diag-pwa/cart: the lab cart, family members, addresses and slots; a guest is asked to log in. */
export function loader({ request }: Route.LoaderArgs) {
  return labCartLoader(request);
}

/** Intents: add, patients, remove, coupon-apply, coupon-remove, patient-save, choose-address, choose-slot, choose-pay, save-address, place. */
export function action({ request }: Route.ActionArgs) {
  return labCartAction(request);
}

export default function DiagnosticsCart({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <GuestPrompt title="lab-booking.guest.title" text="lab-booking.guest.text" />;
  return <LabCartPage data={loaderData} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
