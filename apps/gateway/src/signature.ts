import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_ALGORITHM = 'HMAC-SHA256';

/**
 * The return-URL signature. Take every query parameter of the redirect except `signature` and
 * `signature_algorithm` (so also any the merchant's return_url already carried), sort them by key
 * (plain string order), write each as `encodeURIComponent(key)=encodeURIComponent(value)`, join them
 * with `&`, and compute HMAC-SHA256 over that UTF-8 text with the merchant's response key. The
 * signature is the base64 digest; `signature_algorithm` is `HMAC-SHA256`.
 *
 * Example: order_id=ord_1, status=CHARGED, status_id=21 →
 * HMAC("order_id=ord_1&status=CHARGED&status_id=21").
 */
export function signReturnParams(params: Record<string, string>, responseKey: string): string {
  return createHmac('sha256', responseKey).update(canonicalQuery(params)).digest('base64');
}

/** Checks a return URL's parameters (as a record or URLSearchParams) in constant time. */
export function verifyReturnSignature(params: Record<string, string> | URLSearchParams, responseKey: string): boolean {
  const record = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const { signature, signature_algorithm: algorithm } = record;
  if (typeof signature !== 'string' || algorithm !== SIGNATURE_ALGORITHM) return false;
  const expected = Buffer.from(signReturnParams(record, responseKey));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'signature' && key !== 'signature_algorithm')
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params[key] ?? '')}`)
    .join('&');
}
