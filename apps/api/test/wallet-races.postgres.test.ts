/**
 * The wallet under concurrent debits and a credit retried at once, on PostgreSQL (real concurrency): no balance
 * below zero, each reference posted once, the ledger balanced. Skipped without TEST_DATABASE_URL (the embedded
 * database runs one transaction at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditIn, debitIn, walletBalances } from '../src/modules/wallet/ledger.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { shopper } from './support/payments.ts';
import { postgresUrl } from './support/shared-database.ts';
import { ledgerBalances } from './support/wallet.ts';

describe.skipIf(!postgresUrl)('wallet races on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('30 debits of ₹100 at once from ₹1,000 of credit: exactly 10 go through and the balance ends at zero', async () => {
    const { userId } = await shopper(t.api, t.db);
    const now = new Date();
    await t.db
      .transaction()
      .execute((trx) => creditIn(trx, userId, { amountPaise: 60_000, source: 'refunds', reason: 'Refund', reference: `r-${userId}` }, now));
    await t.db
      .transaction()
      .execute((trx) =>
        creditIn(
          trx,
          userId,
          {
            amountPaise: 40_000,
            source: 'cashback',
            reason: 'Cashback',
            reference: `c-${userId}`,
            expiresAt: new Date(now.getTime() + 86_400_000),
          },
          now,
        ),
      );
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.db
          .transaction()
          .execute((trx) => debitIn(trx, userId, { amountPaise: 10_000, reason: 'Checkout', reference: `d-${userId}-${i}` }, now)),
      ),
    );
    expect(outcomes.filter((o) => o === 'debited')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'short')).toHaveLength(20);
    expect(await walletBalances(t.db, userId)).toEqual({ EXPIRABLE: 0, NON_EXPIRABLE: 0 });
    expect(await ledgerBalances(t.db)).toBe(true);
  });

  it('one refund retried 10 times at once is credited once', async () => {
    const { userId } = await shopper(t.api, t.db);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        t.db
          .transaction()
          .execute((trx) =>
            creditIn(
              trx,
              userId,
              { amountPaise: 25_000, source: 'refunds', reason: 'Refund of order', reference: `refund-${userId}` },
              new Date(),
            ),
          ),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await walletBalances(t.db, userId)).toEqual({ EXPIRABLE: 0, NON_EXPIRABLE: 25_000 });
    expect(await ledgerBalances(t.db)).toBe(true);
  });
});
