/**
 * Analytics hooks of the checkout (spec §8): a failed payment call is recorded with its failedApiName
 * (fetchPaymentModes, getClientAuthPI, fetchSavedPaymentModes, fetchPaymentBifurcation), a failed gateway
 * transaction as api_load_failure. Dispatched as a window event for whichever analytics listens; the
 * shopper sees a friendly message instead.
 */
export const CHECKOUT_EVENT = 'dawa:analytics';

export type FailedApiName = 'fetchPaymentModes' | 'getClientAuthPI' | 'fetchSavedPaymentModes' | 'fetchPaymentBifurcation' | 'placeOrder';

export function reportFailure(failedApiName: FailedApiName | 'gatewayTxn') {
  if (typeof window === 'undefined') return;
  const event = failedApiName === 'gatewayTxn' ? 'api_load_failure' : 'payment_api_failure';
  window.dispatchEvent(new CustomEvent(CHECKOUT_EVENT, { detail: { event, failedApiName } }));
}
