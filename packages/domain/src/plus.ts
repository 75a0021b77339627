/**
 * PLUS membership (decision 066): what a member gets, the spec's loyalty user statuses, and which plans can be sold.
 * Money in paise.
 */
export const PLUS_BENEFITS = {
  /** 'Save 5% EXTRA on this order': off medicines' selling price after the promo code. */
  extraDiscountPercent: 5,
  /** Standard delivery is free for members from this order value (everyone else: from ₹499). */
  freeDeliveryFromPaise: 19_900,
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

/** The member discount on medicines worth `medicinePaise` (after the promo's share): 5%, rounded down. */
export const plusDiscountPaise = (medicinePaise: number): number =>
  Math.max(0, Math.floor((Math.max(0, medicinePaise) * PLUS_BENEFITS.extraDiscountPercent) / 100));
