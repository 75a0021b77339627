/**
 * The cart, promo code and save-for-later calls (checkout spec §7 "Cart", "Save for later"). Every call
 * is personal, so they run in the browser only; a guest gets 401 on all but fetchLocalCartItems.
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
}

const flag = (v: boolean | undefined) => (v === undefined ? undefined : String(v));

export const cartApi = {
  count: () => call<CartCount>({ method: 'GET', path: '/cart/getCartCount' }),
  items: (p: CartParams = {}) =>
    call<CartData>({
      method: 'GET',
      path: `/cart/getCartItems${qs({
        promoCode: p.promoCode,
        dontAutoApply: flag(p.dontAutoApply),
        isPrioritySelected: flag(p.isPrioritySelected),
        paymentId: p.paymentId,
      })}`,
    }),
  localItems: (products: LocalLineBody[]) => call<CartData>({ method: 'POST', path: '/cart/fetchLocalCartItems', body: { products } }),
  sync: (products: LocalLineBody[]) => call<SyncResult>({ method: 'POST', path: '/cart/syncLocalCart', body: { products } }),
  add: (line: { productId?: number; productName?: string; quantity: number }) =>
    call<CartMutation>({ method: 'POST', path: '/cart/addToCart', body: line }),
  updateQuantity: (itemId: number, quantity: number, withCart = false) =>
    call<CartMutation>({
      method: 'POST',
      path: `/cart/updateQuantity/${itemId}`,
      body: withCart ? { quantity, responseType: 'cart' } : { quantity },
    }),
  remove: (itemId: number) => call<CartMutation>({ method: 'DELETE', path: `/cart/deleteFromCart/${itemId}` }),
  replace: (itemId: number, productId: number) =>
    call<CartData>({ method: 'POST', path: '/cart/replaceCartItem', body: { itemId, productId } }),
  bulkReplace: (replacements: { itemId: number; productId: number }[]) =>
    call<CartData>({ method: 'POST', path: '/cart/bulkReplaceCartItems', body: { replacements } }),
  savingVariants: (products: { productId: number; quantity?: number }[] = []) =>
    call<SavingVariants>({ method: 'POST', path: '/cart/getCartSavingVariants', body: { products } }),
  personalisedOffer: () => call<PersonalisedOffer>({ method: 'POST', path: '/cart/personalisedOfferRecommendation/1', body: {} }),
  applyPromo: (code: string) => call<PromoDetails>({ method: 'POST', path: '/order/applyPromocode', body: { code } }),
  removePromo: () => call<{ removed: boolean }>({ method: 'DELETE', path: '/order/removePromocode' }),
};

export const savedApi = {
  page: (page: number) => call<SflPage>({ method: 'GET', path: `/sfl/fetch${qs({ page })}` }),
  add: (productId: number) => call<{ count: number; message: string }>({ method: 'POST', path: '/sfl/add', body: { productId } }),
  remove: (productId: number) => call<{ count: number; message: string }>({ method: 'PUT', path: '/sfl/remove', body: { productId } }),
  allIds: () => call<{ productIds: number[] }>({ method: 'GET', path: '/sfl/fetchAllProductIds' }),
};
