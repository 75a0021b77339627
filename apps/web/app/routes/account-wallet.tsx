import type { WalletDetails } from '@dawa/contracts';
import { data, useRouteError } from 'react-router';
import { WalletPage } from '../components/account/wallet-page.tsx';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { attempt } from '../lib/api-result.server.ts';
import type { Route } from './+types/account-wallet';

/** /account/wallet: the signed-in shopper's store wallet; a guest is asked to log in. */
export async function loader({ request }: Route.LoaderArgs) {
  const wallet = await attempt<WalletDetails>({ method: 'GET', path: '/wallet/fetchWalletDetails' }, request, '');
  if (!wallet.ok && wallet.status === 401) return { signedIn: false as const };
  if (!wallet.ok) throw data(wallet.message, { status: 503 });
  return { signedIn: true as const, wallet: wallet.data };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'wallet.meta.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AccountWallet({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <GuestPrompt title="wallet.guest.title" text="wallet.guest.text" />;
  return <WalletPage wallet={loaderData.wallet} />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
