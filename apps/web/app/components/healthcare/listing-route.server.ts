/** What the healthcare listing routes share: their headers, and the loader of a brand's store or a collection. */
import { data, redirect, type HeadersFunction } from 'react-router';
import { PUBLIC_CACHE } from '../ui/format.ts';
import type { ListingScope } from './listing-data.ts';
import { listingData } from './listing-data.server.ts';

/** Only a page that loaded passes its loader's Cache-Control on; errors carry none. */
export const listingHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const h = new Headers();
  const cache = loaderHeaders.get('Cache-Control');
  if (cache && !errorHeaders) h.set('Cache-Control', cache);
  return h;
};

/** A brand's store or a collection by the id ending its address; a wrong or outdated name before the id redirects. */
export async function loadNamedListing(request: Request, scope: ListingScope | null, origin: string) {
  if (scope === null) throw data(null, { status: 404 });
  const page = await listingData(request, scope, origin);
  const url = new URL(request.url);
  const canonical = page.listing.breadcrumb.at(-1)?.url;
  if (canonical && canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301);
  return data(page, { headers: { 'Cache-Control': PUBLIC_CACHE } });
}
