/**
 * The checkout calls (spec §7 "Delivery and orders", "Payment"): delivery options, payment modes and
 * amounts, order placement, the payment start and its result. All personal: the step loaders and actions
 * pass the page request (its cookies); the payment start and the result run in the browser.
 * Card numbers and CVVs never go through here: `startGatewayTxn` posts them straight to the gateway.
 */
import type {
  DeliveryOptions,
  InvokeResponse,
  PaymentBifurcation,
  PaymentModes,
  PaymentStatusAnswer,
  PlacedOrder,
  WalletState,
} from '@dawa/contracts';
import { ApiError, call, NETWORK_ERROR, qs } from './api.ts';

export type DeliveryPreference = { shipmentId: number; optionId: 'standard' | 'express' };

export interface PharmacistCallTime {
  title: string;
  text: string;
  startTime: string;
  endTime: string;
  isWithinHours: boolean;
}

export interface BinStatus {
  bin: string;
  cardBrand: string;
  bank: string;
  cardType: 'CREDIT' | 'DEBIT';
  cardIssuer: string;
  isEligible: boolean;
  offerKey: string | null;
  message: string;
}

/** The body of POST /order/placeOrder the page sends (spec §3 "Order placement payload"). */
export interface PlaceOrderRequest {
  addressId: string;
  images: string[];
  pastRxIds: string[];
  hasOptedForTeleconsult: 0 | 1;
  promocode?: string;
  paymentId: number;
  paymentSubId?: number;
  deliveryPreferences: DeliveryPreference[];
  walletOptedIn: 0 | 1;
  refundOptIn: 0 | 1;
  /** The PLUS plan bought with the order (the cart's loyalty item). */
  programId?: 'plus';
  variantId?: string;
}

export interface BifurcationRequest {
  addressId?: number;
  paymentId?: number;
  paymentSubId?: number;
  promoCode?: string;
  hasOptedForTeleconsult?: 0 | 1;
  deliveryPreferences: DeliveryPreference[];
  walletOptedIn?: 0 | 1;
  refundOptIn?: 0 | 1;
  programId?: 'plus';
  variantId?: string;
}

/** Spec §9: the order call gives up after 20 s; the gateway after 15 s. */
export const ORDER_TIMEOUT_MS = 20_000;
export const GATEWAY_TIMEOUT_MS = 15_000;

/** A call that took longer than its limit (shown as the spec's slow-network text). */
export class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const OMS = qs({ isOmsOnboarded: 'true' });
const WALLET = 3;

export const checkoutApi = {
  deliveryOptions: (addressId: number, req?: Request) =>
    call<DeliveryOptions>({ method: 'GET', path: `/delivery/fetchDeliveryOptions${qs({ addressId })}` }, req),
  pharmacistCallTime: (req?: Request) => call<PharmacistCallTime>({ method: 'GET', path: '/order/fetchPharmacistCallTime' }, req),
  paymentModes: (deliveryPreferences: DeliveryPreference[], req?: Request, plusPlanId?: string) =>
    call<PaymentModes>(
      {
        method: 'POST',
        path: `/ufp/fetchPaymentModes${OMS}`,
        body: { deliveryPreferences, ...(plusPlanId ? { programId: 'plus', variantId: plusPlanId } : {}) },
      },
      req,
    ),
  bifurcation: (body: BifurcationRequest, req?: Request) =>
    call<PaymentBifurcation>({ method: 'POST', path: `/ufp/fetchPaymentBifurcation${OMS}`, body }, req),
  binStatus: (bin: string) => call<BinStatus>({ method: 'GET', path: `/ufp/checkBINBasedOfferStatus/${bin}` }),
  /** Without a key (a form posted before the page was interactive) the server places one order per cart version. */
  placeOrder: (body: PlaceOrderRequest, idempotencyKey: string | undefined, req?: Request) =>
    withTimeout(
      call<PlacedOrder>(
        {
          method: 'POST',
          path: `/order/placeOrder${OMS}`,
          body,
          headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        },
        req,
      ),
      ORDER_TIMEOUT_MS,
    ),
  invoke: (body: { parentOrderId: number; paymentTypeId: number; paymentSubTypeId?: number }, idempotencyKey: string) =>
    call<InvokeResponse>({
      method: 'POST',
      path: `/ufp/fetchPaymentInvokeDetails${OMS}`,
      body,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  paymentStatus: (secret: string, search: string) =>
    call<PaymentStatusAnswer>({ method: 'GET', path: `/ufp/paymentStatus/${encodeURIComponent(secret)}${search}` }),
  requestWalletOtp: (paymentSubTypeId: number) =>
    call<WalletState>({ method: 'POST', path: '/ufp/requestWalletOTP', body: { paymentTypeId: WALLET, paymentSubTypeId } }),
  linkWallet: (paymentSubTypeId: number, otp: string) =>
    call<WalletState>({ method: 'POST', path: '/ufp/linkWallet', body: { paymentTypeId: WALLET, paymentSubTypeId, otp } }),
  refreshWallet: (paymentSubTypeId: number) =>
    call<WalletState>({ method: 'GET', path: `/ufp/refreshWallet${qs({ paymentTypeId: WALLET, paymentSubTypeId })}` }),
};

/** The gateway's answer to /txns: where the shopper approves the payment. */
interface TxnAnswer {
  status?: string;
  payment?: { authentication?: { url?: string } };
  error_code?: string;
  error_message?: string;
}

/**
 * Posts the payment instrument from the browser straight to the gateway's /txns (a form body with the
 * order's client auth token) and resolves with the authentication page's address. Rejects with an
 * ApiError carrying the gateway's message, or a TimeoutError.
 */
export async function startGatewayTxn(gatewayUrl: string, fields: Record<string, string>): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${gatewayUrl.replace(/\/+$/, '')}/txns`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      credentials: 'omit',
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new TimeoutError();
    throw new ApiError(0, NETWORK_ERROR, '', false);
  }
  const body = (await response.json().catch(() => null)) as TxnAnswer | null;
  const url = body?.payment?.authentication?.url;
  if (response.ok && url) return url;
  throw new ApiError(response.status, body?.error_code ?? 'GATEWAY_ERROR', body?.error_message ?? '', false);
}
