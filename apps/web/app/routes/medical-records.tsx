import { data, useRouteError } from 'react-router';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { RecordsPage } from '../components/diagnostics-booking/records-page.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { localeFromPath, translate } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import { labApi } from '../lib/api-lab.server.ts';
import type { Route } from './+types/medical-records';

/** /account/medical-records: the account's lab reports, lab test bookings and e-prescriptions; a guest is asked to log in. */
export async function loader({ request }: Route.LoaderArgs) {
  const [records, bookings, consultations] = await Promise.all([
    labApi.medicalRecords(request),
    labApi.bookings(request),
    consultApi.list(request),
  ]);
  if ((!records.ok && records.status === 401) || (!bookings.ok && bookings.status === 401)) return { signedIn: false as const };
  if (!records.ok) throw data(records.message, { status: 503 });
  if (!bookings.ok) throw data(bookings.message, { status: 503 });
  // The consultations' e-prescriptions are records too; without them the lab records still show.
  const prescribed = consultations.ok ? consultations.data.consultations.filter((c) => c.hasPrescription) : [];
  return { signedIn: true as const, records: records.data, bookings: bookings.data, prescribed };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'lab-booking.meta.records') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function MedicalRecords({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <GuestPrompt title="lab-booking.guest.recordsTitle" text="lab-booking.guest.recordsText" />;
  return <RecordsPage records={loaderData.records} bookings={loaderData.bookings} prescribed={loaderData.prescribed} />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
