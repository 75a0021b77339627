/**
 * What the root loader tells every page about the cart: how many lines it holds (the header count) and,
 * where the page has add-to-cart controls, each line's quantity. A guest's come from the cookie; signed in,
 * the count is getCartCount (one indexed row count) and the lines are read only on medicine pages.
 */
import type { RootCart } from '../components/cart/cart-lines.ts';
import { cartCalls } from './api-cart.ts';
import { apiResult } from './api-result.server.ts';
import { readGuestCart } from './guest-cart.server.ts';

/** Medicine pages (and their Hindi twins) show the item's quantity in the cart. */
const WITH_LINES = /^(\/hi)?\/online-medicine-order\/(?!browse(\/|$)|location\/)[^/]+/;

export async function cartSummary(request: Request, signedIn: boolean): Promise<RootCart> {
  if (!signedIn) {
    const lines = readGuestCart(request);
    return { count: lines.length, lines: lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity, itemId: null })) };
  }
  if (WITH_LINES.test(new URL(request.url).pathname)) {
    const cart = await apiResult(cartCalls.items(), request);
    if (cart.ok) {
      const lines = cart.data.items.map((i) => ({
        productId: i.isCustom ? -1 : i.productId,
        name: i.isCustom ? i.name : undefined,
        quantity: i.quantity,
        itemId: i.itemId,
      }));
      return { count: lines.length, lines };
    }
  }
  const count = await apiResult(cartCalls.count(), request);
  return { count: count.ok ? count.data.count : 0, lines: null };
}
