/** /plus: the PLUS membership, its plans and the shopper's own membership (decision 067). */
import type { LoyaltyData } from '@dawa/contracts';
import { data, useRouteError } from 'react-router';
import { useSession } from '../components/account/session.ts';
import { PlusPage } from '../components/plus/plus-page.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { attempt } from '../lib/api-result.server.ts';
import { plusCalls } from '../lib/api-plus.ts';
import type { Route } from './+types/plus';

export async function loader({ request }: Route.LoaderArgs) {
  const plus = await attempt<LoyaltyData>(plusCalls.fetchData(), request, '');
  if (!plus.ok) throw data(plus.message, { status: 503 });
  // After a paid purchase (the payment result page sends the shopper here): the thank-you.
  return { plus: plus.data, welcome: new URL(request.url).searchParams.get('bought') === '1' && plus.data.isMember };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [{ title: translate(locale, 'plus.meta.title') }, { name: 'description', content: translate(locale, 'plus.meta.description') }];
}

/** It shows the shopper's own membership: never stored by a shared cache. */
export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PlusRoute({ loaderData }: Route.ComponentProps) {
  const { user } = useSession();
  return <PlusPage data={loaderData.plus} signedIn={user !== null} welcome={loaderData.welcome} />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
