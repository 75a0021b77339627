/**
 * 'Place booking': the lab cart's action places the booking with this attempt's Idempotency-Key; pay at
 * collection is redirected by the action to the booking page; an online payment starts here, as the medicine
 * checkout's does (invoke with parentOrderId, the instrument posted straight to the gateway's /txns, then the
 * window goes to the gateway's page). Every failure is said beside the button; the choices stay.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { TimeoutError } from '../../lib/api-checkout.ts';
import { clearLabAttempt, labKeyFor } from '../../lib/lab-attempt.ts';
import { gatewayPage } from '../checkout/gateway-page.ts';
import type { Instrument } from '../checkout/payment-rules.ts';
import { useToast } from '../ui/toast.tsx';
import type { LabAnswer } from './lab-cart-action.server.ts';
import { LAB_PAY, type LabPayMethod } from './lab-rules.ts';

export type BookingRequest = {
  addressId: number;
  slot: string;
  pay: LabPayMethod;
  bank?: number;
  instrument: Instrument | null;
  /** What is being booked (lines, patients, coupon): another cart is another attempt. */
  cartSignature: string;
  /** The Idempotency-Key the page was sent with (a plain post before hydration used it). */
  pageKey: string;
};

export function usePlaceBooking() {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<LabAnswer>({ key: 'lbk-place' });
  const waiting = useRef<BookingRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Texts said from handlers and effects, which must not wait for a text catalogue: read while rendering.
  const texts = useRef({ slow: '', payStart: '', generic: '' });
  texts.current = { slow: t('lab-booking.error.slow'), payStart: t('lab-booking.error.payStart'), generic: t('lab-booking.error.generic') };

  const fail = useCallback(
    (message: string) => {
      setError(message);
      toast.show(message, 'error');
    },
    [toast],
  );
  const failWith = useCallback(
    (caught: unknown) => {
      if (caught instanceof TimeoutError || (caught instanceof ApiError && caught.status === 0)) fail(texts.current.slow);
      else fail(caught instanceof ApiError && caught.message ? caught.message : texts.current.payStart);
    },
    [fail],
  );

  /** Starts the payment of a placed booking and sends the browser to the gateway. */
  const pay = useCallback(
    async (orderId: number, request: Pick<BookingRequest, 'pay' | 'bank' | 'instrument'>) => {
      if (!request.instrument) return;
      const body = {
        parentOrderId: orderId,
        paymentTypeId: LAB_PAY[request.pay],
        ...(request.pay === 'nb' && request.bank !== undefined ? { paymentSubTypeId: request.bank } : {}),
      };
      let url: string | null;
      try {
        url = await gatewayPage(body, labKeyFor('invoke', body), request.instrument);
      } catch (caught) {
        // The booking can no longer be paid (released meanwhile): the next tap places a new one.
        if (caught instanceof ApiError && caught.status === 409) clearLabAttempt();
        failWith(caught);
        return;
      }
      if (!url) {
        fail(texts.current.payStart);
        return;
      }
      setRedirecting(true);
      window.location.assign(url);
    },
    [fail, failWith],
  );

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    const request = waiting.current;
    if (!answer || !request) return;
    waiting.current = null;
    if (!answer.ok) {
      // A key the API refuses (used with other choices): the next tap starts a new attempt.
      if (answer.code === 'CONFLICT' || answer.code === 'IDEMPOTENCY_KEY_REUSED') clearLabAttempt();
      fail(answer.message || texts.current.generic);
      setBusy(false);
      return;
    }
    if (answer.orderId === undefined) {
      setBusy(false);
      return;
    }
    void pay(answer.orderId, request).finally(() => setBusy(false));
  }, [answer, fail, pay]);

  const place = useCallback(
    (request: BookingRequest) => {
      if (waiting.current || busy) return;
      waiting.current = request;
      setBusy(true);
      setError(null);
      const { addressId, slot, pay: method, bank, cartSignature, pageKey } = request;
      const idempotencyKey = labKeyFor('place', { addressId, slot, method, bank, cartSignature }, pageKey);
      void fetcher.submit(
        {
          intent: 'place',
          addressId: String(addressId),
          slotsFor: String(addressId),
          slot,
          pay: method,
          bank: bank === undefined ? '' : String(bank),
          idempotencyKey,
        },
        { method: 'post' },
      );
    },
    [busy, fetcher],
  );

  /** A booking placed by a plain post before the page was interactive, still to be paid. */
  const payPlaced = useCallback(
    (orderId: number, request: Pick<BookingRequest, 'pay' | 'bank' | 'instrument'>) => {
      if (busy) return;
      setBusy(true);
      setError(null);
      void pay(orderId, request).finally(() => setBusy(false));
    },
    [busy, pay],
  );

  return { place, payPlaced, busy: busy || redirecting, redirecting, error };
}
