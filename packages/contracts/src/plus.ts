/**
 * PLUS membership (decision 066; cart document §3 loyalty fields, §4 user statuses, §7 `loyalty/fetchData`): the
 * plans on sale, the shopper's status and membership, and what a member gets.
 */
import { z } from 'zod';

export const plusPlan = z.object({
  /** The spec's variant id. */
  id: z.string(),
  title: z.string(),
  durationMonths: z.number().int(),
  /** The spec's amount. */
  amountPaise: z.number().int(),
  mrpPaise: z.number().int(),
  /** A demonstration plan: labelled as such. */
  demo: z.boolean(),
});
export const loyaltyData = z.object({
  programId: z.literal('plus'),
  /** −2 not eligible, −1 not enrolled, 0 new user, 1 opted in, 2 enrolled, 3 expired, 4 cancelled, 5 pending. */
  userStatus: z.number().int().min(-2).max(5),
  isMember: z.boolean(),
  /** The membership covering now, and the end of a renewal bought to follow it (null when none). */
  membership: z.object({ planId: z.string(), startsAt: z.string(), endsAt: z.string(), renewedUntil: z.string().nullable() }).nullable(),
  plans: z.array(plusPlan),
  benefits: z.object({
    extraDiscountPercent: z.number().int(),
    freeDeliveryFromPaise: z.number().int(),
    cashbackPercent: z.number().int(),
    cashbackCapPaise: z.number().int(),
  }),
  title: z.string(),
  tagline: z.string(),
  url: z.string(),
});
export type LoyaltyData = z.infer<typeof loyaltyData>;

const variantId = z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(40, 'Choose a plan.');
const couponCode = z.string().trim().max(20, 'This coupon code is not valid.');

/** POST /loyalty/applyCoupon: a membership coupon against the plan chosen. */
export const loyaltyApplyCouponBody = z.object({ programId: z.literal('plus').optional(), variantId, couponCode }).strict();
export const loyaltyCouponData = z.object({
  couponCode: z.string(),
  /** The spec's couponData. */
  couponData: z.object({
    isValid: z.boolean(),
    message: z.string(),
    isSelectedVariantApplicable: z.boolean(),
    notApplied: z.boolean(),
  }),
  variantId: z.string(),
  discountPaise: z.number().int(),
  /** What the plan costs with the coupon. */
  amountPaise: z.number().int(),
});
export type LoyaltyCouponData = z.infer<typeof loyaltyCouponData>;

/**
 * POST /loyalty/submitOrder: a plan bought alone. `amount` is the price the shopper saw (paise); a different
 * price answers 409 so nothing is charged that was not shown. Online payment only (cash on delivery has no parcel).
 */
export const loyaltySubmitOrderBody = z
  .object({
    programId: z.literal('plus', { error: 'Choose a plan.' }),
    variantId,
    amount: z.number({ error: 'Choose a plan.' }).int().min(1).max(10_000_000),
    couponCode: couponCode.optional(),
    paymentModeId: z
      .number({ error: 'Choose a payment method.' })
      .int()
      .refine((v) => [1, 2, 3, 4, 6].includes(v), 'Choose a payment method.'),
    programParams: z.record(z.string(), z.string().max(80)).optional(),
  })
  .strict();
export type LoyaltySubmitOrderBody = z.infer<typeof loyaltySubmitOrderBody>;
export const loyaltyOrder = z.object({
  orderId: z.number().int(),
  amountPaise: z.number().int(),
  variantId: z.string(),
  status: z.string(),
  /** true while the order waits for its payment. */
  paymentAllowed: z.boolean(),
});
export type LoyaltyOrder = z.infer<typeof loyaltyOrder>;
