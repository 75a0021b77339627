/**
 * The PLUS calls (cart document §7 `loyalty/*`, decision 067): the plans and the shopper's status, a membership
 * coupon against a plan, and buying a plan alone. The purchase sends the attempt's Idempotency-Key, so a double
 * tap or a retry after a timeout buys once.
 */
import type { LoyaltyCouponData, LoyaltyData, LoyaltyOrder } from '@dawa/contracts';
import type { ApiRequest } from './api-transport.ts';
import { call } from './api.ts';

type Described<T> = ApiRequest & { readonly __answer?: T };
const describe = <T>(request: ApiRequest): Described<T> => request;

export interface PlusPurchaseBody {
  programId: 'plus';
  variantId: string;
  /** The amount the shopper was shown, in paise (the API refuses another). */
  amount: number;
  couponCode?: string;
  paymentModeId: number;
}

export const plusCalls = {
  fetchData: () => describe<LoyaltyData>({ method: 'GET', path: '/loyalty/fetchData' }),
  applyCoupon: (variantId: string, couponCode: string) =>
    describe<LoyaltyCouponData>({ method: 'POST', path: '/loyalty/applyCoupon', body: { programId: 'plus', variantId, couponCode } }),
  submitOrder: (body: PlusPurchaseBody, idempotencyKey: string) =>
    describe<LoyaltyOrder>({ method: 'POST', path: '/loyalty/submitOrder', body, headers: { 'idempotency-key': idempotencyKey } }),
};

export const plusApi = {
  fetchData: (req?: Request) => call<LoyaltyData>(plusCalls.fetchData(), req),
  submitOrder: (body: PlusPurchaseBody, idempotencyKey: string) => call<LoyaltyOrder>(plusCalls.submitOrder(body, idempotencyKey)),
};
