/**
 * Refer & earn under concurrency, on PostgreSQL (real concurrency): eight friends' first orders delivered at once
 * reward the friend exactly five times (the monthly cap) and each delivery at most once. Skipped without
 * TEST_DATABASE_URL (the embedded database runs one transaction at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS, buyableMedicines } from './support/checkout.ts';
import { dataOf, get, post, shopper } from './support/payments.ts';
import { postgresUrl } from './support/shared-database.ts';
import { ledgerBalances } from './support/wallet.ts';

const OPS = 'referral-races-operations-token-01';
const ops = { authorization: `Bearer ${OPS}` };

describe.skipIf(!postgresUrl)('referral rewards on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ opsToken: OPS });
  });
  afterAll(() => t?.close());

  it('8 referred orders delivered at once, each delivery sent twice: 5 rewards, 3 over the cap', async () => {
    const alice = await shopper(t.api, t.db);
    const { code } = dataOf(await get(t.api, '/api/referral/fetchDetails', alice.cookie));
    const [productId] = await buyableMedicines(t.db, 1, 40_000, 1_000);
    const orders: number[] = [];
    for (let i = 0; i < 8; i++) {
      const friend = await shopper(t.api, t.db);
      dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity: 1 }, friend.cookie));
      const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, friend.cookie));
      const placed = dataOf(
        await post(
          t.api,
          '/api/order/placeOrder?isOmsOnboarded=true',
          { addressId: String(address[0].id), paymentId: -1, promocode: code, deliveryPreferences: [] },
          friend.cookie,
        ),
      );
      for (const event of ['PACK', 'SHIP'])
        dataOf(await post(t.api, `/api/ops/orders/${placed.orderId}/events`, { event }, undefined, ops));
      orders.push(placed.orderId);
    }
    const deliveries = orders
      .flatMap((id) => [id, id])
      .map((id) => post(t.api, `/api/ops/orders/${id}/events`, { event: 'DELIVER' }, undefined, ops));
    expect((await Promise.all(deliveries)).every((r) => r.statusCode === 200)).toBe(true);

    const details = dataOf(await get(t.api, '/api/referral/fetchDetails', alice.cookie));
    const statuses = details.referrals.map((r: { status: string }) => r.status).sort();
    expect(statuses).toEqual(['capped', 'capped', 'capped', 'rewarded', 'rewarded', 'rewarded', 'rewarded', 'rewarded']);
    expect(dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', alice.cookie)).totalPaise).toBe(50_000);
    expect(await ledgerBalances(t.db)).toBe(true);
  });
});
