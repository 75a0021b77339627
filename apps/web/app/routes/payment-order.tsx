import '../components/checkout/checkout-header.css';
import { CHECKOUT_LAYOUT } from '../components/checkout/checkout-steps.ts';
import { useEffect } from 'react';
import { useNavigate, useRouteError, useSearchParams } from 'react-router';
import { useSession } from '../components/account/session.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { PaymentResultPage } from '../components/checkout/payment-result-page.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { MEDICINE_ORDERS } from '../lib/api-orders.ts';
import type { Route } from './+types/payment-order';

/** Shown in the checkout layout, with its header. */
export const handle = CHECKOUT_LAYOUT;

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'ck.meta.result') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

/** Without a payment secret (/payment/order?orderId=): the order's own page shows where it stands. */
function ToOrder() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = Number(params.get('orderId'));
  useEffect(() => {
    void navigate(
      Number.isInteger(orderId) && orderId > 0 ? `/account/orders/${MEDICINE_ORDERS}/${orderId}` : '/account/orders/medicine-healthcare',
      {
        replace: true,
      },
    );
  }, [orderId, navigate]);
  return null;
}

/** /payment/order/:secret: the gateway's return; the payment is checked in the browser, signed in. */
export default function PaymentOrder({ params }: Route.ComponentProps) {
  const { user } = useSession();
  if (!user) return <GuestPrompt title="ck.guest.paymentTitle" text="ck.guest.paymentText" />;
  return params.secret ? <PaymentResultPage key={params.secret} secret={params.secret} /> : <ToOrder />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
