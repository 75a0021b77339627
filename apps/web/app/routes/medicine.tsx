/**
 * Medicine detail page: /online-medicine-order/:slugWithId, its Hindi twin under /hi, and the
 * custom medicine request page /online-medicine-order/:slugWithId/custom-medicine.
 */
import { idFromSlug } from '@dawa/domain';
import type { ProductDetail } from '@dawa/contracts';
import {
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteError,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { buildCustomView } from '../components/pdp/custom-view.server.ts';
import { CustomMedicinePage } from '../components/pdp/custom-medicine.tsx';
import { PdpError } from '../components/pdp/pdp-error.tsx';
import { pdpMeta } from '../components/pdp/pdp-meta.ts';
import { PdpPage } from '../components/pdp/pdp-page.tsx';
import { buildPdpView } from '../components/pdp/pdp-view.server.ts';
import type { MedicinePageData } from '../components/pdp/pdp-types.ts';
import { LocaleContext, localeFromPath } from '../i18n/index.ts';
import { ApiError, api } from '../lib/api.ts';
import '../components/pdp/pdp-page.css';
import '../components/pdp/pdp-alternatives.css';
import '../components/pdp/pdp-sections.css';
import '../components/pdp/pdp-states.css';

const CUSTOM_MEDICINE = 'custom-medicine';

const notFound = () => data(null, { status: 404 });

/** Public page, the same for every shopper: shared caches may keep it for five minutes (never an error). */
const PUBLIC = { headers: { 'Cache-Control': 'public, max-age=300' } };

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await pageData(request, params), PUBLIC);
}

async function pageData(request: Request, params: LoaderFunctionArgs['params']): Promise<MedicinePageData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const slug = params.slugWithId ?? '';

  if (params.medicineType !== undefined) {
    if (params.medicineType !== CUSTOM_MEDICINE || locale !== 'en') throw notFound();
    const view = buildCustomView(slug, { locale, origin: url.origin });
    if (!view) throw notFound();
    return view;
  }

  const id = idFromSlug(slug);
  if (id === null) throw notFound();
  let detail: ProductDetail;
  try {
    detail = await api.product(id, request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  if (slug !== detail.product.slug) {
    const prefix = locale === 'hi' ? '/hi' : '';
    throw redirect(`${prefix}/online-medicine-order/${detail.product.slug}${url.search}`, 301);
  }
  return buildPdpView(detail, { locale, sem: url.searchParams.get('isSEM') === 'true', origin: url.origin });
}

/** Only a page that loaded passes its loader's Cache-Control on; errors and redirects carry none. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const h = new Headers();
  const cache = loaderHeaders.get('Cache-Control');
  if (cache && !errorHeaders) h.set('Cache-Control', cache);
  return h;
};

export const meta: MetaFunction<typeof loader> = ({ loaderData, error, location }) =>
  pdpMeta(loaderData, { locale: localeFromPath(location.pathname), notFound: isRouteErrorResponse(error) && error.status === 404 });

/**
 * System back from a drawer reaches the router as a POP to this same address. The page's data is public
 * and the same for every shopper, so only a change of address (or a form submission) reloads it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
};

export default function MedicineRoute() {
  const view = useLoaderData<typeof loader>();
  return (
    <LocaleContext.Provider value={view.locale}>
      {view.kind === 'custom' ? <CustomMedicinePage key={view.name} view={view} /> : <PdpPage key={view.product.productId} view={view} />}
    </LocaleContext.Provider>
  );
}

export function ErrorBoundary() {
  return <PdpError error={useRouteError()} />;
}
