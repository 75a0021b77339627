import { z } from 'zod';
import {
  addToCartBody,
  applyPromoBody,
  bulkReplaceBody,
  cartCount,
  cartData,
  cartMutation,
  cartQuery,
  idPathParam,
  itemIdParam,
  localCartBody,
  personalisedOffer,
  personalisedOfferBody,
  promoDetails,
  replaceCartItemBody,
  savingVariants,
  savingVariantsBody,
  savingVariantsQuery,
  syncResult,
  updateQuantityBody,
} from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import { requireUser } from '../auth/session.ts';
import type { CartOffers } from './offers.ts';
import type { CartQuery, CartService } from './service.ts';

const PERSONAL = 'private, no-store';
const yes = (v: string | undefined) => v === 'true' || v === '1';

export const toCartQuery = (q: z.infer<typeof cartQuery>): CartQuery => ({
  promoCode: q.promoCode || undefined,
  dontAutoApply: yes(q.dontAutoApply),
  delivery: yes(q.isPrioritySelected) ? 'express' : 'standard',
  paymentTypeId: q.paymentId,
  paymentSubTypeId: q.paymentSubId && /^[0-9]{1,4}$/.test(q.paymentSubId) ? Number(q.paymentSubId) : undefined,
  walletOptedIn: yes(q.walletOptedIn),
  plusVariantId: q.variantId || undefined,
});

export const cartRoutes = (cart: CartService, offers: CartOffers) => [
  defineRoute({
    method: 'GET',
    url: '/cart/getCartCount',
    summary: 'Lines and units in your cart (0 for a guest, whose cart lives in the browser)',
    tags: ['cart'],
    response: cartCount,
    cache: PERSONAL,
    handler: async ({ request }) => {
      const user = await requireUser(request);
      return user.ok ? ok(await cart.count(user.data.id)) : ok({ count: 0, quantity: 0 });
    },
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/cart/getCartItems',
    summary: 'Your cart: items, promo and the price summary for the given order params',
    tags: ['cart'],
    query: cartQuery,
    response: cartData,
    handler: async ({ user, query }) => ok(await cart.view(user.id, toCartQuery(query))),
  }),
  defineRoute({
    method: 'POST',
    url: '/cart/fetchLocalCartItems',
    summary: "A guest's local cart priced by the server",
    tags: ['cart'],
    body: localCartBody,
    response: cartData,
    cache: PERSONAL,
    handler: async ({ body }) => ok(await cart.localView(body.products)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/cart/syncLocalCart',
    summary: "After login, merges the guest's local cart into the server cart (quantities add up within each item's max)",
    tags: ['cart'],
    body: localCartBody,
    response: syncResult,
    handler: async ({ user, body }) => ok(await cart.sync(user.id, body.products)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/cart/addToCart',
    summary: 'Adds a product (or a custom medicine by name) to your cart',
    tags: ['cart'],
    body: addToCartBody,
    response: cartMutation,
    handler: async ({ user, body }) => cart.add(user.id, body),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/cart/updateQuantity/:itemId',
    summary: "Sets a line's quantity; 0 removes it",
    tags: ['cart'],
    params: itemIdParam,
    body: updateQuantityBody,
    response: cartMutation,
    handler: async ({ user, params, body }) => cart.updateQuantity(user.id, params.itemId, body.quantity, body.responseType === 'cart'),
  }),
  defineCustomerRoute({
    method: 'DELETE',
    url: '/cart/deleteFromCart/:itemId',
    summary: 'Removes a line from your cart',
    tags: ['cart'],
    params: itemIdParam,
    query: cartQuery,
    response: cartMutation,
    handler: async ({ user, params }) => cart.remove(user.id, params.itemId),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/cart/replaceCartItem',
    summary: "Replaces a line's product (a cheaper alternative the shopper chose)",
    tags: ['cart'],
    body: replaceCartItemBody,
    response: cartData,
    handler: async ({ user, body }) => cart.replace(user.id, [body]),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/cart/bulkReplaceCartItems',
    summary: 'Replaces several lines at once, all or nothing',
    tags: ['cart'],
    body: bulkReplaceBody,
    response: cartData,
    handler: async ({ user, body }) => cart.replace(user.id, body.replacements),
  }),
  defineRoute({
    method: 'POST',
    url: '/cart/getCartSavingVariants',
    summary: 'Cheaper like-for-like alternatives of the given products (suggestions; nothing changes)',
    tags: ['cart'],
    query: savingVariantsQuery,
    body: savingVariantsBody,
    response: savingVariants,
    cache: PERSONAL,
    handler: async ({ request, body }) => {
      const user = await requireUser(request);
      if (!user.ok || body.products.length > 0) return ok(await offers.savingVariants(body.products));
      // Signed in with no list: the whole cart, with its item ids so the swaps can be applied.
      const mine = await cart.view(user.data.id);
      return ok(
        await offers.savingVariants(
          mine.items.filter((i) => !i.isCustom).map((i) => ({ productId: i.productId, quantity: i.quantity, itemId: i.itemId })),
        ),
      );
    },
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/cart/personalisedOfferRecommendation/:id',
    summary: 'The promo code that saves this cart the most (or the nearest one) and up to 5 suggestions',
    tags: ['cart'],
    params: idPathParam,
    body: personalisedOfferBody,
    response: personalisedOffer,
    handler: async ({ user, body }) => ok(await offers.personalisedOffer(user.id, body.special_products ?? [])),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/order/applyPromocode',
    summary: 'Checks a promo code against your cart; a valid code stays applied',
    tags: ['cart'],
    body: applyPromoBody,
    response: promoDetails,
    handler: async ({ user, body }) => ok(await cart.applyPromo(user.id, body.code)),
  }),
  defineCustomerRoute({
    method: 'DELETE',
    url: '/order/removePromocode',
    summary: 'Takes the applied promo code off your cart',
    tags: ['cart'],
    response: z.object({ removed: z.boolean() }),
    handler: async ({ user }) => {
      await cart.removePromo(user.id);
      return ok({ removed: true });
    },
  }),
];
