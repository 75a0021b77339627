import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS, buyableMedicines } from './support/checkout.ts';
import { UPI, dataOf, gatewayOrder, get, invoked, orderStatus, pay, post, shopper, statusOf, type Shopper } from './support/payments.ts';
import { ledgerBalances } from './support/wallet.ts';

const OPS = 'wallet-checkout-operations-token-01';
let t: TestApp;
let products: number[] = [];
let next = 0;
let reference = 0;

beforeAll(async () => {
  t = await createTestApp({ opsToken: OPS });
  products = await buyableMedicines(t.db, 20, 40_000);
});
afterAll(async () => {
  await t?.close();
});

async function credit(s: Shopper, amountPaise: number, expiresInDays?: number) {
  const user = await t.db.selectFrom('users').select('mobile_number').where('id', '=', s.userId).executeTakeFirstOrThrow();
  const res = await post(
    t.api,
    '/api/ops/wallet/goodwill',
    {
      mobileNumber: user.mobile_number.slice(-10),
      amountPaise,
      reason: 'Sorry for the late delivery',
      reference: `wc-${++reference}`,
      expiresInDays,
    },
    undefined,
    { authorization: `Bearer ${OPS}` },
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

/** A shopper with an address and one medicine at `salePaise` in the cart. */
async function shopperWithCart(salePaise: number) {
  const s = await shopper(t.api, t.db);
  const productId = products[next++]!;
  await t.db
    .updateTable('products')
    .set({ mrp_paise: salePaise, sale_price_paise: salePaise, stock: 40 })
    .where('id', '=', productId)
    .execute();
  dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity: 1 }, s.cookie));
  const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, s.cookie));
  return { s, addressId: String(address[0].id) };
}

const walletTotal = async (s: Shopper) => dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie)).totalPaise as number;
const place = (s: Shopper, body: object) =>
  post(t.api, '/api/order/placeOrder?isOmsOnboarded=true', { paymentId: 1, deliveryPreferences: [], ...body }, s.cookie);
const cancel = (s: Shopper, orderId: number) => post(t.api, `/api/order/cancelOrder/${orderId}`, {}, s.cookie);
const bifurcation = async (s: Shopper, walletOptedIn: 0 | 1) =>
  dataOf(await post(t.api, '/api/ufp/fetchPaymentBifurcation', { paymentId: 1, walletOptedIn }, s.cookie));

describe('the store wallet at checkout', () => {
  it('pays part of an order (line pe_wallet, 8); a cancelled unpaid order gives it back', async () => {
    const { s, addressId } = await shopperWithCart(60_000);
    await credit(s, 10_000);
    const without = await bifurcation(s, 0);
    expect(without.wallet).toEqual({ balancePaise: 10_000, usedPaise: 0 });
    const withWallet = await bifurcation(s, 1);
    expect(withWallet.wallet).toEqual({ balancePaise: 10_000, usedPaise: 10_000 });
    expect(withWallet.lines.find((l: { identifier: string }) => l.identifier === 'pe_wallet')).toMatchObject({
      id: 8,
      valuePaise: -10_000,
    });
    expect(withWallet.amountPaise).toBe(without.amountPaise - 10_000);

    const placed = dataOf(await place(s, { addressId, walletOptedIn: 1 }));
    expect(placed.price.total).toBe(withWallet.amountPaise);
    expect(await walletTotal(s)).toBe(0);
    const statement = dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie)).statement;
    expect(statement[0]).toMatchObject({ kind: 'debit', source: 'checkout', amountPaise: -10_000, orderId: placed.orderId });

    const cancelled = dataOf(await cancel(s, placed.orderId));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', walletPaise: 10_000, refund: { walletPaise: 10_000, sourcePaise: 0 } });
    expect(await walletTotal(s)).toBe(10_000);
    // Cancelling again changes nothing.
    dataOf(await cancel(s, placed.orderId));
    expect(await walletTotal(s)).toBe(10_000);
    expect(await ledgerBalances(t.db)).toBe(true);
  });

  it('expirable credit pays at most 20% of the order value; refunds pay in full', async () => {
    const { s } = await shopperWithCart(60_000);
    await credit(s, 50_000, 90);
    expect((await bifurcation(s, 1)).wallet).toEqual({ balancePaise: 50_000, usedPaise: 12_000 });
  });

  it('a wallet that covers the whole order places it at once, with nothing to pay at the gateway', async () => {
    const { s, addressId } = await shopperWithCart(20_000);
    await credit(s, 100_000);
    const placed = dataOf(await place(s, { addressId, walletOptedIn: 1 }));
    expect(placed.price.total).toBe(0);
    expect(await orderStatus(t.db, placed.orderId)).toBe('PLACED');
    expect(dataOf(await get(t.api, '/api/cart/getCartCount', s.cookie)).count).toBe(0);
    const used = 100_000 - (await walletTotal(s));
    expect(used).toBeGreaterThanOrEqual(20_000);
    dataOf(await cancel(s, placed.orderId));
    expect(await walletTotal(s)).toBe(100_000);
  });

  it('a paid order cancelled before packing, refund to wallet chosen, is refunded into the wallet once and not at the gateway', async () => {
    const { s, addressId } = await shopperWithCart(60_000);
    const placed = dataOf(await place(s, { addressId, paymentId: 4, refundOptIn: 1 }));
    const inv = await invoked(t.api, s.cookie, placed.orderId, 4);
    await statusOf(t.api, s.cookie, inv.paymentSecret, (await pay(t.api, inv, UPI('success@upi')))!);
    expect(await orderStatus(t.db, placed.orderId)).toBe('PLACED');

    const cancelled = dataOf(await cancel(s, placed.orderId));
    expect(cancelled.refund).toMatchObject({ walletPaise: inv.amountPaise, sourcePaise: 0 });
    expect(cancelled.refund.text).toBe(`₹${(inv.amountPaise / 100).toLocaleString('en-IN')} is back in your Dawa wallet.`);
    const details = dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie));
    expect(details.balances).toContainEqual({ type: 'NON_EXPIRABLE', amountPaise: inv.amountPaise });
    expect(details.statement[0]).toMatchObject({ kind: 'credit', source: 'refunds', orderId: placed.orderId });

    dataOf(await cancel(s, placed.orderId));
    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ repaired: 0 });
    expect(await walletTotal(s)).toBe(inv.amountPaise);
    expect(await gatewayOrder(t, inv.pg_order_id)).toMatchObject({ refunded: false });
    expect(await ledgerBalances(t.db)).toBe(true);
  });

  it('the shopper cannot cancel once the order is packed', async () => {
    const { s, addressId } = await shopperWithCart(30_000);
    const placed = dataOf(await place(s, { addressId, paymentId: -1 }));
    await t.db.updateTable('orders').set({ status: 'PACKED' }).where('id', '=', placed.orderId).execute();
    const refused = await cancel(s, placed.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'This order is already packed and can no longer be cancelled.',
    });
  });
});
