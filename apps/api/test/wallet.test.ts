/**
 * The store wallet's ledger (decision 061): balanced transactions, balances by type, expirable lots spent earliest
 * first and expired once, a reference posted once, no balance below zero; the shopper's view and the operations'
 * goodwill credit. Races are proven on PostgreSQL (wallet-races.postgres.test.ts).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletDetails } from '@dawa/contracts';
import { creditIn, debitIn, expireLots, walletBalances } from '../src/modules/wallet/ledger.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { ledgerBalances } from './support/wallet.ts';
import { call, expectCode } from './support/http.ts';
import { dataOf, get, shopper } from './support/payments.ts';

const OPS = 'wallet-operations-token-for-tests-01';
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ opsToken: OPS });
});
afterAll(async () => {
  await t?.close();
});

const credit = (userId: number, paise: number, reference: string, expiresAt?: Date, at = new Date()) =>
  t.db
    .transaction()
    .execute((trx) => creditIn(trx, userId, { amountPaise: paise, source: 'goodwill', reason: 'Test credit', reference, expiresAt }, at));
const debit = (userId: number, paise: number, reference: string, at = new Date()) =>
  t.db.transaction().execute((trx) => debitIn(trx, userId, { amountPaise: paise, reason: 'Used at checkout', reference }, at));

describe('the wallet ledger', () => {
  it('credits once per reference, spends expiring credit first, and refuses to go below zero', async () => {
    const { userId } = await shopper(t.api, t.db);
    const now = new Date();
    await credit(userId, 10_000, `a-${userId}`);
    await credit(userId, 3_000, `b-${userId}`, new Date(now.getTime() + 10 * DAY));
    await credit(userId, 3_000, `b-${userId}`, new Date(now.getTime() + 10 * DAY)); // a retry: nothing more
    expect(await walletBalances(t.db, userId)).toEqual({ EXPIRABLE: 3_000, NON_EXPIRABLE: 10_000 });

    expect(await debit(userId, 4_000, `d-${userId}`)).toBe('debited');
    expect(await debit(userId, 4_000, `d-${userId}`)).toBe('already');
    expect(await walletBalances(t.db, userId)).toEqual({ EXPIRABLE: 0, NON_EXPIRABLE: 9_000 });
    expect(await debit(userId, 9_001, `e-${userId}`)).toBe('short');
    expect(await walletBalances(t.db, userId)).toEqual({ EXPIRABLE: 0, NON_EXPIRABLE: 9_000 });
    expect(await ledgerBalances(t.db)).toBe(true);
  });

  it('expires what is left of a lot once, after its date', async () => {
    const { userId } = await shopper(t.api, t.db);
    const now = new Date();
    await credit(userId, 5_000, `x-${userId}`, new Date(now.getTime() + DAY));
    expect(await debit(userId, 2_000, `y-${userId}`)).toBe('debited');
    expect(await expireLots(t.db, now)).toBe(0);
    const later = new Date(now.getTime() + 2 * DAY);
    expect(await expireLots(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireLots(t.db, later)).toBe(0);
    expect(await walletBalances(t.db, userId)).toEqual({ EXPIRABLE: 0, NON_EXPIRABLE: 0 });
    // Expired credit cannot be spent even before the job runs.
    await credit(userId, 1_000, `z-${userId}`, new Date(now.getTime() + DAY));
    expect(await debit(userId, 500, `w-${userId}`, later)).toBe('short');
    expect(await ledgerBalances(t.db)).toBe(true);
  });

  it('keeps its invariants through any sequence of credits, debits and expiries (property)', async () => {
    const { userId } = await shopper(t.api, t.db);
    const start = Date.now();
    let step = 0;
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('credit' as const),
        paise: fc.integer({ min: 1, max: 20_000 }),
        days: fc.option(fc.integer({ min: 1, max: 5 })),
      }),
      fc.record({ kind: fc.constant('debit' as const), paise: fc.integer({ min: 1, max: 30_000 }) }),
      fc.record({ kind: fc.constant('expire' as const), days: fc.integer({ min: 0, max: 6 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          const ref = `p-${userId}-${step++}`;
          if (o.kind === 'credit') await credit(userId, o.paise, ref, o.days === null ? undefined : new Date(start + o.days * DAY));
          else if (o.kind === 'debit') await debit(userId, o.paise, ref);
          else await expireLots(t.db, new Date(start + o.days * DAY));
          const balances = await walletBalances(t.db, userId);
          if (balances.EXPIRABLE < 0 || balances.NON_EXPIRABLE < 0) return false;
          const lots = await t.db
            .selectFrom('wallet_lots')
            .where('user_id', '=', userId)
            .select(sql<string>`coalesce(sum(remaining_paise), 0)`.as('n'))
            .executeTakeFirstOrThrow();
          if (Number(lots.n) !== balances.EXPIRABLE) return false;
        }
        return ledgerBalances(t.db);
      }),
      { numRuns: 15 },
    );
  });
});

describe('the shopper’s wallet and goodwill credits', () => {
  it('shows the balance by type, what expires soon, and the statement; operations credit goodwill once per reference', async () => {
    const me = await shopper(t.api, t.db);
    const mobile = (await t.db.selectFrom('users').select('mobile_number').where('id', '=', me.userId).executeTakeFirstOrThrow())
      .mobile_number;
    const goodwill = (body: object, token = OPS) =>
      call(t.api, { method: 'POST', url: '/api/ops/wallet/goodwill', payload: body, headers: { authorization: `Bearer ${token}` } });
    const first = await goodwill({
      mobileNumber: mobile,
      amountPaise: 15_000,
      reason: 'Late delivery of order',
      reference: `late-${me.userId}`,
      expiresInDays: 20,
    });
    expect(first.body.data).toMatchObject({ duplicate: false });
    const again = await goodwill({
      mobileNumber: mobile,
      amountPaise: 15_000,
      reason: 'Late delivery of order',
      reference: `late-${me.userId}`,
      expiresInDays: 20,
    });
    expect(again.body.data).toEqual({ transactionId: first.body.data.transactionId, duplicate: true });
    dataOf(await goodwill({ mobileNumber: mobile, amountPaise: 5_000, reason: 'Sorry for the wait', reference: `wait-${me.userId}` }));

    const wallet = dataOf<WalletDetails>(await get(t.api, '/api/wallet/fetchWalletDetails', me.cookie));
    expect(wallet.totalPaise).toBe(20_000);
    expect(wallet.balances).toEqual([
      { type: 'EXPIRABLE', amountPaise: 15_000 },
      { type: 'NON_EXPIRABLE', amountPaise: 5_000 },
    ]);
    expect(wallet.expiringSoon).toEqual([{ amountPaise: 15_000, expiresAt: expect.any(String) }]);
    expect(wallet.statement.map((e) => [e.kind, e.source, e.amountPaise, e.reason])).toEqual([
      ['credit', 'goodwill', 5_000, 'Sorry for the wait'],
      ['credit', 'goodwill', 15_000, 'Late delivery of order'],
    ]);

    expect((await goodwill({ mobileNumber: mobile, amountPaise: 50, reason: 'Too small', reference: 'r-small' })).statusCode).toBe(400);
    expect((await goodwill({ mobileNumber: '9000000001', amountPaise: 500, reason: 'Nobody', reference: 'r-nobody' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await goodwill(
          { mobileNumber: mobile, amountPaise: 500, reason: 'No token', reference: 'r-token' },
          'wrong-token-wrong-token-wrong',
        )
      ).statusCode,
    ).toBe(401);
    await expectCode(t.api, '/api/wallet/fetchWalletDetails', 401, 'UNAUTHENTICATED');
    // The shopper's download carries the wallet as the page shows it.
    const exported = dataOf<{ wallet: WalletDetails }>(await get(t.api, '/api/privacy/exportMyData', me.cookie));
    expect(exported.wallet).toEqual(wallet);
    // Another shopper sees only their own (empty) wallet.
    const other = await shopper(t.api, t.db);
    expect(dataOf<WalletDetails>(await get(t.api, '/api/wallet/fetchWalletDetails', other.cookie))).toEqual({
      totalPaise: 0,
      balances: [
        { type: 'EXPIRABLE', amountPaise: 0 },
        { type: 'NON_EXPIRABLE', amountPaise: 0 },
      ],
      expiringSoon: [],
      statement: [],
    });
  });
});
