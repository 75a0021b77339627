/**
 * /doctor-consultation/select-payment-method?orderId=N: paying a booked consultation's fee. A consultation with
 * nothing to pay goes to its confirmation; a guest is asked to log in.
 */
import { redirect } from 'react-router';
import { must } from '../components/consult/consult-data.server.ts';
import { ConsultPaymentPage } from '../components/consult/consult-payment-page.tsx';
import { confirmationPath, orderIdOf } from '../components/consult/consult-rules.ts';
import { ConsultErrorBoundary } from '../components/consult/not-found-boundary.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-payment';
import '../components/consult/consult.css';

export async function loader({ request }: Route.LoaderArgs) {
  const orderId = orderIdOf(new URL(request.url).searchParams.get('orderId'));
  if (orderId === null) throw new Response(null, { status: 404 });
  const c = must(await consultApi.view(orderId, request), request);
  if (!c.paymentPending) throw redirect(confirmationPath(orderId));
  return { c };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'consult.pay.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ConsultPayment({ loaderData }: Route.ComponentProps) {
  return <ConsultPaymentPage c={loaderData.c} />;
}

export const ErrorBoundary = ConsultErrorBoundary;
