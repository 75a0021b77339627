/**
 * 'Pay' on /plus/payment (decision 067): loyalty/submitOrder with this attempt's Idempotency-Key, then the hand-off
 * to the gateway a lab booking's payment takes too (`gatewayPage`), the window sent to the gateway's page. A failure is said beside the button; the choices stay.
 */
import { useCallback } from 'react';
import { plusApi, type PlusPurchaseBody } from '../../lib/api-plus.ts';
import { clearPlusAttempt, plusKeyFor } from '../../lib/plus-attempt.ts';
import { gatewayPage } from '../checkout/gateway-page.ts';
import type { Instrument } from '../checkout/payment-rules.ts';
import { useGatewayHandOff } from '../checkout/use-gateway-hand-off.ts';

export type BuyRequest = { body: PlusPurchaseBody; bank?: number; instrument: Instrument };

export function useBuyPlus() {
  // A refused purchase or an order no longer payable: the next tap is a new attempt.
  const { handOff, ...state } = useGatewayHandOff({
    slow: 'lab-booking.error.slow',
    payStart: 'lab-booking.error.payStart',
    clearAttempt: clearPlusAttempt,
  });
  const buy = useCallback(
    ({ body, bank, instrument }: BuyRequest) =>
      handOff(async () => {
        const order = await plusApi.submitOrder(body, plusKeyFor('submit', body));
        const invokeBody = {
          parentOrderId: order.orderId,
          paymentTypeId: body.paymentModeId,
          ...(bank !== undefined ? { paymentSubTypeId: bank } : {}),
        };
        return gatewayPage(invokeBody, plusKeyFor('invoke', invokeBody), instrument);
      }),
    [handOff],
  );
  return { buy, ...state };
}
