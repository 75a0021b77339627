/** What the healthcare listing routes share: their headers, and the loader of a brand's store or a collection. */
import { idFromSlug } from '@dawa/domain';
import { data, redirect } from 'react-router';
import { PUBLIC_CACHE } from '../ui/format.ts';
import { listingData } from './listing-data.server.ts';

export { loadedPageHeaders as listingHeaders } from '../../lib/page-headers.ts';

/**
 * A brand's store or a collection by the id ending its address's last segment; a wrong or outdated name before
 * the id redirects. The segment is compared, not the request's path: a client navigation's request ends in .data.
 */
export async function loadNamedListing(request: Request, segment: string | undefined, kind: 'brandId' | 'collectionId', origin: string) {
  const id = idFromSlug(segment ?? '');
  if (id === null) throw data(null, { status: 404 });
  const page = await listingData(request, kind === 'brandId' ? { brandId: id } : { collectionId: id }, origin);
  const canonical = page.listing.breadcrumb.at(-1)?.url;
  if (canonical && !canonical.endsWith(`/${segment}`)) throw redirect(`${canonical}${new URL(request.url).search}`, 301);
  return data(page, { headers: { 'Cache-Control': PUBLIC_CACHE } });
}
