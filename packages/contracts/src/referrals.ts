/**
 * Refer & earn (decision 064; route `/account/refer-and-earn`): the shopper's code and share text, the terms,
 * and the friends who used the code with what each earned.
 */
import { z } from 'zod';

export const REFERRAL_STATUS = ['applied', 'rewarded', 'capped', 'void'] as const;

export const referralDetails = z.object({
  code: z.string(),
  /** The store's page a friend opens, with the code. */
  sharePath: z.string(),
  shareText: z.string(),
  terms: z.object({
    refereeDiscountPaise: z.number().int(),
    refereeMinOrderPaise: z.number().int(),
    rewardPaise: z.number().int(),
    rewardExpiryDays: z.number().int(),
    monthlyRewardCap: z.number().int(),
  }),
  rewardsThisMonth: z.number().int(),
  totalEarnedPaise: z.number().int(),
  referrals: z.array(
    z.object({
      id: z.number().int(),
      /** The friend's mobile number's last four digits only. */
      friend: z.string(),
      status: z.enum(REFERRAL_STATUS),
      statusText: z.string(),
      rewardPaise: z.number().int(),
      at: z.string(),
    }),
  ),
});
export type ReferralDetails = z.infer<typeof referralDetails>;
