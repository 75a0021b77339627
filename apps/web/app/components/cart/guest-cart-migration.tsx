/**
 * The previous version kept a guest's cart in localStorage ('dawa.localCart'). On the first hydrated page
 * it is posted once to /cart (intent 'migrate': into the cookie for a guest, into the server cart when
 * signed in) and removed once the server has taken it; a failed post keeps it for the next page.
 */
import { useEffect, useRef } from 'react';
import { CART_ACTION } from './cart-intents.ts';
import { useCartFetcher } from './cart-form.tsx';

export const LEGACY_CART_KEY = 'dawa.localCart';

function readLegacy(): string | null {
  try {
    return window.localStorage.getItem(LEGACY_CART_KEY);
  } catch {
    return null;
  }
}

export function GuestCartMigration() {
  const fetcher = useCartFetcher({ key: 'cart-migrate', errors: 'inline' });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    const lines = readLegacy();
    if (lines === null) return;
    sent.current = true;
    void fetcher.submit({ intent: 'migrate', lines, _js: '1' }, { method: 'post', action: CART_ACTION });
  }, [fetcher]);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.intent === 'migrate') {
      try {
        window.localStorage.removeItem(LEGACY_CART_KEY);
      } catch {
        // Storage refused: the cookie holds the cart now; the next page tries the removal again.
      }
    }
  }, [fetcher.state, fetcher.data]);
  return null;
}
