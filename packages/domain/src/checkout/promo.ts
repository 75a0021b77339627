/**
 * Promo codes (checkout spec §4 "Promo code", §5). A code is looked up by its
 * normalised form, then checked against the shopper's cart and history. An
 * invalid code is a value with a reason and a message; every message contains
 * one of the spec's invalid-coupon phrases so that clients which recognise
 * those phrases keep working.
 */
import { formatRupees } from '../price.ts';

export type PromoScope = 'all' | 'medicine' | 'otc' | 'diagnostic';

export interface PromoDefinition {
  code: string;
  /** 'cashback': nothing comes off the price; the percentage (up to the cap) is credited to the store wallet once the order is delivered. */
  kind: 'percent' | 'flat' | 'cashback';
  /** 1–100, for kinds 'percent' and 'cashback'. */
  percent?: number;
  /** Most a percent or cashback code gives. */
  capPaise?: number;
  /** Amount off, for kind 'flat'. */
  flatPaise?: number;
  minOrderPaise: number;
  firstOrderOnly: boolean;
  singleUsePerCustomer: boolean;
  validFrom: Date;
  validUntil: Date;
  totalRedemptionLimit: number | null;
  appliesTo: PromoScope;
  description: string;
}

export interface PromoContext {
  now: Date;
  /** Sale-price total of the available cart lines the code applies to. */
  eligibleSubtotalPaise: number;
  /** Orders the customer has placed before. */
  customerOrderCount: number;
  /** Times this customer has used this code. */
  customerRedemptions: number;
  /** Times anyone has used this code. */
  totalRedemptions: number;
}

export type PromoRejection =
  | 'NOT_FOUND'
  | 'INVALID'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'LIMIT_REACHED'
  | 'FIRST_ORDER_ONLY'
  | 'ALREADY_USED'
  | 'NOT_ELIGIBLE'
  | 'MIN_ORDER_NOT_MET';

export type PromoEvaluation =
  | { valid: true; code: string; discountPaise: number; cashbackPaise: number; appliesTo: PromoScope; message: string }
  | { valid: false; reason: PromoRejection; message: string };

/** Phrases the spec (§5) treats as an invalid coupon message. */
export const INVALID_COUPON_PHRASES = [
  'referral code applies to first order only',
  'coupon invalid',
  'promo code not valid',
  'coupon does not exist',
  'coupon expired',
  'not eligible',
] as const;

/** Whether a coupon message says the coupon is invalid (case-insensitive match of the spec's phrases). */
export function isInvalidCouponMessage(message: string): boolean {
  const m = message.toLowerCase();
  return INVALID_COUPON_PHRASES.some((phrase) => m.includes(phrase));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '31 Oct 2026': the calendar day in India (IST, UTC+5:30) of an instant. */
export function formatIndianDate(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

const SCOPE_TEXT: Record<Exclude<PromoScope, 'all'>, string> = {
  medicine: 'medicines',
  otc: 'over-the-counter products',
  diagnostic: 'lab tests',
};

export const PROMO_MESSAGES = {
  notFound: 'This coupon does not exist.',
  invalid: 'Coupon invalid. Please check the code and try again.',
  notStarted: (from: Date) => `Promo code not valid until ${formatIndianDate(from)}.`,
  expired: (until: Date) => `This coupon expired on ${formatIndianDate(until)}.`,
  limitReached: 'This code is no longer available, so you are not eligible to use it.',
  firstOrderOnly: 'This referral code applies to first order only.',
  alreadyUsed: 'You have already used this code, so you are not eligible to use it again.',
  noEligibleItems: (scope: PromoScope) =>
    scope === 'all'
      ? 'Your cart is not eligible for this code. Add items to use it.'
      : `Your cart is not eligible for this code. It applies to ${SCOPE_TEXT[scope]} only.`,
  noSaving: 'Your cart is not eligible for this code: it gives no saving on these items.',
  minOrder: (shortPaise: number) =>
    `Your cart is not eligible for this code yet. Add items worth ${formatRupees(shortPaise)} more to use this code.`,
  saved: (discountPaise: number, code: string) => `You save ${formatRupees(discountPaise)} with ${code}`,
  cashback: (cashbackPaise: number, code: string) =>
    `You get ${formatRupees(cashbackPaise)} cashback in your Dawa wallet with ${code} once the order is delivered`,
} as const;

/** A code as the shopper typed it, in the form codes are stored: trimmed and upper-case. */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/** The definition for a typed code, if any. */
export function findPromo(definitions: readonly PromoDefinition[], input: string): PromoDefinition | undefined {
  const code = normalisePromoCode(input);
  if (!code) return undefined;
  return definitions.find((d) => normalisePromoCode(d.code) === code);
}

const isMoney = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

function isWellFormed(d: PromoDefinition): boolean {
  if (!normalisePromoCode(d.code)) return false;
  if (!isMoney(d.minOrderPaise)) return false;
  if (Number.isNaN(d.validFrom.getTime()) || Number.isNaN(d.validUntil.getTime())) return false;
  if (d.totalRedemptionLimit !== null && !isMoney(d.totalRedemptionLimit)) return false;
  if (d.kind === 'percent' || d.kind === 'cashback') {
    const p = d.percent;
    return typeof p === 'number' && p >= 1 && p <= 100 && (d.capPaise === undefined || isMoney(d.capPaise));
  }
  return isMoney(d.flatPaise) && d.flatPaise > 0;
}

/**
 * The discount a percent code gives: floor(subtotal × percent / 100), capped at
 * capPaise; a flat code gives flatPaise. Never more than the subtotal, never
 * negative.
 */
export function promoDiscountPaise(d: PromoDefinition, eligibleSubtotalPaise: number): number {
  if (d.kind === 'cashback') return 0;
  const subtotal = Math.max(0, Math.floor(eligibleSubtotalPaise));
  let discount: number;
  if (d.kind === 'percent') {
    discount = Math.floor((subtotal * (d.percent ?? 0)) / 100);
    if (d.capPaise !== undefined) discount = Math.min(discount, d.capPaise);
  } else {
    discount = d.flatPaise ?? 0;
  }
  return Math.max(0, Math.min(Math.floor(discount), subtotal));
}

function reject(reason: PromoRejection, message: string): PromoEvaluation {
  return { valid: false, reason, message };
}

/**
 * Whether a promo code applies, and how much it takes off. Checks, in order:
 * the code exists and is well formed; its validity window (both ends
 * inclusive); the total redemption limit; first order only; single use per
 * customer; that the cart has items it applies to; the minimum order (on the
 * eligible subtotal); and that it saves something.
 */
export function evaluatePromo(def: PromoDefinition | undefined, ctx: PromoContext): PromoEvaluation {
  if (!def) return reject('NOT_FOUND', PROMO_MESSAGES.notFound);
  if (!isWellFormed(def)) return reject('INVALID', PROMO_MESSAGES.invalid);
  const now = ctx.now.getTime();
  if (now < def.validFrom.getTime()) return reject('NOT_STARTED', PROMO_MESSAGES.notStarted(def.validFrom));
  if (now > def.validUntil.getTime()) return reject('EXPIRED', PROMO_MESSAGES.expired(def.validUntil));
  if (def.totalRedemptionLimit !== null && ctx.totalRedemptions >= def.totalRedemptionLimit) {
    return reject('LIMIT_REACHED', PROMO_MESSAGES.limitReached);
  }
  if (def.firstOrderOnly && ctx.customerOrderCount > 0) return reject('FIRST_ORDER_ONLY', PROMO_MESSAGES.firstOrderOnly);
  if (def.singleUsePerCustomer && ctx.customerRedemptions > 0) return reject('ALREADY_USED', PROMO_MESSAGES.alreadyUsed);
  const subtotal = Math.max(0, Math.floor(ctx.eligibleSubtotalPaise));
  if (subtotal === 0) return reject('NOT_ELIGIBLE', PROMO_MESSAGES.noEligibleItems(def.appliesTo));
  if (subtotal < def.minOrderPaise) {
    return reject('MIN_ORDER_NOT_MET', PROMO_MESSAGES.minOrder(def.minOrderPaise - subtotal));
  }
  const code = normalisePromoCode(def.code);
  if (def.kind === 'cashback') {
    const cashbackPaise = promoDiscountPaise({ ...def, kind: 'percent' }, subtotal);
    if (cashbackPaise === 0) return reject('NOT_ELIGIBLE', PROMO_MESSAGES.noSaving);
    return {
      valid: true,
      code,
      discountPaise: 0,
      cashbackPaise,
      appliesTo: def.appliesTo,
      message: PROMO_MESSAGES.cashback(cashbackPaise, code),
    };
  }
  const discountPaise = promoDiscountPaise(def, subtotal);
  if (discountPaise === 0) return reject('NOT_ELIGIBLE', PROMO_MESSAGES.noSaving);
  return {
    valid: true,
    code,
    discountPaise,
    cashbackPaise: 0,
    appliesTo: def.appliesTo,
    message: PROMO_MESSAGES.saved(discountPaise, code),
  };
}
