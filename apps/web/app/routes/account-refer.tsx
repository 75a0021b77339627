import type { ReferralDetails } from '@dawa/contracts';
import { data, useRouteError } from 'react-router';
import { ReferPage } from '../components/account/refer-page.tsx';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { attempt } from '../lib/api-result.server.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/account-refer';

/** /account/refer-and-earn: the signed-in shopper's referral code, invite and rewards; a guest is asked to log in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const referral = await attempt<ReferralDetails>({ method: 'GET', path: '/referral/fetchDetails' }, request, '');
  if (!referral.ok && referral.status === 401) return { signedIn: false as const };
  if (!referral.ok) throw data(referral.message, { status: 503 });
  return { signedIn: true as const, referral: referral.data, shareUrl: `${publicOrigin(context)}${referral.data.sharePath}` };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'refer.meta.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AccountRefer({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <GuestPrompt title="refer.guest.title" text="refer.guest.text" />;
  return <ReferPage referral={loaderData.referral} shareUrl={loaderData.shareUrl} />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
