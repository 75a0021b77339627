/**
 * The /cart route's loader: the priced cart, rendered on the server (no spinner). Signed in: the server
 * cart with its cheaper swaps and the personalised offer (those two only hide when they fail). Guest: the
 * cookie's lines priced by fetchLocalCartItems. A cart that cannot be read is `cart: null` (the page offers
 * Retry), never a 500. Signed in or not, the coupon box lists the store's live coupons (none when they cannot be read).
 */
import type { CartPageData } from '../components/cart/cart-page-data.ts';
import { cartCoupons } from '../components/offers/offers.server.ts';
import { cartCalls } from './api-cart.ts';
import { apiResult } from './api-result.server.ts';
import { readChoices } from './checkout-choices.server.ts';
import { readGuestCart } from './guest-cart.server.ts';
import { plusCalls } from './api-plus.ts';

export async function loadCartPage(request: Request): Promise<CartPageData> {
  const coupons = cartCoupons().catch(() => []);
  return { ...(await cartData(request)), coupons: await coupons };
}

async function cartData(request: Request): Promise<CartPageData> {
  const mine = await apiResult(cartCalls.items({ plusPlanId: readChoices(request).plusPlanId }), request);
  if (mine.ok) {
    const [variants, offer, plus] = await Promise.all([
      apiResult(cartCalls.savingVariants(), request),
      apiResult(cartCalls.personalisedOffer(), request),
      // The plans are offered only beside the pitch (a member, or a shopper already buying one, is not asked).
      mine.data.loyaltyDetailsPitch ? apiResult(plusCalls.fetchData(), request) : null,
    ]);
    return {
      signedIn: true,
      cart: mine.data,
      variants: variants.ok ? variants.data : null,
      offer: offer.ok ? offer.data : null,
      plusPlans: plus?.ok ? plus.data.plans : [],
    };
  }
  if (mine.status !== 401) return { signedIn: true, cart: null, variants: null, offer: null };
  const lines = readGuestCart(request);
  const local = await apiResult(cartCalls.localItems(lines), request);
  return { signedIn: false, cart: local.ok ? local.data : null, variants: null, offer: null };
}
