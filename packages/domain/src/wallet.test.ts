import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planWalletDebit, WALLET_EXPIRABLE_CAP_PERCENT, walletUse, type WalletLot } from './wallet.ts';

const now = new Date('2026-11-25T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('a wallet debit', () => {
  it('spends the credit expiring first, then non-expirable credit', () => {
    const lots: WalletLot[] = [
      { id: 1, remainingPaise: 5_000, expiresAt: at(20) },
      { id: 2, remainingPaise: 3_000, expiresAt: at(5) },
    ];
    expect(planWalletDebit(lots, 10_000, 4_000, now)).toEqual({
      fromLots: [
        { lotId: 2, paise: 3_000 },
        { lotId: 1, paise: 1_000 },
      ],
      fromNonExpirablePaise: 0,
    });
    expect(planWalletDebit(lots, 10_000, 12_000, now)).toEqual({
      fromLots: [
        { lotId: 2, paise: 3_000 },
        { lotId: 1, paise: 5_000 },
      ],
      fromNonExpirablePaise: 4_000,
    });
  });

  it('never uses expired credit and never goes below zero', () => {
    const lots: WalletLot[] = [{ id: 1, remainingPaise: 5_000, expiresAt: at(-1) }];
    expect(planWalletDebit(lots, 1_000, 2_000, now)).toBeNull();
    expect(planWalletDebit(lots, 1_000, 1_000, now)).toEqual({ fromLots: [], fromNonExpirablePaise: 1_000 });
    expect(planWalletDebit([], 1_000, 0, now)).toBeNull();
    expect(planWalletDebit([], 1_000, -5, now)).toBeNull();
  });

  it('takes exactly the amount, from what is there, or refuses (property)', () => {
    const lot = fc.record({ id: fc.nat(1000), remainingPaise: fc.nat(50_000), expiresAt: fc.integer({ min: -30, max: 60 }).map(at) });
    fc.assert(
      fc.property(
        fc.uniqueArray(lot, { maxLength: 8, selector: (l) => l.id }),
        fc.nat(100_000),
        fc.integer({ min: 1, max: 200_000 }),
        (lots, free, amount) => {
          const plan = planWalletDebit(lots, free, amount, now);
          const usable = lots.filter((l) => l.expiresAt > now).reduce((n, l) => n + l.remainingPaise, 0);
          if (usable + free < amount) return plan === null;
          if (!plan) return false;
          const taken = plan.fromLots.reduce((n, p) => n + p.paise, 0) + plan.fromNonExpirablePaise;
          return (
            taken === amount &&
            plan.fromNonExpirablePaise <= free &&
            plan.fromLots.every((p) => p.paise > 0 && p.paise <= lots.find((l) => l.id === p.lotId && l.expiresAt > now)!.remainingPaise)
          );
        },
      ),
    );
  });
});

describe('walletUse at checkout', () => {
  it('pays with refunds in full and with expirable credit up to 20% of the order value', () => {
    expect(walletUse({ expirablePaise: 0, nonExpirablePaise: 50_000 }, 40_000, 44_900)).toEqual({ paise: 44_900, expirableLimitPaise: 0 });
    expect(walletUse({ expirablePaise: 50_000, nonExpirablePaise: 0 }, 40_000, 44_900)).toEqual({
      paise: 8_000,
      expirableLimitPaise: 8_000,
    });
    expect(walletUse({ expirablePaise: 5_000, nonExpirablePaise: 10_000 }, 40_000, 44_900)).toEqual({
      paise: 15_000,
      expirableLimitPaise: 5_000,
    });
    expect(walletUse({ expirablePaise: 0, nonExpirablePaise: 0 }, 40_000, 44_900)).toEqual({ paise: 0, expirableLimitPaise: 0 });
  });

  it('never pays more than is due, than the wallet holds, or expirable credit past the cap', () => {
    fc.assert(
      fc.property(fc.nat(500_000), fc.nat(500_000), fc.nat(1_000_000), fc.nat(1_000_000), (expirable, nonExpirable, value, due) => {
        const use = walletUse({ expirablePaise: expirable, nonExpirablePaise: nonExpirable }, value, due);
        return (
          use.paise <= due &&
          use.paise <= expirable + nonExpirable &&
          use.expirableLimitPaise <= Math.floor((value * WALLET_EXPIRABLE_CAP_PERCENT) / 100) &&
          use.paise - use.expirableLimitPaise <= nonExpirable
        );
      }),
    );
  });

  it('a debit with a limit on lots takes the rest from non-expirable credit', () => {
    const lots = [{ id: 1, remainingPaise: 10_000, expiresAt: new Date(now.getTime() + 86_400_000) }];
    expect(planWalletDebit(lots, 20_000, 15_000, now, 4_000)).toEqual({
      fromLots: [{ lotId: 1, paise: 4_000 }],
      fromNonExpirablePaise: 11_000,
    });
    expect(planWalletDebit(lots, 5_000, 15_000, now, 4_000)).toBeNull();
  });
});
