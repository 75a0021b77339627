/**
 * /plus/payment?plan=…&coupon=…: buying a PLUS plan alone (decision 067). The plan and a membership coupon are
 * read on the server (the coupon form is a plain GET form, so it works before the page is interactive); paying
 * starts in the browser, as every online payment does. A guest is asked to log in.
 */
import type { LoyaltyCouponData, LoyaltyData } from '@dawa/contracts';
import { data, useRouteError } from 'react-router';
import { useSession } from '../components/account/session.ts';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { PlusPaymentPage } from '../components/plus/plus-payment-page.tsx';
import { couponOf } from '../components/plus/plus-rules.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { attempt } from '../lib/api-result.server.ts';
import { plusCalls } from '../lib/api-plus.ts';
import type { Route } from './+types/plus-payment';

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const plus = await attempt<LoyaltyData>(plusCalls.fetchData(), request, '');
  if (!plus.ok) throw data(plus.message, { status: 503 });
  const plan = plus.data.plans.find((p) => p.id === params.get('plan')) ?? null;
  const code = couponOf(params.get('coupon'));
  let coupon: LoyaltyCouponData | null = null;
  let couponFailed = false;
  if (plan && code) {
    const applied = await attempt<LoyaltyCouponData>(plusCalls.applyCoupon(plan.id, code), request, '');
    if (applied.ok) coupon = applied.data;
    else couponFailed = applied.status !== 401;
  }
  return { plus: plus.data, plan, coupon, couponCode: code, couponFailed };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'plus.meta.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PlusPaymentRoute({ loaderData }: Route.ComponentProps) {
  const { user } = useSession();
  if (!user) return <GuestPrompt title="plus.pay.loginTitle" text="plus.pay.loginText" />;
  return <PlusPaymentPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
