import { useRouteError } from 'react-router';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { ErasedPage, EraseAccountPage } from '../components/account/erase-account-page.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { translate } from '../i18n/index.ts';
import { eraseAction, loadErase } from '../lib/privacy.server.ts';
import type { Route } from './+types/account-privacy-erase';

export function meta(): Route.MetaDescriptors {
  return [{ title: translate('en', 'privacy.meta.erase') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadErase(request);
}

/** Erase the account (`intent=erase`), confirmed by the typed number and the ticked box. */
export function action({ request }: Route.ActionArgs) {
  return eraseAction(request);
}

/** /account/privacy/erase: the erasure and, after it (`?done=1`), its confirmation. */
export default function AccountPrivacyErase({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === 'signed-in') return <EraseAccountPage numberEnding={loaderData.numberEnding} failure={actionData} />;
  return loaderData.state === 'done' ? <ErasedPage /> : <GuestPrompt title="privacy.guest.title" text="privacy.guest.text" />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
