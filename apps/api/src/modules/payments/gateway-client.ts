import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The store's client for the payment gateway's merchant API (Juspay-style): orders, order status,
 * refunds, card BINs and customers' wallets, plus the check of the signed return parameters. It knows
 * only the protocol, not the sandbox, so a real gateway can take the sandbox's place. Money crosses it as
 * integer paise; rupee amounts exist only on the wire. Expected refusals come back as `{ ok: false }`;
 * outages (network, timeout, 5xx, nonsense answers) throw GatewayUnavailableError.
 */

export interface GatewayHttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export type GatewayTransport = (request: GatewayHttpRequest) => Promise<{ status: number; body: string }>;

export interface GatewayClientOptions {
  /** The gateway's base URL, e.g. http://localhost:3000/gateway. */
  baseUrl: string;
  merchantId: string;
  apiKey: string;
  /** The secret the gateway signs return parameters with. */
  responseKey: string;
  transport?: GatewayTransport;
  /** The spec's gateway timeout. */
  timeoutMs?: number;
}

export type GatewayResult<T> = { ok: true; data: T } | { ok: false; code: string; message: string; httpStatus: number };

export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export type GatewayOrderStatus =
  | 'NEW'
  | 'STARTED'
  | 'PENDING_VBV'
  | 'AUTHORIZING'
  | 'CHARGED'
  | 'AUTHORIZATION_FAILED'
  | 'AUTHENTICATION_FAILED'
  | 'JUSPAY_DECLINED'
  | 'AUTO_REFUNDED';
const STATUSES: readonly string[] = [
  'NEW',
  'STARTED',
  'PENDING_VBV',
  'AUTHORIZING',
  'CHARGED',
  'AUTHORIZATION_FAILED',
  'AUTHENTICATION_FAILED',
  'JUSPAY_DECLINED',
  'AUTO_REFUNDED',
];

export interface GatewayOrder {
  id: string;
  orderId: string;
  status: GatewayOrderStatus;
  amountPaise: number;
  clientAuthToken: string;
  clientAuthTokenExpiry: Date;
}
export interface GatewayOrderState {
  orderId: string;
  status: GatewayOrderStatus;
  statusId: number;
  amountPaise: number;
  currency: string;
  txnId: string | null;
  paymentMethodType: string | null;
  paymentMethod: string | null;
  refunded: boolean;
  amountRefundedPaise: number;
  refunds: { uniqueRequestId: string; amountPaise: number; status: string }[];
  /** What a real gateway may add about the instrument (Juspay's upi.payer_vpa, card.last_four_digits); never a full card number. */
  instrument: { payerVpa: string | null; cardLast4: string | null; cardBrand: string | null };
  dateCreated: Date;
  lastUpdated: Date;
}
export interface GatewayCardBin {
  bin: string;
  brand: string;
  bank: string;
  country: string;
  type: 'CREDIT' | 'DEBIT';
  subType: string;
  issuerBankCode: string;
}
export interface GatewayWallet {
  id: string;
  wallet: string;
  linked: boolean;
  balancePaise: number | null;
  lastRefreshed: Date | null;
  /** Pays from the linked wallet directly (the /txns direct_wallet_token). */
  token: string | null;
}
export type VerifiedReturn =
  { ok: true; orderId: string; status: string; statusId: number } | { ok: false; code: 'INVALID_SIGNATURE'; message: string };

type Json = Record<string, unknown>;

export function createGatewayClient(options: GatewayClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const transport = options.transport ?? fetchTransport(options.timeoutMs ?? 15_000);
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, read: (body: Json) => T, payload?: Json): Promise<GatewayResult<T>> {
    const headers: Record<string, string> = { authorization, accept: 'application/json', 'x-merchantid': options.merchantId };
    if (payload) headers['content-type'] = 'application/json';
    const response = await transport({ method, url: base + path, headers, body: payload && JSON.stringify(payload) }).catch(
      (error: unknown) => {
        throw new GatewayUnavailableError(`payment gateway unreachable: ${(error as Error).message}`, { cause: error });
      },
    );
    if (response.status >= 500) throw new GatewayUnavailableError(`payment gateway answered ${response.status}`);
    const body = parseJson(response.body);
    if (response.status >= 400) {
      return {
        ok: false,
        code: typeof body?.error_code === 'string' ? body.error_code : `HTTP_${response.status}`,
        message: typeof body?.error_message === 'string' ? body.error_message : 'The payment gateway refused the request.',
        httpStatus: response.status,
      };
    }
    if (!body) throw new GatewayUnavailableError('payment gateway answered without JSON');
    return { ok: true, data: read(body) };
  }

  const id = encodeURIComponent;
  return {
    createOrder(input: { orderId: string; amountPaise: number; customerId: string; returnUrl: string; description?: string }) {
      const order = {
        order_id: input.orderId,
        amount: toRupees(input.amountPaise),
        currency: 'INR',
        customer_id: input.customerId,
        return_url: input.returnUrl,
      };
      return call('POST', '/orders', readOrder, input.description === undefined ? order : { ...order, description: input.description });
    },
    getOrderStatus: (orderId: string) => call('GET', `/orders/${id(orderId)}`, readOrderState),
    refund: (input: { orderId: string; uniqueRequestId: string; amountPaise: number }) =>
      call('POST', `/orders/${id(input.orderId)}/refunds`, readOrderState, {
        unique_request_id: input.uniqueRequestId,
        amount: toRupees(input.amountPaise),
      }),
    cardBin: (bin: string) => call('GET', `/cardbins/${id(bin)}`, readCardBin),
    /** Starts linking a wallet: the gateway sends the customer an OTP. */
    createWallet: (input: { customerId: string; gateway: string }) =>
      call('POST', `/customers/${id(input.customerId)}/wallets`, readWallet, { gateway: input.gateway, command: 'authenticate' }),
    /** Sends the OTP again for a wallet that is not linked yet. */
    requestWalletOtp: (walletId: string) => call('POST', `/wallets/${id(walletId)}`, readWallet, { command: 'authenticate' }),
    linkWallet: (input: { walletId: string; otp: string }) =>
      call('POST', `/wallets/${id(input.walletId)}`, readWallet, { command: 'link', otp: input.otp }),
    refreshWallet: (walletId: string) => call('GET', `/wallets/${id(walletId)}?command=refresh`, readWallet),
    listWallets: (customerId: string) => call('GET', `/customers/${id(customerId)}/wallets`, (body) => list(body.list).map(readWallet)),
    delinkWallet: (walletId: string) => call('POST', `/wallets/${id(walletId)}`, readWallet, { command: 'delink' }),
    /** Checks the parameters the browser brought back to return_url. Re-read the order status before trusting it. */
    verifyReturn: (params: URLSearchParams | Record<string, string>): VerifiedReturn => {
      const record = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
      if (!returnSignatureValid(record, options.responseKey) || !record.order_id || !record.status) {
        return { ok: false, code: 'INVALID_SIGNATURE', message: 'The payment response could not be verified.' };
      }
      return { ok: true, orderId: record.order_id, status: record.status, statusId: Number(record.status_id) };
    },
  };
}
export type GatewayClient = ReturnType<typeof createGatewayClient>;

/** HMAC-SHA256 (base64, the response key) over the sorted, URL-encoded `key=value` pairs joined by `&`. */
function returnSignatureValid(params: Record<string, string>, responseKey: string): boolean {
  if (params.signature_algorithm !== 'HMAC-SHA256' || typeof params.signature !== 'string') return false;
  const canonical = Object.keys(params)
    .filter((key) => key !== 'signature' && key !== 'signature_algorithm')
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params[key] ?? '')}`)
    .join('&');
  const expected = Buffer.from(createHmac('sha256', responseKey).update(canonical).digest('base64'));
  const given = Buffer.from(params.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function fetchTransport(timeoutMs: number): GatewayTransport {
  return async (request) => {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };
}

function toRupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`amount must be a positive whole number of paise, got ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

function parseJson(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

const bad = (what: string): never => {
  throw new GatewayUnavailableError(`payment gateway sent an unexpected ${what}`);
};
const text = (body: Json, key: string) => (typeof body[key] === 'string' ? (body[key] as string) : bad(key));
const textOrNull = (body: Json, key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);
const paise = (body: Json, key: string) => (typeof body[key] === 'number' ? Math.round((body[key] as number) * 100) : bad(key));
const date = (body: Json, key: string) => new Date(text(body, key));
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : bad('list'));
const status = (body: Json) => (STATUSES.includes(text(body, 'status')) ? (body.status as GatewayOrderStatus) : bad('status'));

const readOrder = (body: Json): GatewayOrder => ({
  id: text(body, 'id'),
  orderId: text(body, 'order_id'),
  status: status(body),
  amountPaise: paise(body, 'amount'),
  clientAuthToken: text(body, 'client_auth_token'),
  clientAuthTokenExpiry: date(body, 'client_auth_token_expiry'),
});
const readOrderState = (body: Json): GatewayOrderState => ({
  orderId: text(body, 'order_id'),
  status: status(body),
  statusId: typeof body.status_id === 'number' ? body.status_id : bad('status_id'),
  amountPaise: paise(body, 'amount'),
  currency: text(body, 'currency'),
  txnId: textOrNull(body, 'txn_id'),
  paymentMethodType: textOrNull(body, 'payment_method_type'),
  paymentMethod: textOrNull(body, 'payment_method'),
  refunded: body.refunded === true,
  amountRefundedPaise: typeof body.amount_refunded === 'number' ? paise(body, 'amount_refunded') : 0,
  refunds: (body.refunds === undefined ? [] : list(body.refunds)).map((refund) => ({
    uniqueRequestId: text(refund, 'unique_request_id'),
    amountPaise: paise(refund, 'amount'),
    status: text(refund, 'status'),
  })),
  instrument: readInstrument(body),
  dateCreated: date(body, 'date_created'),
  lastUpdated: date(body, 'last_updated'),
});
function readInstrument(body: Json): GatewayOrderState['instrument'] {
  const part = (key: string): Json => (body[key] && typeof body[key] === 'object' ? (body[key] as Json) : {});
  const upi = part('upi');
  const card = part('card');
  const vpa = textOrNull(upi, 'payer_vpa');
  const last4 = textOrNull(card, 'last_four_digits');
  return {
    payerVpa: vpa && /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z0-9]{2,64}$/.test(vpa) ? vpa.toLowerCase() : null,
    cardLast4: last4 && /^[0-9]{4}$/.test(last4) ? last4 : null,
    cardBrand: textOrNull(card, 'card_brand'),
  };
}
const readCardBin = (body: Json): GatewayCardBin => ({
  bin: text(body, 'id'),
  brand: text(body, 'brand'),
  bank: text(body, 'bank'),
  country: text(body, 'country'),
  type: body.type === 'CREDIT' ? 'CREDIT' : 'DEBIT',
  subType: textOrNull(body, 'sub_type') ?? '',
  issuerBankCode: textOrNull(body, 'card_issuer_bank_code') ?? '',
});
const readWallet = (body: Json): GatewayWallet => ({
  id: text(body, 'id'),
  wallet: text(body, 'wallet'),
  linked: body.linked === true,
  balancePaise: typeof body.current_balance === 'number' ? paise(body, 'current_balance') : null,
  lastRefreshed: typeof body.last_refreshed === 'string' ? new Date(body.last_refreshed) : null,
  token: textOrNull(body, 'token'),
});
