import { useRouteError } from 'react-router';
import { useSession } from '../components/account/session.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { PaymentPage } from '../components/checkout/payment-page.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import type { Route } from './+types/checkout-payment';

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'ck.meta.payment') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** /checkout/select-payment-method: personal, loaded in the browser; guests are asked to log in. */
export default function CheckoutPayment() {
  return useSession().user ? <PaymentPage /> : <GuestPrompt />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
