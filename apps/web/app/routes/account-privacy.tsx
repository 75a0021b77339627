import { useRouteError } from 'react-router';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { PrivacyPage } from '../components/account/privacy-page.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { translate } from '../i18n/index.ts';
import { loadPrivacy, privacyAction } from '../lib/privacy.server.ts';
import type { Route } from './+types/account-privacy';

export function meta(): Route.MetaDescriptors {
  return [{ title: translate('en', 'privacy.meta.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** The shopper's consents (a guest is asked to log in). */
export function loader({ request }: Route.LoaderArgs) {
  return loadPrivacy(request);
}

/** Give or withdraw one consent (`intent=consent`). */
export function action({ request }: Route.ActionArgs) {
  return privacyAction(request);
}

/** /account/privacy: the shopper's data rights under the DPDP Act. */
export default function AccountPrivacy({ loaderData }: Route.ComponentProps) {
  return loaderData.signedIn ? (
    <PrivacyPage consents={loaderData.consents} />
  ) : (
    <GuestPrompt title="privacy.guest.title" text="privacy.guest.text" />
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
