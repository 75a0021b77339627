import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS, buyableMedicines } from './support/checkout.ts';
import { dataOf, get, post, shopper } from './support/payments.ts';
import { ledgerBalances } from './support/wallet.ts';

const OPS = 'cashback-operations-token-for-tests';
const ops = { authorization: `Bearer ${OPS}` };
let t: TestApp;
let products: number[] = [];
let next = 0;

beforeAll(async () => {
  t = await createTestApp({ opsToken: OPS });
  products = await buyableMedicines(t.db, 10, 60_000);
});
afterAll(async () => {
  await t?.close();
});

async function cashbackOrder() {
  const s = await shopper(t.api, t.db);
  dataOf(await post(t.api, '/api/cart/addToCart', { productId: products[next++]!, quantity: 1 }, s.cookie));
  const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, s.cookie));
  const applied = dataOf(await post(t.api, '/api/order/applyPromocode', { code: 'CASH10' }, s.cookie));
  const orderId: number = dataOf(
    await post(
      t.api,
      '/api/order/placeOrder?isOmsOnboarded=true',
      { addressId: String(address[0].id), paymentId: -1, promocode: 'CASH10', deliveryPreferences: [] },
      s.cookie,
    ),
  ).orderId;
  return { s, orderId, applied };
}

const event = (orderId: number, name: string) => post(t.api, `/api/ops/orders/${orderId}/events`, { event: name }, undefined, ops);

describe('a cashback code', () => {
  it('takes nothing off, is shown as line 6, and credits the wallet once when the order is delivered', async () => {
    const { s, orderId, applied } = await cashbackOrder();
    expect(applied).toMatchObject({
      isPromoValid: true,
      totalDiscount: 0,
      couponStripMessage: 'CASH10 applied: ₹60 cashback after delivery',
    });
    const summary = dataOf(await get(t.api, `/api/order/fetchOrderDetailsSummary/${orderId}`, s.cookie)).summary;
    expect(summary.find((l: { identifier: string }) => l.identifier === 'cashback')).toMatchObject({ id: 6, valuePaise: 6_000 });
    expect(summary.some((l: { identifier: string }) => l.identifier === 'promotional_discount')).toBe(false);

    for (const name of ['PACK', 'SHIP']) dataOf(await event(orderId, name));
    expect(dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie)).totalPaise).toBe(0);
    dataOf(await event(orderId, 'DELIVER'));
    dataOf(await event(orderId, 'DELIVER'));
    const wallet = dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie));
    expect(wallet.balances).toContainEqual({ type: 'EXPIRABLE', amountPaise: 6_000 });
    expect(wallet.statement).toEqual([expect.objectContaining({ source: 'cashback', amountPaise: 6_000, orderId })]);
    expect(await ledgerBalances(t.db)).toBe(true);
  });

  it('a cancelled order earns no cashback', async () => {
    const { s, orderId } = await cashbackOrder();
    dataOf(await post(t.api, `/api/order/cancelOrder/${orderId}`, {}, s.cookie));
    expect(dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie)).totalPaise).toBe(0);
  });
});
