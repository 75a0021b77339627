import { formatRupees } from './price.ts';

/**
 * PLUS membership (decision 066): what a member gets, the spec's loyalty user statuses, and which plans can be sold.
 * Money in paise.
 */
export const PLUS_BENEFITS = {
  /** 'Save 5% EXTRA on this order': off medicines' selling price after the promo code. */
  extraDiscountPercent: 5,
  /** Standard delivery is free for members from this order value (everyone else: from ₹499). */
  freeDeliveryFromPaise: 19_900,
  /** Cashback to the store wallet once the order is delivered: 2% of the medicines after the discounts, up to ₹100. */
  cashbackPercent: 2,
  cashbackCapPaise: 10_000,
} as const;

/** Cart document §4 "Loyalty user status". */
export const LOYALTY_STATUS = {
  notEligible: -2,
  notEnrolled: -1,
  newUser: 0,
  optedIn: 1,
  enrolled: 2,
  expired: 3,
  cancelled: 4,
  pending: 5,
} as const;
export type LoyaltyStatus = (typeof LOYALTY_STATUS)[keyof typeof LOYALTY_STATUS];

export interface PlusMembershipFacts {
  status: 'pending' | 'active' | 'cancelled';
  startsAt: Date;
  endsAt: Date;
}

/**
 * A shopper's status from their memberships: enrolled while an active one covers now; else pending while one waits
 * for payment; else cancelled or expired by the latest one; a shopper who never had one is a new user.
 */
export function loyaltyStatus(memberships: readonly PlusMembershipFacts[], now: Date): LoyaltyStatus {
  const t = now.getTime();
  if (memberships.some((m) => m.status === 'active' && m.startsAt.getTime() <= t && t < m.endsAt.getTime())) return LOYALTY_STATUS.enrolled;
  if (memberships.some((m) => m.status === 'pending')) return LOYALTY_STATUS.pending;
  const latest = [...memberships].filter((m) => m.status !== 'pending').sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime())[0];
  if (!latest) return LOYALTY_STATUS.newUser;
  return latest.status === 'cancelled' ? LOYALTY_STATUS.cancelled : LOYALTY_STATUS.expired;
}

/** Spec: userStatus 1 (opted in: the plan is in the cart) or 2 (enrolled) gets member prices. */
export const isPlusMember = (status: LoyaltyStatus): boolean => status === LOYALTY_STATUS.optedIn || status === LOYALTY_STATUS.enrolled;

export interface PlusPlanFacts {
  id: string | null;
  pricePaise: number | null;
  durationMonths: number | null;
}

/** Cart document §9: a plan lacking its id, amount or duration is dropped. */
export function sellablePlans<P extends PlusPlanFacts>(plans: readonly P[]): P[] {
  return plans.filter(
    (p) =>
      !!p.id &&
      Number.isSafeInteger(p.pricePaise) &&
      (p.pricePaise ?? 0) > 0 &&
      Number.isSafeInteger(p.durationMonths) &&
      (p.durationMonths ?? 0) > 0,
  );
}

/** A member's cashback on medicines worth `medicinePaise` after every discount: 2%, rounded down, up to ₹100. */
export const plusCashbackPaise = (medicinePaise: number): number =>
  Math.min(PLUS_BENEFITS.cashbackCapPaise, Math.max(0, Math.floor((Math.max(0, medicinePaise) * PLUS_BENEFITS.cashbackPercent) / 100)));

/** The member discount on medicines worth `medicinePaise` (after the promo's share): 5%, rounded down. */
export const plusDiscountPaise = (medicinePaise: number): number =>
  Math.max(0, Math.floor((Math.max(0, medicinePaise) * PLUS_BENEFITS.extraDiscountPercent) / 100));

/** The spec's pitch for a shopper whose membership ended (cart document §9 "Plus renewal text"). */
export const PLUS_RENEWAL_TEXT = 'Save 5% EXTRA on this order';

/** What a membership coupon is (decision 067): a percentage with an optional cap, or a flat amount, off a plan. */
export interface PlusCouponFacts {
  code: string;
  percent: number | null;
  flatPaise: number | null;
  capPaise: number | null;
  /** null: every plan. */
  planIds: readonly string[] | null;
  firstMembershipOnly: boolean;
  validFrom: Date;
  validUntil: Date;
  active: boolean;
}

export const PLUS_COUPON_TEXTS = {
  empty: 'Enter a coupon code.',
  unknown: 'This coupon code is not valid.',
  expired: 'This coupon has expired.',
  otherPlan: 'This coupon does not apply to the plan you chose.',
  firstOnly: 'This coupon is for your first PLUS membership only.',
} as const;

export type PlusCouponCheck =
  | { valid: true; code: string; discountPaise: number; message: string }
  | { valid: false; code: string; message: string; isSelectedVariantApplicable: boolean };

export const normalisePlusCoupon = (code: string) => code.trim().toUpperCase().slice(0, 20);

/**
 * A membership coupon against the plan chosen: valid in its window, for that plan, for a first membership when it
 * says so; its discount never takes the plan below ₹1.
 */
export function checkPlusCoupon(
  coupon: PlusCouponFacts | null,
  input: { code: string; planId: string; pricePaise: number; hadMembership: boolean; now: Date },
): PlusCouponCheck {
  const code = normalisePlusCoupon(input.code);
  const refuse = (message: string, isSelectedVariantApplicable = false) =>
    ({ valid: false, code, message, isSelectedVariantApplicable }) as const;
  if (!code) return refuse(PLUS_COUPON_TEXTS.empty);
  if (!coupon || !coupon.active || coupon.code !== code) return refuse(PLUS_COUPON_TEXTS.unknown);
  const t = input.now.getTime();
  if (t < coupon.validFrom.getTime() || t >= coupon.validUntil.getTime()) return refuse(PLUS_COUPON_TEXTS.expired);
  if (coupon.planIds && !coupon.planIds.includes(input.planId)) return refuse(PLUS_COUPON_TEXTS.otherPlan);
  if (coupon.firstMembershipOnly && input.hadMembership) return refuse(PLUS_COUPON_TEXTS.firstOnly, true);
  // A percentage is taken in whole rupees (down): ₹49, never ₹49.80.
  const raw = coupon.percent !== null ? Math.floor((input.pricePaise * coupon.percent) / 10_000) * 100 : (coupon.flatPaise ?? 0);
  const capped = coupon.capPaise !== null ? Math.min(raw, coupon.capPaise) : raw;
  const discountPaise = Math.max(0, Math.min(capped, input.pricePaise - 100));
  return { valid: true, code, discountPaise, message: `${code} applied: you save ${formatRupees(discountPaise)}` };
}

/** `months` calendar months after `from` (the last day of a shorter month when the day does not exist there). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * When a membership bought now runs: from now, or — a renewal — from the end of the active membership that runs
 * latest, so a renewal never loses a day of the one it follows.
 */
export function membershipPeriod(
  memberships: readonly PlusMembershipFacts[],
  now: Date,
  durationMonths: number,
): { startsAt: Date; endsAt: Date } {
  const latestEnd = memberships
    .filter((m) => m.status === 'active' && m.endsAt.getTime() > now.getTime())
    .reduce((t, m) => Math.max(t, m.endsAt.getTime()), now.getTime());
  const startsAt = new Date(latestEnd);
  return { startsAt, endsAt: addMonths(startsAt, durationMonths) };
}

/**
 * What the cart says to a shopper who is not a member: what member prices would save on this cart (`savingPaise`, as
 * the one pricing function gives it), or the renewal text to one whose membership ended.
 */
export function plusPitch(status: LoyaltyStatus, savingPaise: number): { description: string; isExpired: boolean } | null {
  if (isPlusMember(status) || status === LOYALTY_STATUS.pending) return null;
  const isExpired = status === LOYALTY_STATUS.expired || status === LOYALTY_STATUS.cancelled;
  if (isExpired) return { description: PLUS_RENEWAL_TEXT, isExpired };
  const saving = savingPaise;
  // A saving of a few rupees is not worth a headline: the benefits are.
  const description =
    saving >= 1_000
      ? `Save ₹${Math.floor(saving / 100)} more on this order with PLUS: ${PLUS_BENEFITS.extraDiscountPercent}% EXTRA off medicines and free delivery from ₹${PLUS_BENEFITS.freeDeliveryFromPaise / 100}`
      : `PLUS members save ${PLUS_BENEFITS.extraDiscountPercent}% EXTRA on medicines and get free delivery from ₹${PLUS_BENEFITS.freeDeliveryFromPaise / 100}`;
  return { description, isExpired };
}
