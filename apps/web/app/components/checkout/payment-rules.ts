/**
 * Pure rules of the payment page: the order placement body built from the checkout choices (spec §3, §5),
 * card number formatting, the Luhn check, expiry and CVV checks, UPI id checks, and the form the browser
 * posts to the gateway. No React, no calls (unit tested).
 */
import { walletChoices, type CheckoutChoices } from '../../lib/checkout-choices.ts';
import type { PlaceOrderRequest } from '../../lib/api-checkout.ts';

/** Payment type ids (spec §9). */
export const PAY = { cod: -1, card: 1, netBanking: 2, wallet: 3, upi: 4 } as const;

/** Why placement must not even be tried (spec §5): no address, or nothing to order and no prescription. */
export function placementBlocked(state: CheckoutChoices, cartCount: number): boolean {
  if (!state.addressId) return true;
  return cartCount === 0 && state.rx.uploadedIds.length === 0 && state.rx.pastIds.length === 0;
}

/**
 * The placeOrder body from the checkout choices: the address id as a string, uploaded and past
 * prescriptions, the consultation flag, the promo code only while the cart says it is valid, the payment
 * id, and its sub-id except for cards (spec §5 'Payment id 1 (card) clears the sub-id'), and the wallet and
 * refund opt-ins (decision 063), and the PLUS plan the cart carries as its loyalty item (decision 067).
 */
export function buildPlaceOrderBody(
  state: CheckoutChoices,
  payment: { paymentTypeId: number; paymentSubTypeId?: number },
  promo: { code?: string; valid: boolean },
  plusPlanId?: string,
): PlaceOrderRequest {
  const body: PlaceOrderRequest = {
    addressId: String(state.addressId ?? ''),
    images: [...state.rx.uploadedIds],
    pastRxIds: state.rx.pastIds.filter((id) => !state.rx.uploadedIds.includes(id)),
    hasOptedForTeleconsult: state.rx.consult ? 1 : 0,
    paymentId: payment.paymentTypeId,
    deliveryPreferences: [{ shipmentId: 1, optionId: state.speed ?? 'standard' }],
    ...walletChoices(state),
  };
  if (promo.valid && promo.code) body.promocode = promo.code;
  if (plusPlanId) Object.assign(body, { programId: 'plus', variantId: plusPlanId });
  if (payment.paymentTypeId !== PAY.card && payment.paymentSubTypeId !== undefined) body.paymentSubId = payment.paymentSubTypeId;
  return body;
}

/** Only digits of what the shopper typed, at most 19. */
export const cardDigits = (text: string) => text.replace(/\D/g, '').slice(0, 19);

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Groups of 4 (American Express: 4-6-5), as the number is typed. */
export function formatCardNumber(text: string): string {
  const digits = cardDigits(text);
  if (isAmex(digits)) {
    const d = digits.slice(0, 15);
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' as it is typed: the slash comes by itself after the month. */
export function formatExpiry(text: string, previous = ''): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes it, rather than it coming straight back.
  if (previous.endsWith('/') && text.length < previous.length) return digits.slice(0, 2);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The month and four-digit year of 'MM/YY', or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return Date.UTC(expiry.year, expiry.month, 1) <= now.getTime();
}

export type CardField = 'number' | 'expiry' | 'cvv' | 'name';
export type CardProblem = 'numberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvvInvalid' | 'nameInvalid';

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

export const cvvLengthFor = (digits: string) => (isAmex(digits) ? 4 : 3);

/** What is wrong with each field of the card form (empty when the card can be sent). */
export function cardProblems(card: CardInput, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = cardDigits(card.number);
  if (digits.length < 12 || !passesLuhn(digits)) problems.number = 'numberInvalid';
  const expiry = parseExpiry(card.expiry);
  if (!expiry) problems.expiry = 'expiryInvalid';
  else if (isExpired(expiry, now)) problems.expiry = 'expiryPast';
  if (!new RegExp(`^\\d{${cvvLengthFor(digits)}}$`).test(card.cvv)) problems.cvv = 'cvvInvalid';
  const name = card.name.trim();
  if (name.length > 100 || !/^[\p{L} .'-]*$/u.test(name)) problems.name = 'nameInvalid';
  return problems;
}

/** A UPI id: name@handle (the gateway's own rule). */
const VPA = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const isValidVpa = (text: string) => VPA.test(text.trim());

/** Puts a suggested handle ('@okicici') after the name part the shopper typed. */
export function withHandle(text: string, handle: string): string {
  const name = text.trim().split('@')[0] ?? '';
  return `${name}${handle.startsWith('@') ? handle : `@${handle}`}`;
}

export type Instrument =
  | { kind: 'upi'; vpa: string }
  | { kind: 'card'; card: CardInput; brand?: string }
  | { kind: 'bank'; code: string }
  | { kind: 'wallet'; code: string };

export interface InvokeAnswer {
  pg_order_id: string;
  meta_data: { merchant_id: string; client_auth_token: string; payment_method_type: string; payment_method: string | null };
}

/** The /txns form for the gateway: the order, the client auth token and the instrument. */
export function gatewayFields(invoke: InvokeAnswer, instrument: Instrument): Record<string, string> {
  const base = {
    order_id: invoke.pg_order_id,
    merchant_id: invoke.meta_data.merchant_id,
    client_auth_token: invoke.meta_data.client_auth_token,
    format: 'json',
    redirect_after_payment: 'true',
  };
  switch (instrument.kind) {
    case 'upi':
      return { ...base, payment_method_type: 'UPI', payment_method: 'UPI', upi_vpa: instrument.vpa.trim(), txn_type: 'UPI_COLLECT' };
    case 'card': {
      const expiry = parseExpiry(instrument.card.expiry);
      return {
        ...base,
        payment_method_type: 'CARD',
        ...(instrument.brand ? { payment_method: instrument.brand } : {}),
        card_number: cardDigits(instrument.card.number),
        card_exp_month: expiry ? String(expiry.month).padStart(2, '0') : '',
        card_exp_year: expiry ? String(expiry.year) : '',
        name_on_card: instrument.card.name.trim(),
        card_security_code: instrument.card.cvv,
      };
    }
    case 'bank':
      return { ...base, payment_method_type: 'NB', payment_method: instrument.code };
    case 'wallet':
      return { ...base, payment_method_type: 'WALLET', payment_method: instrument.code };
  }
}

/** Only web addresses are followed (never a javascript: or data: URL from an answer). */
export function isWebUrl(url: string, base: string): boolean {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** 'Place order' for cash on delivery and for an order with nothing to pay, else 'Pay ₹X'. */
export const payLabelKind = (paymentTypeId: number | undefined, amountPaise: number): 'place' | 'pay' =>
  paymentTypeId === PAY.cod || amountPaise <= 0 ? 'place' : 'pay';
