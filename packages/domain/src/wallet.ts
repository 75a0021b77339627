/**
 * The store wallet's rules (decision 061): balance types, how a debit is taken from expirable lots (earliest expiry
 * first, so the shopper loses as little as possible) and then from non-expirable credit, and what "expiring soon"
 * means. Money in paise; the ledger itself is in the API.
 */
export const WALLET_BALANCE_TYPES = ['EXPIRABLE', 'NON_EXPIRABLE'] as const;
export type WalletBalanceType = (typeof WALLET_BALANCE_TYPES)[number];

/** Cashback from a cashback code is wallet credit usable for this many days (decision 065). */
export const CASHBACK_EXPIRY_DAYS = 90;

/** Credit expiring within this many days is listed as expiring soon. */
export const WALLET_EXPIRING_SOON_DAYS = 30;

export interface WalletLot {
  id: number;
  remainingPaise: number;
  expiresAt: Date;
}

/**
 * Expirable credit (cashback, referral rewards, goodwill) pays at most this share of an order's value (its items
 * after the promo); non-expirable credit (refunds: the shopper's own money) has no cap (decision 063).
 */
export const WALLET_EXPIRABLE_CAP_PERCENT = 20;

export interface WalletBalances {
  expirablePaise: number;
  nonExpirablePaise: number;
}

/**
 * What the wallet pays towards `amountDuePaise` on an order worth `orderValuePaise`: all the non-expirable credit it
 * needs, and expirable credit up to the cap. `expirableLimitPaise` goes to the debit, so the lots spent never pass it.
 */
export function walletUse(balances: WalletBalances, orderValuePaise: number, amountDuePaise: number) {
  const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);
  const expirableLimitPaise = Math.min(
    whole(balances.expirablePaise),
    Math.floor((whole(orderValuePaise) * WALLET_EXPIRABLE_CAP_PERCENT) / 100),
  );
  const paise = Math.min(whole(amountDuePaise), expirableLimitPaise + whole(balances.nonExpirablePaise));
  return { paise, expirableLimitPaise: Math.min(expirableLimitPaise, paise) };
}

export type WalletDebitPlan = { fromLots: { lotId: number; paise: number }[]; fromNonExpirablePaise: number };

/**
 * How `amountPaise` is taken: from the open lots that have not expired at `now`, earliest expiry first (at most
 * `maxFromLotsPaise` of it), then from non-expirable credit. Null when the two together are short: a wallet never
 * goes below zero.
 */
export function planWalletDebit(
  lots: readonly WalletLot[],
  nonExpirablePaise: number,
  amountPaise: number,
  now: Date,
  maxFromLotsPaise = Number.POSITIVE_INFINITY,
): WalletDebitPlan | null {
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) return null;
  let left = amountPaise;
  const fromLots: WalletDebitPlan['fromLots'] = [];
  const usable = lots
    .filter((l) => l.remainingPaise > 0 && l.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  let lotsLeft = Math.max(0, maxFromLotsPaise);
  for (const lot of usable) {
    if (left === 0 || lotsLeft === 0) break;
    const take = Math.min(lot.remainingPaise, left, lotsLeft);
    fromLots.push({ lotId: lot.id, paise: take });
    left -= take;
    lotsLeft -= take;
  }
  if (left > Math.max(0, nonExpirablePaise)) return null;
  return { fromLots, fromNonExpirablePaise: left };
}
