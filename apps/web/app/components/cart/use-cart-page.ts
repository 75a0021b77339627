/**
 * The cart page's data and actions. Signed in: the server cart (merged with any local lines first), its
 * cheaper swaps and the personalised offer. Guest: the local cart priced by fetchLocalCartItems.
 */
import type { CartData, PersonalisedOffer, PromoDetails, SavingVariants } from '@dawa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { cartApi, savedApi } from '../../lib/api-cart.ts';
import { applyServerCart, syncLocalCart } from '../../lib/cart-client.ts';
import { removeLocalCartLine, setLocalCartLine, useLocalCartLines } from '../../lib/local-cart.ts';
import { useSession } from '../account/session.ts';
import { useToast } from '../ui/toast.tsx';
import { swapsFor, type Swap } from './cart-rules.ts';
import { useCartErrorText } from './use-cart.ts';

export type PageState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; cart: CartData };
export type PromoState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'invalid'; message: string };

export function useCartPage() {
  const t = useT();
  const toast = useToast();
  const errorText = useCartErrorText();
  const signedIn = useSession().user !== null;
  const localLines = useLocalCartLines();
  const localText = JSON.stringify(localLines);
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [variants, setVariants] = useState<SavingVariants | null>(null);
  const [offer, setOffer] = useState<PersonalisedOffer | null>(null);
  const [promo, setPromo] = useState<PromoState>({ kind: 'idle' });
  const [busyItem, setBusyItem] = useState<number | string | null>(null);
  const request = useRef(0);

  useEffect(() => setMounted(true), []);

  /** The extras that depend on the lines: swaps and the best offer (failures only hide them). */
  const loadExtras = useCallback(() => {
    cartApi.savingVariants().then(setVariants, () => setVariants(null));
    cartApi.personalisedOffer().then(setOffer, () => setOffer(null));
  }, []);

  const show = useCallback(
    (cart: CartData, server: boolean) => {
      setState({ kind: 'ready', cart });
      if (server) {
        applyServerCart(cart);
        loadExtras();
      }
    },
    [loadExtras],
  );

  const load = useCallback(async () => {
    const mine = ++request.current;
    try {
      let cart: CartData;
      if (signedIn) {
        await syncLocalCart().catch(() => null);
        cart = await cartApi.items();
      } else {
        const lines = JSON.parse(localText) as { productId: number; quantity: number; name?: string }[];
        cart = await cartApi.localItems(lines);
      }
      if (mine === request.current) show(cart, signedIn);
    } catch {
      if (mine === request.current) setState({ kind: 'failed' });
    }
  }, [signedIn, localText, show]);

  useEffect(() => {
    if (mounted) void load();
  }, [mounted, load]);

  const setQuantity = async (item: CartData['items'][number], quantity: number) => {
    const key = item.itemId ?? `${item.productId}:${item.name}`;
    setBusyItem(key);
    try {
      if (signedIn && item.itemId !== null) {
        const m = await cartApi.updateQuantity(item.itemId, quantity, true);
        if (m.cart) show(m.cart, true);
        else await load();
      } else {
        const id = item.isCustom ? -1 : item.productId;
        const ok =
          quantity > 0
            ? setLocalCartLine(id, quantity, item.isCustom ? item.name : undefined)
            : removeLocalCartLine(id, item.isCustom ? item.name : undefined);
        if (!ok) throw new Error('storage');
      }
      toast.show(t(quantity === 0 ? 'cart.toast.removed' : 'cart.toast.updated'), 'success');
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusyItem(null);
    }
  };

  /** Spec §8: status 0 shows the server's message; a call that throws shows 'Something Went Wrong!!!'. */
  const saveForLater = async (item: CartData['items'][number]) => {
    setBusyItem(item.itemId);
    try {
      await savedApi.add(item.productId);
      toast.show(t('cart.toast.saved'), 'success');
      await load();
    } catch (error) {
      toast.show(error instanceof ApiError && error.message ? error.message : t('cart.error.sfl'), 'error');
    } finally {
      setBusyItem(null);
    }
  };

  const replace = async (swaps: Swap[]) => {
    try {
      const [first] = swaps;
      const cart =
        swaps.length === 1 && first
          ? await cartApi.replace(first.itemId, first.replacement.productId)
          : await cartApi.bulkReplace(swaps.map((s) => ({ itemId: s.itemId, productId: s.replacement.productId })));
      show(cart, true);
      toast.show(swaps.length === 1 ? t('cart.toast.switched') : t('cart.toast.switchedAll', { n: swaps.length }), 'success');
      return true;
    } catch (error) {
      toast.show(error instanceof ApiError && error.message ? error.message : t('cart.error.replace'), 'error');
      return false;
    }
  };

  const applyPromo = async (code: string): Promise<PromoDetails | null> => {
    setPromo({ kind: 'busy' });
    try {
      const details = await cartApi.applyPromo(code);
      if (!details.isPromoValid) {
        setPromo({ kind: 'invalid', message: details.message || t('cart.promo.invalid') });
        return details;
      }
      setPromo({ kind: 'idle' });
      await load();
      return details;
    } catch (error) {
      setPromo({ kind: 'invalid', message: error instanceof ApiError && error.message ? error.message : t('cart.error.promo') });
      return null;
    }
  };

  const removePromo = async () => {
    setPromo({ kind: 'busy' });
    try {
      await cartApi.removePromo();
      setPromo({ kind: 'idle' });
      await load();
    } catch (error) {
      setPromo({ kind: 'idle' });
      toast.show(errorText(error), 'error');
    }
  };

  const cart = state.kind === 'ready' ? state.cart : null;
  return {
    state,
    signedIn,
    swaps: cart && signedIn ? swapsFor(cart, variants) : [],
    offer: signedIn ? offer : null,
    promo,
    clearPromoError: () => setPromo((p) => (p.kind === 'invalid' ? { kind: 'idle' } : p)),
    busyItem,
    reload: load,
    setQuantity,
    saveForLater,
    replace,
    applyPromo,
    removePromo,
  };
}

export type CartPageModel = ReturnType<typeof useCartPage>;
