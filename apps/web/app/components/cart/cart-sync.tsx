/**
 * Lives in the shell: keeps the header's server count fresh (after every 'dawa:cart' change) and, once
 * the shopper is signed in, merges the guest's local cart into the server cart, telling them which
 * quantities were capped at the item's maximum. A failed merge keeps the local cart; the next page load
 * or login tries again.
 */
import { useEffect, useRef } from 'react';
import type { SyncResult } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { CART_EVENT, forgetServerCart, refreshCartCount, syncLocalCart } from '../../lib/cart-client.ts';
import { useSession } from '../account/session.ts';
import { useToast } from '../ui/toast.tsx';

export function CartSync() {
  const t = useT();
  const toast = useToast();
  const userId = useSession().user?.id ?? null;
  // The toast text is read when the merge answers; the effect itself runs once per signed-in user.
  const say = useRef<(result: SyncResult) => void>(() => undefined);
  useEffect(() => {
    say.current = (result) => {
      for (const line of result.capped) toast.show(t('cart.toast.capped', { name: line.name, n: line.quantity }), 'info');
      if (result.notAdded.length > 0) toast.show(t('cart.toast.cartFull', { n: result.notAdded.length }), 'error');
    };
  });

  useEffect(() => {
    if (userId === null) {
      forgetServerCart();
      return;
    }
    const refresh = () => void refreshCartCount().catch(() => undefined);
    refresh();
    syncLocalCart()
      .then((result) => {
        if (result) say.current(result);
      })
      .catch(() => undefined);
    window.addEventListener(CART_EVENT, refresh);
    return () => window.removeEventListener(CART_EVENT, refresh);
  }, [userId]);

  return null;
}
