/**
 * The cart, promo code and save-for-later calls (checkout spec §7 "Cart", "Save for later"). Each call is
 * described once (`cartCalls`, `savedCalls`); `cartApi`/`savedApi` send them (in-process during SSR with the
 * page request's cookie, else from the browser) and the route actions send them through `apiResult`.
 * A guest gets 401 on all but fetchLocalCartItems.
 */
import type {
  CartCount,
  CartData,
  CartMutation,
  PersonalisedOffer,
  PromoDetails,
  SavingVariants,
  SflPage,
  SyncResult,
} from '@dawa/contracts';
import { call, qs } from './api.ts';
import type { ApiRequest } from './api-transport.ts';

export interface LocalLineBody {
  productId: number;
  quantity: number;
  name?: string;
}

export interface CartParams {
  promoCode?: string;
  dontAutoApply?: boolean;
  isPrioritySelected?: boolean;
  paymentId?: number;
  /** A PLUS plan bought with the cart (its loyalty item, decision 067). */
  plusPlanId?: string;
}

const flag = (v: boolean | undefined) => (v === undefined ? undefined : String(v));

/** A described call and the type of its answer's data. */
export type Described<T> = ApiRequest & { readonly __answer?: T };
const describe = <T>(request: ApiRequest): Described<T> => request;

export const cartCalls = {
  count: () => describe<CartCount>({ method: 'GET', path: '/cart/getCartCount' }),
  items: (p: CartParams = {}) =>
    describe<CartData>({
      method: 'GET',
      path: `/cart/getCartItems${qs({
        promoCode: p.promoCode,
        dontAutoApply: flag(p.dontAutoApply),
        isPrioritySelected: flag(p.isPrioritySelected),
        paymentId: p.paymentId,
        ...(p.plusPlanId ? { programId: 'plus', variantId: p.plusPlanId } : {}),
      })}`,
    }),
  localItems: (products: LocalLineBody[]) => describe<CartData>({ method: 'POST', path: '/cart/fetchLocalCartItems', body: { products } }),
  sync: (products: LocalLineBody[]) => describe<SyncResult>({ method: 'POST', path: '/cart/syncLocalCart', body: { products } }),
  add: (line: { productId?: number; productName?: string; quantity: number }) =>
    describe<CartMutation>({ method: 'POST', path: '/cart/addToCart', body: line }),
  updateQuantity: (itemId: number, quantity: number, withCart = false) =>
    describe<CartMutation>({
      method: 'POST',
      path: `/cart/updateQuantity/${itemId}`,
      body: withCart ? { quantity, responseType: 'cart' } : { quantity },
    }),
  remove: (itemId: number) => describe<CartMutation>({ method: 'DELETE', path: `/cart/deleteFromCart/${itemId}` }),
  replace: (itemId: number, productId: number) =>
    describe<CartData>({ method: 'POST', path: '/cart/replaceCartItem', body: { itemId, productId } }),
  bulkReplace: (replacements: { itemId: number; productId: number }[]) =>
    describe<CartData>({ method: 'POST', path: '/cart/bulkReplaceCartItems', body: { replacements } }),
  savingVariants: (products: { productId: number; quantity?: number }[] = []) =>
    describe<SavingVariants>({ method: 'POST', path: '/cart/getCartSavingVariants', body: { products } }),
  personalisedOffer: () => describe<PersonalisedOffer>({ method: 'POST', path: '/cart/personalisedOfferRecommendation/1', body: {} }),
  applyPromo: (code: string) => describe<PromoDetails>({ method: 'POST', path: '/order/applyPromocode', body: { code } }),
  removePromo: () => describe<{ removed: boolean }>({ method: 'DELETE', path: '/order/removePromocode' }),
};

export const savedCalls = {
  page: (page: number) => describe<SflPage>({ method: 'GET', path: `/sfl/fetch${qs({ page })}` }),
  add: (productId: number) => describe<{ count: number; message: string }>({ method: 'POST', path: '/sfl/add', body: { productId } }),
  remove: (productId: number) => describe<{ count: number; message: string }>({ method: 'PUT', path: '/sfl/remove', body: { productId } }),
  allIds: () => describe<{ productIds: number[] }>({ method: 'GET', path: '/sfl/fetchAllProductIds' }),
};

const send = <T>(request: Described<T>, incoming?: Request) => call<T>(request, incoming);

export const cartApi = {
  count: (req?: Request) => send(cartCalls.count(), req),
  items: (p: CartParams = {}, req?: Request) => send(cartCalls.items(p), req),
  localItems: (products: LocalLineBody[], req?: Request) => send(cartCalls.localItems(products), req),
  savingVariants: (req?: Request) => send(cartCalls.savingVariants(), req),
  personalisedOffer: (req?: Request) => send(cartCalls.personalisedOffer(), req),
};

export const savedApi = {
  page: (page: number, req?: Request) => send(savedCalls.page(page), req),
};
