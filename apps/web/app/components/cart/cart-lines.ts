/**
 * The cart as every page knows it from the root loader (decision 010): the header count and, on pages with
 * add-to-cart controls, each line's quantity. In-flight posts to /cart count at once (optimistic), and the
 * loaders' revalidation after the post tells the truth.
 */
import { useFetchers, useRouteLoaderData } from 'react-router';
import { CART_ACTION } from './cart-intents.ts';

export interface RootCartLine {
  productId: number;
  /** A custom medicine's name (id -1). */
  name?: string;
  quantity: number;
  /** The server line (null for a guest's). */
  itemId: number | null;
}

/** `lines` is null when this page was not told them (signed in, off the medicine pages). */
export type RootCart = { count: number; lines: RootCartLine[] | null };

const EMPTY: RootCart = { count: 0, lines: [] };

export const sameLine = (a: { productId: number; name?: string }, productId: number, name?: string) =>
  a.productId === productId && (productId > 0 || (a.name ?? '').trim().toLowerCase() === (name ?? '').trim().toLowerCase());

export function useRootCart(): RootCart {
  const data = useRouteLoaderData('root') as { cart?: RootCart } | undefined;
  return data?.cart ?? EMPTY;
}

/** The header's count: the loader's, plus lines being added right now that it did not hold. */
export function useCartCount(): number {
  const cart = useRootCart();
  const fetchers = useFetchers();
  let count = cart.count;
  for (const f of fetchers) {
    const form = f.formData;
    if (!form || f.formAction !== CART_ACTION || form.get('intent') !== 'add') continue;
    const productId = Number(form.get('productId'));
    const name = String(form.get('name') ?? '') || undefined;
    if (cart.lines && !cart.lines.some((l) => sameLine(l, productId, name))) count += 1;
  }
  return count;
}

/** One item's line in the cart as the loader knows it (undefined when absent or not known). */
export function useCartLineOf(productId: number, name?: string): RootCartLine | undefined {
  return useRootCart().lines?.find((l) => sameLine(l, productId, name));
}
