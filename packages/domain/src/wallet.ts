/**
 * The store wallet's rules (decision 061): balance types, how a debit is taken from expirable lots (earliest expiry
 * first, so the shopper loses as little as possible) and then from non-expirable credit, and what "expiring soon"
 * means. Money in paise; the ledger itself is in the API.
 */
export const WALLET_BALANCE_TYPES = ['EXPIRABLE', 'NON_EXPIRABLE'] as const;
export type WalletBalanceType = (typeof WALLET_BALANCE_TYPES)[number];

/** Credit expiring within this many days is listed as expiring soon. */
export const WALLET_EXPIRING_SOON_DAYS = 30;

export interface WalletLot {
  id: number;
  remainingPaise: number;
  expiresAt: Date;
}

export type WalletDebitPlan = { fromLots: { lotId: number; paise: number }[]; fromNonExpirablePaise: number };

/**
 * How `amountPaise` is taken: from the open lots that have not expired at `now`, earliest expiry first, then from
 * non-expirable credit. Null when the two together are short: a wallet never goes below zero.
 */
export function planWalletDebit(
  lots: readonly WalletLot[],
  nonExpirablePaise: number,
  amountPaise: number,
  now: Date,
): WalletDebitPlan | null {
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) return null;
  let left = amountPaise;
  const fromLots: WalletDebitPlan['fromLots'] = [];
  const usable = lots
    .filter((l) => l.remainingPaise > 0 && l.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  for (const lot of usable) {
    if (left === 0) break;
    const take = Math.min(lot.remainingPaise, left);
    fromLots.push({ lotId: lot.id, paise: take });
    left -= take;
  }
  if (left > Math.max(0, nonExpirablePaise)) return null;
  return { fromLots, fromNonExpirablePaise: left };
}
