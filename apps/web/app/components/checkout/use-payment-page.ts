/**
 * The payment page's data: the cart (promo validity, item count), the payment modes for the chosen
 * delivery, and the price lines for the chosen payment type (fetchPaymentBifurcation), so the UPI instant
 * discount and the cash handling charge show. Failures record the spec's failedApiName (§8).
 */
import type { CartData, PaymentBifurcation, PaymentModes } from '@dawa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cartApi } from '../../lib/api-cart.ts';
import { checkoutApi, type DeliveryPreference } from '../../lib/api-checkout.ts';
import { readCheckoutState, type CheckoutState } from '../../lib/checkout-state.ts';
import { reportFailure } from './checkout-events.ts';

type Load<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: T };

export type PageData = { cart: CartData; modes: PaymentModes; state: CheckoutState };

/** Where the page sends the shopper instead: no delivery choices yet, or nothing to order. */
export type Redirect = '/checkout/delivery-options' | '/cart' | null;

export const preferencesOf = (state: CheckoutState): DeliveryPreference[] => [
  { shipmentId: 1, optionId: state.deliveryOption ?? 'standard' },
];

export function usePaymentPage(enabled: boolean) {
  const [data, setData] = useState<Load<PageData>>({ kind: 'loading' });
  const [redirect, setRedirect] = useState<Redirect>(null);
  const [lines, setLines] = useState<Load<PaymentBifurcation> | null>(null);
  const linesRequest = useRef(0);

  const load = useCallback(async () => {
    setData({ kind: 'loading' });
    const state = readCheckoutState();
    if (!state.addressId || !state.deliveryOption) {
      setRedirect('/checkout/delivery-options');
      return;
    }
    try {
      const [cart, modes] = await Promise.all([
        cartApi.items({ isPrioritySelected: state.deliveryOption === 'express' }),
        checkoutApi.paymentModes(preferencesOf(state)).catch((error: unknown) => {
          reportFailure('fetchPaymentModes');
          throw error;
        }),
      ]);
      if (cart.items.length === 0 && state.rx.uploadedIds.length === 0 && state.rx.pastIds.length === 0) {
        setRedirect('/cart');
        return;
      }
      setData({ kind: 'ready', data: { cart, modes, state } });
    } catch {
      setData({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  const ready = data.kind === 'ready' ? data.data : null;

  /** The price lines for a payment type (undefined: before one is chosen). */
  const loadLines = useCallback(
    async (paymentTypeId: number | undefined, paymentSubTypeId?: number) => {
      if (!ready) return;
      const mine = ++linesRequest.current;
      setLines((l) => (l?.kind === 'ready' ? l : { kind: 'loading' }));
      const { state, cart } = ready;
      const promo = cart.promotionDetails?.isPromoValid ? cart.promotionDetails.couponCode : undefined;
      try {
        const answer = await checkoutApi.bifurcation({
          addressId: state.addressId,
          paymentId: paymentTypeId,
          ...(paymentTypeId !== undefined && paymentTypeId !== 1 && paymentSubTypeId !== undefined
            ? { paymentSubId: paymentSubTypeId }
            : {}),
          ...(promo ? { promoCode: promo } : {}),
          hasOptedForTeleconsult: state.rx.consult ? 1 : 0,
          deliveryPreferences: preferencesOf(state),
        });
        if (mine === linesRequest.current) setLines({ kind: 'ready', data: answer });
      } catch {
        reportFailure('fetchPaymentBifurcation');
        if (mine === linesRequest.current) setLines({ kind: 'failed' });
      }
    },
    [ready],
  );

  return { data, redirect, lines, reload: load, loadLines };
}
