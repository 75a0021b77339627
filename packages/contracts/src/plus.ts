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
  membership: z.object({ planId: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable(),
  plans: z.array(plusPlan),
  benefits: z.object({ extraDiscountPercent: z.number().int(), freeDeliveryFromPaise: z.number().int() }),
  title: z.string(),
  tagline: z.string(),
  url: z.string(),
});
export type LoyaltyData = z.infer<typeof loyaltyData>;
