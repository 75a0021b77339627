/**
 * A healthcare collection: /health-wellness/collections/:slugWithId, its description and its products with the
 * listing's filters and sort in the address.
 */
import { useRouteError } from 'react-router';
import { HealthcareError } from '../components/healthcare/healthcare-error.tsx';
import { listingHeaders, loadNamedListing } from '../components/healthcare/listing-route.server.ts';
import { listingMeta, ListingView } from '../components/healthcare/listing-view.tsx';
import { localeFromPath } from '../i18n/index.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/healthcare-collection';
import '../components/healthcare/healthcare.css';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadNamedListing(request, params.slugWithId, 'collectionId', publicOrigin(context));
}

export const headers = listingHeaders;

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  return listingMeta(loaderData, location.pathname, localeFromPath(location.pathname), 'otc.notFound.collectionTitle');
}

export default function HealthcareCollection({ loaderData }: Route.ComponentProps) {
  return <ListingView loaderData={loaderData} />;
}

export function ErrorBoundary() {
  return <HealthcareError error={useRouteError()} what="collection" />;
}
