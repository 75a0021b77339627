/**
 * The lab tests catalogue calls (storefront §2 "/diagnostics" routes and the Lab Tests mega menu). Prices depend
 * on the pincode sent; without one the API prices for the store's default pincode. During SSR pass the incoming
 * request so its cookie goes along; the cart call is described for `apiResult` (the item page's action).
 */
import type { LabCart, LabHome, LabItemDetails, LabItemRef, LabMegamenu, LabProfiles, LabSearchResult, LabTestList } from '@dawa/contracts';
import { call, qs } from './api.ts';
import type { ApiRequest } from './api-transport.ts';

type Described<T> = ApiRequest & { readonly __answer?: T };

export const labCalls = {
  cartAdd: (item: LabItemRef): Described<LabCart> => ({ method: 'POST', path: '/diagnostics/cart/add', body: { item } }),
  cart: (pincode?: string): Described<LabCart> => ({ method: 'GET', path: `/diagnostics/cart${qs({ pincode })}` }),
};

export const labApi = {
  home: (pincode: string | undefined, req?: Request) => call<LabHome>({ method: 'GET', path: `/diagnostics/home${qs({ pincode })}` }, req),
  megamenu: (req?: Request) => call<LabMegamenu>({ method: 'GET', path: '/diagnostics/megamenu' }, req),
  tests: (query: { page: number; letter?: string; pincode?: string }, req?: Request) =>
    call<LabTestList>({ method: 'GET', path: `/diagnostics/tests${qs(query)}` }, req),
  search: (q: string, pincode: string | undefined, req?: Request) =>
    call<LabSearchResult>({ method: 'GET', path: `/diagnostics/search${qs({ q, pincode })}` }, req),
  item: (slug: string, pincode: string | undefined, req?: Request) =>
    call<LabItemDetails>({ method: 'GET', path: `/diagnostics/item/${encodeURIComponent(slug)}${qs({ pincode })}` }, req),
  labs: (req?: Request) => call<LabProfiles>({ method: 'GET', path: '/diagnostics/labs' }, req),
};
