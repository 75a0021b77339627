/**
 * The hand-off to the gateway of an order placed elsewhere (a lab booking, a PLUS purchase): a gateway order for the
 * order's amount (invoke, with the attempt's Idempotency-Key), the instrument posted straight to the gateway's /txns
 * (decision 008), and the hosted page's address — or null when the gateway answered one that is not a web address.
 * Failures are thrown as the calls throw them.
 */
import { checkoutApi, startGatewayTxn } from '../../lib/api-checkout.ts';
import { gatewayFields, isWebUrl, type Instrument } from './payment-rules.ts';

export async function gatewayPage(
  body: { parentOrderId: number; paymentTypeId: number; paymentSubTypeId?: number },
  idempotencyKey: string,
  instrument: Instrument,
): Promise<string | null> {
  const invoked = await checkoutApi.invoke(body, idempotencyKey);
  const url = await startGatewayTxn(invoked.gatewayUrl, gatewayFields(invoked, instrument));
  return isWebUrl(url, window.location.href) ? url : null;
}
