/**
 * React side of the cart client: the header's item count and one item's line, for the signed-in
 * shopper (server cart) or the guest (local cart).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import {
  emptyServerCart,
  ensureServerLines,
  LocalCartUnavailable,
  sameItem,
  serverCartSnapshot,
  setCartQuantity,
  subscribeServerCart,
  type CartOutcome,
} from '../../lib/cart-client.ts';
import { useLocalCartLines } from '../../lib/local-cart.ts';
import { useSession } from '../account/session.ts';
import { useToast } from '../ui/toast.tsx';

export const useServerCart = () => useSyncExternalStore(subscribeServerCart, serverCartSnapshot, emptyServerCart);

/** Items (distinct lines) in the cart: the server's count when signed in, the local cart's for guests. */
export function useCartCount(): number {
  const signedIn = useSession().user !== null;
  const server = useServerCart();
  const local = useLocalCartLines();
  return signedIn ? server.count : local.length;
}

const OUTCOME_TOAST = { added: 'cart.toast.added', updated: 'cart.toast.updated', removed: 'cart.toast.removed' } as const;

/** The text of a failed cart change: the server's message, else the spec's generic text. */
export function useCartErrorText() {
  const t = useT();
  return useCallback(
    (error: unknown) => {
      if (error instanceof LocalCartUnavailable) return t('cart.error.storage');
      return error instanceof ApiError && error.message ? error.message : t('cart.error.generic');
    },
    [t],
  );
}

/**
 * One item's place in the cart: how many it holds (0 when absent; the server's line when signed in) and
 * `change(q)`, which sets the quantity (0 removes), toasts the outcome and resolves false on failure.
 */
export function useCartLine(productId: number, name?: string) {
  const t = useT();
  const toast = useToast();
  const errorText = useCartErrorText();
  const signedIn = useSession().user !== null;
  const server = useServerCart();
  const local = useLocalCartLines();
  useEffect(() => {
    if (signedIn) ensureServerLines().catch(() => undefined);
  }, [signedIn]);
  const lines = signedIn ? (server.lines ?? []) : local;
  const inCart = lines.find((l) => sameItem(l, productId, name))?.quantity ?? 0;
  const change = useCallback(
    async (quantity: number): Promise<CartOutcome | null> => {
      try {
        const outcome = await setCartQuantity(signedIn, { productId, name }, quantity);
        toast.show(t(OUTCOME_TOAST[outcome]), 'success');
        return outcome;
      } catch (error) {
        toast.show(errorText(error), 'error');
        return null;
      }
    },
    [signedIn, productId, name, toast, t, errorText],
  );
  return { inCart, change, signedIn, loaded: !signedIn || server.lines !== null };
}
