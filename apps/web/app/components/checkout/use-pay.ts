/**
 * Pay / Place order (spec §4 "Order placement", §5, §8): the step's action places the order from the
 * checkout choices with this attempt's Idempotency-Key (intent `place-order`); cash on delivery (or nothing
 * to pay) is redirected by the action to the success page; online payments start here, in the browser
 * (invoke, then the instrument is posted straight to the gateway's /txns) and the window moves to the
 * gateway's authentication page. Repeated taps while working are ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { checkoutApi, startGatewayTxn, TimeoutError } from '../../lib/api-checkout.ts';
import { clearAttempt, keyFor, markAwaitingPayment } from '../../lib/checkout-attempt.ts';
import { walletChoices, type CheckoutChoices } from '../../lib/checkout-choices.ts';
import { useToast } from '../ui/toast.tsx';
import { reportFailure } from './checkout-events.ts';
import type { PlaceAnswer } from './payment-data.server.ts';
import { gatewayFields, isWebUrl, PAY, type Instrument } from './payment-rules.ts';

export interface PayRequest {
  paymentTypeId: number;
  paymentSubTypeId?: number;
  instrument: Instrument | null;
}

/** After an order is paid: this attempt is over (the header's count comes from the root loader, read again on the way). */
export function finishCheckout() {
  clearAttempt();
}

/** The key of one placement: the same choices, payment and cart give the same key, anything else a new one. */
export function placementKey(choices: CheckoutChoices, payment: Omit<PayRequest, 'instrument'>, cartVersion: number) {
  const { addressId, speed, rx, plusPlanId } = choices;
  return keyFor('placeOrder', { addressId, speed, rx, payment, cartVersion, wallet: walletChoices(choices), plusPlanId });
}

export function usePay(choices: CheckoutChoices, cartVersion: number) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const place = useFetcher<PlaceAnswer>({ key: 'place-order' });
  const waiting = useRef<PayRequest | null>(null);
  const leaving = useRef(false);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const fail = useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof TimeoutError || (error instanceof ApiError && error.status === 0)) toast.show(t('ck.error.slow'), 'error');
      else toast.show(error instanceof ApiError && error.message ? error.message : fallback, 'error');
    },
    [t, toast],
  );

  const startPayment = useCallback(
    async (orderId: number, request: PayRequest) => {
      markAwaitingPayment(orderId);
      const invokeBody = {
        parentOrderId: orderId,
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
    },
    [fail, t, toast],
  );

  // The action's answer: a failure is said (and a blocked or changed cart goes back to the cart page);
  // an order waiting for its online payment goes on to the gateway.
  const answer = place.state === 'idle' ? place.data : undefined;
  useEffect(() => {
    const request = waiting.current;
    if (!answer || !request) return;
    waiting.current = null;
    if (!answer.ok) {
      if (answer.code === 'TIMEOUT' || answer.status === 0) toast.show(t('ck.error.slow'), 'error');
      else if (answer.code === 'ORDER_BLOCKED') toast.show(t('ck.error.blocked'), 'error');
      else toast.show(answer.message || t('ck.error.generic'), 'error');
      // The cart changed under the order (stock, prices, promo) or there is nothing to order: the cart page shows what.
      if (answer.code === 'ORDER_BLOCKED' || answer.status === 409) void navigate('/cart');
      setBusy(false);
      return;
    }
    if (answer.intent !== 'place-order') return;
    void startPayment(answer.orderId, request).finally(() => setBusy(false));
  }, [answer, navigate, startPayment, t, toast]);

  const pay = useCallback(
    (request: PayRequest) => {
      if (waiting.current || busy) return;
      waiting.current = request;
      setBusy(true);
      const payment = { paymentTypeId: request.paymentTypeId, paymentSubTypeId: request.paymentSubTypeId };
      void place.submit(
        {
          intent: 'place-order',
          paymentTypeId: String(request.paymentTypeId),
          paymentSubTypeId: request.paymentSubTypeId === undefined ? '' : String(request.paymentSubTypeId),
          idempotencyKey: placementKey(choices, payment, cartVersion),
        },
        { method: 'post' },
      );
    },
    [busy, cartVersion, choices, place],
  );

  return { pay, busy: busy || redirecting, redirecting, leavingOnPurpose: useCallback(() => leaving.current, []) };
}
