/**
 * 'Pay' on /plus/payment (decision 067): loyalty/submitOrder with this attempt's Idempotency-Key, then the hand-off
 * to the gateway a lab booking's payment takes too (`gatewayPage`), the window sent to the gateway's page. A failure is said beside the button; the choices stay.
 */
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { TimeoutError } from '../../lib/api-checkout.ts';
import { plusApi, type PlusPurchaseBody } from '../../lib/api-plus.ts';
import { clearPlusAttempt, plusKeyFor } from '../../lib/plus-attempt.ts';
import { gatewayPage } from '../checkout/gateway-page.ts';
import type { Instrument } from '../checkout/payment-rules.ts';
import { useToast } from '../ui/toast.tsx';

export type BuyRequest = { body: PlusPurchaseBody; bank?: number; instrument: Instrument };

export function useBuyPlus() {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Texts said from a handler, which must not wait for a text catalogue: read while rendering.
  const texts = useRef({ slow: '', payStart: '' });
  texts.current = { slow: t('lab-booking.error.slow'), payStart: t('lab-booking.error.payStart') };

  const buy = useCallback(
    async ({ body, bank, instrument }: BuyRequest) => {
      if (busy) return;
      setBusy(true);
      setError(null);
      const fail = (message: string) => {
        setError(message);
        toast.show(message, 'error');
        setBusy(false);
      };
      try {
        const order = await plusApi.submitOrder(body, plusKeyFor('submit', body));
        const invokeBody = {
          parentOrderId: order.orderId,
          paymentTypeId: body.paymentModeId,
          ...(bank !== undefined ? { paymentSubTypeId: bank } : {}),
        };
        const url = await gatewayPage(invokeBody, plusKeyFor('invoke', invokeBody), instrument);
        if (!url) return fail(texts.current.payStart);
        setRedirecting(true);
        window.location.assign(url);
      } catch (caught) {
        // A refused purchase or an order no longer payable: the next tap is a new attempt.
        if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500) clearPlusAttempt();
        if (caught instanceof TimeoutError || (caught instanceof ApiError && caught.status === 0)) return fail(texts.current.slow);
        return fail(caught instanceof ApiError && caught.message ? caught.message : texts.current.payStart);
      }
    },
    [busy, toast],
  );

  return { buy, busy: busy || redirecting, redirecting, error };
}
