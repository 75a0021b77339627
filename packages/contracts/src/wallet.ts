/**
 * The store wallet (decision 061; cart document §3 balance types EXPIRABLE and NON_EXPIRABLE, route
 * `/account/wallet`): the balance by type, credit expiring soon, and the statement.
 */
import { z } from 'zod';
import { wholeNumber } from './numbers.ts';

export const walletBalanceType = z.enum(['EXPIRABLE', 'NON_EXPIRABLE']);

export const walletEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['credit', 'debit', 'expiry']),
  /** Where the money came from or went: refunds, cashback, referrals, goodwill, checkout, expired. */
  source: z.string(),
  reason: z.string(),
  /** Signed: a credit is positive, a debit or an expiry negative. */
  amountPaise: z.number().int(),
  orderId: z.number().int().nullable(),
  at: z.string(),
});
export const walletDetails = z.object({
  totalPaise: z.number().int(),
  balances: z.array(z.object({ type: walletBalanceType, amountPaise: z.number().int() })),
  expiringSoon: z.array(z.object({ amountPaise: z.number().int(), expiresAt: z.string() })),
  statement: z.array(walletEntry),
});
export type WalletDetails = z.infer<typeof walletDetails>;

/** Operations: a goodwill credit to a shopper (Bearer OPS_TOKEN). */
export const walletGoodwillBody = z
  .object({
    mobileNumber: z.string().regex(/^[6-9][0-9]{9}$/, 'Enter the shopper’s 10-digit mobile number.'),
    amountPaise: wholeNumber(100, 500_000, 'Credit from ₹1 to ₹5,000.'),
    reason: z.string().trim().min(3, 'Say why the credit is given.').max(200),
    /** Days until it expires; absent: it never expires. */
    expiresInDays: wholeNumber(1, 730, 'Expiry must be 1 to 730 days.').optional(),
    /** The operator's reference for this credit: the same reference credits once. */
    reference: z.string().regex(/^[A-Za-z0-9_.:-]{3,80}$/, 'Give a reference of 3 to 80 letters, digits or _.:-'),
  })
  .strict();
export const walletCredited = z.object({ transactionId: z.number().int(), duplicate: z.boolean() });
