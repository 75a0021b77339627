/**
 * 'Pay' on the consultation's payment page: the booking is already placed (its orderId), so this starts the payment
 * exactly as a lab booking's does — invoke with parentOrderId and this attempt's Idempotency-Key, the instrument
 * posted straight to the gateway, then the window goes to the gateway's page. A failure is said beside the button.
 */
import { useCallback } from 'react';
import { clearConsultAttempt, consultKeyFor } from '../../lib/consult-attempt.ts';
import { gatewayPage } from '../checkout/gateway-page.ts';
import type { Instrument } from '../checkout/payment-rules.ts';
import { useGatewayHandOff } from '../checkout/use-gateway-hand-off.ts';

export type PayRequest = { orderId: number; paymentTypeId: number; bank?: number; instrument: Instrument };

export function usePayConsultation() {
  // The order can no longer be paid this way: the next tap is a new attempt.
  const { handOff, ...state } = useGatewayHandOff({
    slow: 'consult.pay.slow',
    payStart: 'consult.pay.startFailed',
    clearAttempt: clearConsultAttempt,
  });
  const pay = useCallback(
    ({ orderId, paymentTypeId, bank, instrument }: PayRequest) =>
      handOff(() => {
        const body = { parentOrderId: orderId, paymentTypeId, ...(bank !== undefined ? { paymentSubTypeId: bank } : {}) };
        return gatewayPage(body, consultKeyFor('invoke', body), instrument);
      }),
    [handOff],
  );
  return { pay, ...state };
}
