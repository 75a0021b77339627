/**
 * The wallet at checkout under concurrency, on PostgreSQL (real concurrency): a paid order cancelled many times at
 * once is refunded into the wallet once, and a wallet payment given back once. Skipped without TEST_DATABASE_URL
 * (the embedded database runs one transaction at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS, buyableMedicines } from './support/checkout.ts';
import { UPI, dataOf, get, invoked, pay, post, shopper, statusOf } from './support/payments.ts';
import { postgresUrl } from './support/shared-database.ts';
import { creditIn } from '../src/modules/wallet/ledger.ts';
import { ledgerBalances } from './support/wallet.ts';

describe.skipIf(!postgresUrl)('wallet at checkout on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('20 cancellations at once of an order paid by UPI and by the wallet refund the charge and the wallet payment once', async () => {
    const s = await shopper(t.api, t.db);
    const [productId] = await buyableMedicines(t.db, 1, 70_000);
    await t.db
      .transaction()
      .execute((trx) =>
        creditIn(
          trx,
          s.userId,
          { amountPaise: 15_000, source: 'refunds', reason: 'Earlier refund', reference: `race-${s.userId}` },
          new Date(),
        ),
      );
    dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity: 1 }, s.cookie));
    const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, s.cookie));
    const placed = dataOf(
      await post(
        t.api,
        '/api/order/placeOrder?isOmsOnboarded=true',
        { addressId: String(address[0].id), paymentId: 4, walletOptedIn: 1, refundOptIn: 1, deliveryPreferences: [] },
        s.cookie,
      ),
    );
    const inv = await invoked(t.api, s.cookie, placed.orderId, 4);
    await statusOf(t.api, s.cookie, inv.paymentSecret, (await pay(t.api, inv, UPI('success@upi')))!);
    expect(dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie)).totalPaise).toBe(0);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.api, `/api/order/cancelOrder/${placed.orderId}`, {}, s.cookie)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const details = dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie));
    expect(details.totalPaise).toBe(15_000 + inv.amountPaise);
    const refunds = details.statement.filter((e: { source: string; kind: string }) => e.kind === 'credit' && e.source === 'refunds');
    expect(refunds).toHaveLength(2); // the earlier refund and this order's charge
    expect(details.statement.filter((e: { source: string; kind: string }) => e.kind === 'credit' && e.source === 'checkout')).toHaveLength(
      1,
    );
    expect(await ledgerBalances(t.db)).toBe(true);
  });
});
