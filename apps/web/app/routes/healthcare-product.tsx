/** The healthcare product page: /health-care/products/:slugWithId and its Hindi twin under /hi. */
import { idFromSlug } from '@dawa/domain';
import type { OtcProductDetail } from '@dawa/contracts';
import {
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { HealthcareError } from '../components/healthcare/healthcare-error.tsx';
import { otcProductMeta } from '../components/healthcare/product-meta.ts';
import { OtcProductPage } from '../components/healthcare/product-page.tsx';
import { buildOtcProductView } from '../components/healthcare/product-view.server.ts';
import { locationFromCookies } from '../components/location/location-cookies.ts';
import { offersWidget } from '../components/offers/offers.server.ts';
import { deliveryView } from '../components/pdp/delivery-view.server.ts';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { LocaleContext, localeFromPath } from '../i18n/index.ts';
import { ApiError, api } from '../lib/api.ts';
import { publicOrigin } from '../lib/public-origin.ts';
// The medicine page's sheets, all four in its order: the build shares them between the two pages as one sheet,
// so the medicine page keeps its rules in the order they were written.
import '../components/pdp/pdp-page.css';
import '../components/pdp/pdp-alternatives.css';
import '../components/pdp/pdp-sections.css';
import '../components/pdp/pdp-states.css';
import '../components/offers/offer-badges.css';
import '../components/offers/offers-widget.css';
import '../components/healthcare/product-page.css';
import { loadedPageHeaders } from '../lib/page-headers.ts';

const notFound = () => data(null, { status: 404 });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const id = idFromSlug(params.slugWithId ?? '');
  if (id === null) throw notFound();
  let detail: OtcProductDetail;
  // The Healthcare offers for the widget, asked for beside the product; none when they cannot be read.
  const offers = offersWidget('Healthcare', url.searchParams.get('offer_id'), request).catch(() => null);
  try {
    detail = await api.otcProduct(id, request);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
  // One address per product: an old or mistyped slug moves permanently to the product's own.
  // The slug, not the path: a client navigation's data request asks for the path with '.data' added.
  const prefix = locale === 'hi' ? '/hi' : '';
  if (`/health-care/products/${params.slugWithId}` !== detail.product.url)
    throw redirect(`${prefix}${detail.product.url}${url.search}`, 301);
  const view = { ...buildOtcProductView(detail, { locale, origin: publicOrigin(context), request }), offers: await offers };
  if (!detail.product.productAvailabilityFlags.isAvailable) return data(view, { headers: { 'Cache-Control': PUBLIC_CACHE } });
  const pincode = locationFromCookies(request.headers.get('cookie'))?.pincode ?? null;
  const delivery = await deliveryView(detail.product.productId, pincode, request);
  // With a chosen pincode the page is that shopper's own: shared caches must not keep it.
  return data({ ...view, delivery }, { headers: { 'Cache-Control': pincode ? 'private, max-age=300' : PUBLIC_CACHE } });
}

export const headers = loadedPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData, error, location }) =>
  otcProductMeta(loaderData, { locale: localeFromPath(location.pathname), notFound: isRouteErrorResponse(error) && error.status === 404 });

export default function HealthcareProduct() {
  const view = useLoaderData<typeof loader>();
  return (
    <LocaleContext.Provider value={view.locale}>
      <OtcProductPage key={view.product.productId} view={view} />
    </LocaleContext.Provider>
  );
}

export function ErrorBoundary() {
  return <HealthcareError error={useRouteError()} what="product" />;
}
