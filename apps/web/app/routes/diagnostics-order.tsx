import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { bookingAction, bookingLoader } from '../components/diagnostics-booking/booking-data.server.ts';
import { BookingPage } from '../components/diagnostics-booking/booking-page.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { StatusPage } from '../components/shell/status-page.tsx';
import { CompassIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import type { Route } from './+types/diagnostics-order';

/** /account/orders/diagnostics/:orderId: one of the shopper's lab bookings; anyone else's is the store's not-found page. */
export function loader({ request, params }: Route.LoaderArgs) {
  return bookingLoader(request, params);
}

/** Intents: cancel, reschedule. */
export function action({ request, params }: Route.ActionArgs) {
  return bookingAction(request, params);
}

export function meta({ location, params }: Route.MetaArgs): Route.MetaDescriptors {
  const title = translate(localeFromPath(location.pathname), 'lab-booking.meta.booking', { id: params.orderId ?? '' });
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function DiagnosticsOrder({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <GuestPrompt title="lab-booking.guest.bookingTitle" text="lab-booking.guest.bookingText" />;
  return <BookingPage data={loaderData} answer={actionData} />;
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage art={<CompassIcon />} code="404" title={t('shell.notFound.title')}>
        <p>{t('shell.notFound.text')}</p>
      </StatusPage>
    );
  }
  return <RouteError error={error} />;
}
