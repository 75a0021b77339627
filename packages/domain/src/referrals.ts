/**
 * Refer & earn (decision 064): what a friend's referral code gives a new shopper, what the friend earns when that
 * first order is delivered, and the monthly cap. Money in paise.
 */
import type { PromoDefinition } from './checkout/promo.ts';
import { formatRupees } from './price.ts';

export const REFERRAL_TERMS = {
  /** The new shopper: ₹100 off their first order of ₹299 or more. */
  refereeFlatPaise: 10_000,
  refereeMinOrderPaise: 29_900,
  /** The friend: ₹100 of wallet credit, usable for 180 days, when that order is delivered. */
  rewardPaise: 10_000,
  rewardExpiryDays: 180,
  /** Rewards a shopper can earn in one calendar month (India time); referrals past it are still honoured for the friend. */
  monthlyRewardCap: 5,
} as const;

/** Letters and digits that cannot be misread for one another (no I, L, O, U, 0, 1). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** A referral code from random bytes: 'DW' and 8 characters of an unambiguous alphabet. */
export function referralCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error('A referral code needs 8 random bytes.');
  let code = 'DW';
  for (let i = 0; i < 8; i++) code += ALPHABET[bytes[i]! % ALPHABET.length];
  return code;
}

/** A friend's code as the cart's promo rules check it: first order only, once, above the minimum. */
export function referralPromo(code: string): PromoDefinition {
  return {
    code,
    kind: 'flat',
    flatPaise: REFERRAL_TERMS.refereeFlatPaise,
    minOrderPaise: REFERRAL_TERMS.refereeMinOrderPaise,
    firstOrderOnly: true,
    singleUsePerCustomer: true,
    validFrom: new Date(0),
    validUntil: new Date(Date.UTC(9999, 11, 31)),
    totalRedemptionLimit: null,
    appliesTo: 'all',
    description: `Referral: ${formatRupees(REFERRAL_TERMS.refereeFlatPaise)} off your first order of ${formatRupees(REFERRAL_TERMS.refereeMinOrderPaise)} or more`,
  };
}

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The start of the calendar month (India time) that `now` falls in, as an instant. */
export function istMonthStart(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS);
}
