import type {
  AlternativesPage,
  AreaList,
  CityList,
  CityPincodes,
  DeliveryEstimate,
  BrandDetail,
  BrowsePage,
  HomeData,
  PincodeDetails,
  MoleculeDetail,
  MoleculeSummary,
  ProductDetail,
  ServiceCoverage,
  SearchPageResponse,
  TypeaheadResponse,
  TruecallerAuth,
  TruecallerPolling,
  Address,
  AuthState,
  Paged,
  IpLocation,
  LoginResult,
  OtpData,
  Profile,
  OtcFilters,
  OtcListings,
  OtcMegamenu,
  OtcProductDetail,
  OtcProductsPage,
  OtcSorters,
  OtcBanners,
  OtcBrandPage,
  OtcCollectionPage,
  OtcCollections,
  OtcFeaturedBrands,
  ProductCard,
} from '@dawa/contracts';
import type { AddressPayload } from '../components/account/types.ts';
import { fetchTransport, serverTransport, type ApiRequest } from './api-transport.ts';

/** Client-side codes beside the API's ERROR_CODES: the request never got an answer. */
/** Ends the session and clears its cookie (the browser's call, and the /logout form's action on the server). */
export const LOGOUT_CALL = { method: 'POST' as const, path: '/auth/logout', body: {} };

export const NETWORK_ERROR = 'NETWORK_ERROR';

/**
 * A failed call. Code decides on `code` (the envelope's machine code, one of ERROR_CODES, or a client-side
 * one like NETWORK_ERROR), never on `message`, which is only for showing.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly showAlert: boolean,
  ) {
    super(message);
  }
}

export async function call<T>(request: ApiRequest, incoming?: Request): Promise<T> {
  const transport = (typeof window === 'undefined' && serverTransport()) || fetchTransport;
  const cookie = incoming?.headers.get('cookie');
  const { status, body } = await transport({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
  if (body.status === 1) return body.data as T;
  throw new ApiError(status, body.error.code, body.error.message, body.error.showAlert);
}

export const qs = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The root layout (footer, login drawer) and the medicine page (trust marker) both ask for the service
 * coverage while rendering the same page: one call per incoming request serves both. Kept with the request
 * object only, so nothing outlives the page being rendered.
 */
const coverageByRequest = new WeakMap<Request, Promise<ServiceCoverage>>();
function coverageOnce(incoming?: Request): Promise<ServiceCoverage> {
  const ask = () => call<ServiceCoverage>({ method: 'GET', path: '/v3/serviceCoverage' }, incoming);
  if (!incoming) return ask();
  let answer = coverageByRequest.get(incoming);
  if (!answer) {
    answer = ask();
    coverageByRequest.set(incoming, answer);
  }
  return answer;
}

/** The typed client of the /api calls the pages use (request = the incoming page request during SSR). */
export const api = {
  home: (req?: Request) => call<HomeData>({ method: 'GET', path: '/home' }, req),
  /** A medicine; its FAQ in `lang` (the catalogue's own words as the data holds them). */
  product: (id: number, req?: Request, lang: 'en' | 'hi' = 'en') =>
    call<ProductDetail>({ method: 'GET', path: `/products/${id}${lang === 'hi' ? '?lang=hi' : ''}` }, req),
  alternatives: (id: number, page: number) =>
    call<AlternativesPage>({ method: 'GET', path: `/products/${id}/alternatives${qs({ page })}` }),
  browse: (letter: string | undefined, page: number, req?: Request, category?: string) =>
    call<BrowsePage>({ method: 'GET', path: `/catalogue/browse${qs({ letter, page, category })}` }, req),
  brand: (slug: string, req?: Request) => call<BrandDetail>({ method: 'GET', path: `/brands/${encodeURIComponent(slug)}` }, req),
  molecules: (letter: string | undefined, page: number, req?: Request) =>
    call<Paged<MoleculeSummary>>({ method: 'GET', path: `/molecules${qs({ letter, page })}` }, req),
  molecule: (id: number, page: number, req?: Request) =>
    call<MoleculeDetail>({ method: 'GET', path: `/molecules/${id}${qs({ page })}` }, req),
  typeahead: (q: string, intentId?: string) =>
    call<TypeaheadResponse>({ method: 'GET', path: `/search/searchTypeAhead${qs({ q, intent_id: intentId })}` }),
  searchPage: (q: string, page: number, req?: Request) =>
    call<SearchPageResponse>({ method: 'GET', path: `/search/all${qs({ q, page })}` }, req),
  requestOtp: (contactNumber: string) => call<OtpData>({ method: 'POST', path: '/auth/requestOTP', body: { contactNumber } }),
  login: (contactNumber: string, userOtp: string) =>
    call<LoginResult>({ method: 'POST', path: '/auth/login', body: { contactNumber, userOtp } }),
  trueCallerAuth: () => call<TruecallerAuth>({ method: 'POST', path: '/auth/trueCallerAuth', body: {} }),
  trueCallerPolling: (requestId: string) =>
    call<TruecallerPolling>({ method: 'POST', path: '/auth/trueCallerPolling', body: { requestId } }),
  isUserAuthenticated: () => call<AuthState>({ method: 'POST', path: '/auth/isUserAuthenticated', body: {} }),
  logout: () => call<unknown>(LOGOUT_CALL),
  profile: (req?: Request) => call<Profile>({ method: 'GET', path: '/profile/fetchProfileInfo' }, req),
  pincodeDetails: (pincode: string, req?: Request) =>
    call<PincodeDetails>({ method: 'GET', path: `/app/fetchPincodeDetails${qs({ pincode })}` }, req),
  ipLocation: () =>
    call<IpLocation>({
      method: 'GET',
      path: '/app/getLocation',
    }),
  addresses: (req?: Request) => call<Address[]>({ method: 'GET', path: '/delivery/fetchAddresses' }, req),
  addAddress: (address: AddressPayload) => call<Address[]>({ method: 'POST', path: '/address/add', body: address }),
  updateAddress: (id: number, address: AddressPayload) => call<Address[]>({ method: 'PUT', path: `/address/update/${id}`, body: address }),
  cities: (letter: string | undefined, page: number, req?: Request) =>
    call<CityList>({ method: 'GET', path: `/v3/cities${qs({ letter, page })}` }, req),
  serviceCoverage: (req?: Request) => coverageOnce(req),
  areas: (letter: string | undefined, page: number, req?: Request) =>
    call<AreaList>({ method: 'GET', path: `/v3/areas${qs({ letter, page })}` }, req),
  pincode: (pincode: number, req?: Request) => call<PincodeDetails>({ method: 'GET', path: `/v3/pincodes/details/${pincode}` }, req),
  cityPincodes: (cityId: number, req?: Request) => call<CityPincodes>({ method: 'GET', path: `/v3/city/${cityId}/pincodes` }, req),
  deliveryEstimate: (productId: number, pincode: string, req?: Request) =>
    call<DeliveryEstimate>({ method: 'GET', path: `/otc/fetchOtcEdd/${productId}${qs({ pincode })}` }, req),
  otcListings: (req?: Request) => call<OtcListings>({ method: 'GET', path: '/v3/ecommerce/categories/all-listings' }, req),
  otcMegamenu: () => call<OtcMegamenu>({ method: 'GET', path: '/categoryDetails/fetchHealthcareMegamenu' }),
  otcFilters: (scope: OtcScope, req?: Request) => call<OtcFilters>({ method: 'GET', path: `/otc/getFilters${qs(scope)}` }, req),
  otcSorters: (req?: Request) => call<OtcSorters>({ method: 'GET', path: '/otc/getSorters' }, req),
  /** A listing page; `query` holds the URL's filter values as they came (the API checks them and answers 400). */
  otcProducts: (query: Record<string, string | undefined>, req?: Request) =>
    call<OtcProductsPage>({ method: 'GET', path: `/otc/getCategoryProducts${qs(query)}` }, req),
  otcProduct: (id: number, req?: Request) => call<OtcProductDetail>({ method: 'GET', path: `/otc/products/${id}` }, req),
  otcBrand: (id: number, query: Record<string, string | undefined>, req?: Request) =>
    call<OtcBrandPage>({ method: 'GET', path: `/otcBrand/fetchBrandDetails/${id}${qs(query)}` }, req),
  otcBrandBanners: (id: number, req?: Request) => call<OtcBanners>({ method: 'GET', path: `/otcBrand/fetchBrandBanners/${id}` }, req),
  otcFeaturedBrands: (req?: Request) => call<OtcFeaturedBrands>({ method: 'GET', path: '/otcBrand/featured' }, req),
  previouslyBrowsed: (ids: number[]) =>
    call<{ products: ProductCard[] }>({
      method: 'GET',
      path: `/productDescription/fetchPreviouslyBrowsedItems${qs({ productIds: ids.join(',') })}`,
    }),
  otcCollections: (req?: Request) => call<OtcCollections>({ method: 'GET', path: '/otc/collections' }, req),
  otcCollection: (id: number, query: Record<string, string | undefined>, req?: Request) =>
    call<OtcCollectionPage>({ method: 'GET', path: `/otc/fetchCollectionDetails/${id}${qs(query)}` }, req),
};

/** Where a healthcare listing looks: a category, its sub-category and a type beneath that; or a brand or a collection. */
export type OtcScope = { category?: string; subCategory?: string; type?: string; brandId?: number; collectionId?: number };
