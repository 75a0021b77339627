/**
 * Pay / Place order (spec §4 "Order placement", §5, §8): placeOrder with the body built from the checkout
 * state and an Idempotency-Key; cash on delivery (or nothing to pay) goes to the success page; online
 * payments start at the gateway (invoke, then the browser posts the instrument to /txns) and the window
 * moves to the gateway's authentication page. Repeated taps while working are ignored.
 */
import type { CartData } from '@dawa/contracts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { checkoutApi, startGatewayTxn, TimeoutError } from '../../lib/api-checkout.ts';
import { clearAttempt, keyFor, markAwaitingPayment } from '../../lib/checkout-attempt.ts';
import { clearCheckoutState, readCheckoutState, updateCheckoutState } from '../../lib/checkout-state.ts';
import { forgetServerCart, refreshCartCount } from '../../lib/cart-client.ts';
import { useToast } from '../ui/toast.tsx';
import { reportFailure } from './checkout-events.ts';
import { buildPlaceOrderBody, gatewayFields, isWebUrl, PAY, placementBlocked, type Instrument } from './payment-rules.ts';

export interface PayRequest {
  paymentTypeId: number;
  paymentSubTypeId?: number;
  instrument: Instrument | null;
}

/** After an order is placed (or paid): the checkout is over, the header's cart count is now 0. */
export function finishCheckout() {
  clearCheckoutState();
  clearAttempt();
  forgetServerCart();
  refreshCartCount().catch(() => undefined);
}

export function usePay(cart: CartData | null) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const working = useRef(false);
  const leaving = useRef(false);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const fail = useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof TimeoutError) toast.show(t('ck.error.slow'), 'error');
      else if (error instanceof ApiError && error.status === 0) toast.show(t('ck.error.slow'), 'error');
      else toast.show(error instanceof ApiError && error.message ? error.message : fallback, 'error');
    },
    [t, toast],
  );

  const pay = useCallback(
    async (request: PayRequest) => {
      if (working.current || !cart) return;
      working.current = true;
      setBusy(true);
      try {
        const state = readCheckoutState();
        if (placementBlocked(state, cart.itemsCount)) {
          toast.show(t('ck.error.blocked'), 'error');
          void navigate('/cart');
          return;
        }
        updateCheckoutState({ paymentTypeId: request.paymentTypeId, paymentSubTypeId: request.paymentSubTypeId });
        const promo = cart.promotionDetails;
        const body = buildPlaceOrderBody(state, request, { code: promo?.couponCode, valid: promo?.isPromoValid === true });
        let placed;
        try {
          placed = await checkoutApi.placeOrder(body, keyFor('placeOrder', body));
        } catch (error) {
          if (error instanceof ApiError && error.code === 'ORDER_BLOCKED') {
            toast.show(t('ck.error.blocked'), 'error');
            void navigate('/cart');
            return;
          }
          fail(error, t('ck.error.generic'));
          // The cart changed under the order (stock, prices, promo): the cart page shows what.
          if (error instanceof ApiError && error.status === 409) void navigate('/cart');
          return;
        }
        if (!placed.paymentAllowed || request.paymentTypeId === PAY.cod) {
          finishCheckout();
          toast.show(t('ck.success.title'), 'success');
          void navigate(`/order-success?orderId=${placed.orderId}`, { replace: true });
          return;
        }
        markAwaitingPayment(placed.orderId);
        const invokeBody = {
          parentOrderId: placed.orderId,
          paymentTypeId: request.paymentTypeId,
          ...(request.paymentTypeId !== PAY.card && request.paymentSubTypeId !== undefined
            ? { paymentSubTypeId: request.paymentSubTypeId }
            : {}),
        };
        let invoked;
        try {
          invoked = await checkoutApi.invoke(invokeBody, keyFor('invoke', invokeBody));
        } catch (error) {
          reportFailure('getClientAuthPI');
          // The order can no longer be paid (it failed meanwhile): the next tap places a new one.
          if (error instanceof ApiError && error.status === 409) clearAttempt();
          fail(error, t('ck.error.payStart'));
          return;
        }
        if (!request.instrument) return;
        let url: string;
        try {
          url = await startGatewayTxn(invoked.gatewayUrl, gatewayFields(invoked, request.instrument));
        } catch (error) {
          reportFailure('gatewayTxn');
          fail(error, t('ck.error.payStart'));
          return;
        }
        if (!isWebUrl(url, window.location.href)) {
          toast.show(t('ck.error.payStart'), 'error');
          return;
        }
        leaving.current = true;
        setRedirecting(true);
        window.location.assign(url);
      } finally {
        working.current = false;
        setBusy(false);
      }
    },
    [cart, fail, navigate, t, toast],
  );

  return { pay, busy: busy || redirecting, redirecting, leavingOnPurpose: useCallback(() => leaving.current, []) };
}
