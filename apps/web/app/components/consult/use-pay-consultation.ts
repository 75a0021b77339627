/**
 * 'Pay' on the consultation's payment page: the booking is already placed (its orderId), so this starts the payment
 * exactly as a lab booking's does — invoke with parentOrderId and this attempt's Idempotency-Key, the instrument
 * posted straight to the gateway, then the window goes to the gateway's page. A failure is said beside the button.
 */
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { TimeoutError } from '../../lib/api-checkout.ts';
import { clearConsultAttempt, consultKeyFor } from '../../lib/consult-attempt.ts';
import { gatewayPage } from '../checkout/gateway-page.ts';
import type { Instrument } from '../checkout/payment-rules.ts';
import { useToast } from '../ui/toast.tsx';

export type PayRequest = { orderId: number; paymentTypeId: number; bank?: number; instrument: Instrument };

export function usePayConsultation() {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Texts said from a handler, which must not wait for a text catalogue: read while rendering.
  const texts = useRef({ slow: '', payStart: '' });
  texts.current = { slow: t('consult.pay.slow'), payStart: t('consult.pay.startFailed') };

  const pay = useCallback(
    async ({ orderId, paymentTypeId, bank, instrument }: PayRequest) => {
      if (busy) return;
      setBusy(true);
      setError(null);
      const fail = (message: string) => {
        setError(message);
        toast.show(message, 'error');
        setBusy(false);
      };
      const body = { parentOrderId: orderId, paymentTypeId, ...(bank !== undefined ? { paymentSubTypeId: bank } : {}) };
      try {
        const url = await gatewayPage(body, consultKeyFor('invoke', body), instrument);
        if (!url) return fail(texts.current.payStart);
        setRedirecting(true);
        window.location.assign(url);
      } catch (caught) {
        // The order can no longer be paid this way: the next tap is a new attempt.
        if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500) clearConsultAttempt();
        if (caught instanceof TimeoutError || (caught instanceof ApiError && caught.status === 0)) return fail(texts.current.slow);
        return fail(caught instanceof ApiError && caught.message ? caught.message : texts.current.payStart);
      }
    },
    [busy, toast],
  );
  return { pay, busy: busy || redirecting, redirecting, error };
}
