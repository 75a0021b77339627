/**
 * A healthcare category or sub-category: /health-care/:category and /health-care/:category/:subCategory, with
 * the filters and sort in the address (?brand=12,40&price=100-250&sort=price&direction=asc&page=2).
 */
import { data, redirect, useRouteError } from 'react-router';
import { HealthcareError } from '../components/healthcare/healthcare-error.tsx';
import { listingData, scopeOf } from '../components/healthcare/listing-data.server.ts';
import { listingHeaders } from '../components/healthcare/listing-route.server.ts';
import { listingMeta, ListingView } from '../components/healthcare/listing-view.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { localeFromPath } from '../i18n/index.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/healthcare-listing';
import '../components/healthcare/healthcare.css';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const scope = scopeOf(params);
  if (!scope) {
    // A slug typed in capitals is the same category: one address for it.
    const lower = scopeOf({ category: params.category?.toLowerCase(), subCategory: params.subCategory?.toLowerCase() });
    if (lower)
      throw redirect(
        `/health-care/${lower.category}${lower.subCategory ? `/${lower.subCategory}` : ''}${new URL(request.url).search}`,
        301,
      );
    throw data(null, { status: 404 });
  }
  return data(await listingData(request, scope, publicOrigin(context)), { headers: { 'Cache-Control': PUBLIC_CACHE } });
}

export const headers = listingHeaders;

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  return listingMeta(loaderData, location.pathname, localeFromPath(location.pathname), 'otc.notFound.categoryTitle');
}

export default function HealthcareListing({ loaderData }: Route.ComponentProps) {
  return <ListingView loaderData={loaderData} />;
}

export function ErrorBoundary() {
  return <HealthcareError error={useRouteError()} what="category" />;
}
