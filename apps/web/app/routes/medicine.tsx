/**
 * Medicine detail page: /online-medicine-order/:slugWithId, its Hindi twin under /hi, and the
 * custom medicine request page /online-medicine-order/:slugWithId/custom-medicine.
 */
import { idFromSlug, plusDiscountPaise } from '@dawa/domain';
import { PRODUCT_TYPE, type ProductDetail } from '@dawa/contracts';
import {
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { isDataRequest } from '../components/catalogue/kept-cards.ts';
import { buildCustomView } from '../components/pdp/custom-view.server.ts';
import { CustomMedicinePage } from '../components/pdp/custom-medicine.tsx';
import { PdpError } from '../components/pdp/pdp-error.tsx';
import { pdpMeta } from '../components/pdp/pdp-meta.ts';
import { PdpPage } from '../components/pdp/pdp-page.tsx';
import { buildPdpView } from '../components/pdp/pdp-view.server.ts';
import { deliveryView } from '../components/pdp/delivery-view.server.ts';
import type { MedicinePageData, PdpView } from '../components/pdp/pdp-types.ts';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { locationFromCookies } from '../components/location/location-cookies.ts';
import { offersWidget } from '../components/offers/offers.server.ts';
import { LocaleContext, localeFromPath } from '../i18n/index.ts';
import { ApiError, api } from '../lib/api.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import '../components/pdp/pdp-page.css';
import '../components/pdp/pdp-alternatives.css';
import '../components/pdp/pdp-sections.css';
import '../components/pdp/pdp-states.css';
import '../components/offers/offer-badges.css';
import '../components/offers/offers-widget.css';
import { loadedPageHeaders } from '../lib/page-headers.ts';
import { plusApi } from '../lib/api-plus.ts';
import { hasSessionCookie } from '../lib/session-cookie.server.ts';

const CUSTOM_MEDICINE = 'custom-medicine';

const notFound = () => data(null, { status: 404 });

/** Public page, the same for every shopper: browsers and shared caches may keep it (never an error). */
const PUBLIC = { headers: { 'Cache-Control': PUBLIC_CACHE } };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [page, coverage, offers, member] = await Promise.all([
    pageData(request, params, publicOrigin(context)),
    coverageView(request),
    offersView(request),
    isPlusMember(request),
  ]);
  // Search-engine-marketing mode hides the offers (spec §2), and with them the PLUS card.
  const view = page.kind === 'product' ? { ...page, coverage, offers: page.sem ? null : offers, plus: plusView(page, member) } : page;
  if (view.kind !== 'product' || !view.product.productAvailabilityFlags.isAvailable) return data(view, PUBLIC);
  const pincode = locationFromCookies(request.headers.get('cookie'))?.pincode ?? null;
  const delivery = await deliveryView(view.product.productId, pincode, request);
  // With a chosen pincode the page is that shopper's own: shared caches must not keep it.
  return data({ ...view, delivery }, pincode ? { headers: { 'Cache-Control': 'private, max-age=300' } } : PUBLIC);
}

/** The trust marker's "cities and pin codes", counted by the API from the pincode data; none when it fails. */
async function coverageView(request: Request): Promise<PdpView['coverage']> {
  try {
    const { cityCount, pincodeCount } = await api.serviceCoverage(request);
    return cityCount > 0 && pincodeCount > 0 ? { cities: cityCount, pincodes: pincodeCount } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the shopper is a PLUS member — asked only of a signed-in shopper's request (its page is private, decision
 * 025); a guest's page, which caches keep, is a non-member's. Asked beside the page's other calls.
 */
function isPlusMember(request: Request): Promise<boolean> {
  if (!hasSessionCookie(request)) return Promise.resolve(false);
  return plusApi.fetchData(request).then(
    (d) => d.isMember,
    () => false,
  );
}

/** The PLUS card: the member price of one unit; none without a price to take it from, or in SEM mode. */
function plusView(page: PdpView, member: boolean): PdpView['plus'] {
  const p = page.product;
  if (page.sem || p.isCustomMedicine || p.salePaise <= 0 || !p.productAvailabilityFlags.isAvailable) return null;
  const savingPaise = plusDiscountPaise(p.salePaise);
  if (savingPaise < 100) return null;
  return { pricePaise: p.salePaise - savingPaise, savingPaise, member };
}

/** The offers widget: the Medicine offers, and the one `?offer_id=` names; none when they cannot be read. */
function offersView(request: Request): Promise<PdpView['offers']> {
  return offersWidget('Medicine', new URL(request.url).searchParams.get('offer_id'), request).catch(() => null);
}

async function pageData(request: Request, params: LoaderFunctionArgs['params'], origin: string): Promise<MedicinePageData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const slug = params.slugWithId ?? '';

  if (params.medicineType !== undefined) {
    if (params.medicineType !== CUSTOM_MEDICINE || locale !== 'en') throw notFound();
    const view = buildCustomView(slug, { locale, origin });
    if (!view) throw notFound();
    return view;
  }

  const id = idFromSlug(slug);
  if (id === null) throw notFound();
  let detail: ProductDetail;
  try {
    detail = await api.product(id, request, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  const prefix = locale === 'hi' ? '/hi' : '';
  // A healthcare product has its own page (decision 059); the card's address is that page.
  if (detail.product.productType === PRODUCT_TYPE.otc) throw redirect(`${prefix}${detail.product.url}${url.search}`, 301);
  if (slug !== detail.product.slug) throw redirect(`${prefix}/online-medicine-order/${detail.product.slug}${url.search}`, 301);
  const sem = url.searchParams.get('isSEM') === 'true';
  return buildPdpView(detail, { locale, sem, origin, documentLoad: !isDataRequest(request) });
}

export const headers = loadedPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData, error, location }) =>
  pdpMeta(loaderData, { locale: localeFromPath(location.pathname), notFound: isRouteErrorResponse(error) && error.status === 404 });

/**
 * System back from a drawer reaches the router as a POP to this same address. The page's data is public
 * and the same for every shopper but for the delivery estimate, so only a change of address, a newly chosen
 * pincode (or a form submission) reloads it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search)
    return typeof document !== 'undefined' && pincodeChanged();
  return defaultShouldRevalidate;
};

/** The delivery estimate on screen is for another pincode than the one now chosen. */
let shownPincode: string | null | undefined;
const pincodeChanged = () => shownPincode !== undefined && shownPincode !== (locationFromCookies(document.cookie)?.pincode ?? null);

export default function MedicineRoute() {
  const view = useLoaderData<typeof loader>();
  shownPincode = view.kind === 'product' ? view.delivery?.pincode : undefined;
  return (
    <LocaleContext.Provider value={view.locale}>
      {view.kind === 'custom' ? <CustomMedicinePage key={view.name} view={view} /> : <PdpPage key={view.product.productId} view={view} />}
    </LocaleContext.Provider>
  );
}

export function ErrorBoundary() {
  return <PdpError error={useRouteError()} />;
}
