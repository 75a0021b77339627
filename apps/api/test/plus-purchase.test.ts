import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeJobs } from '@dawa/api';
import { loyaltyData } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS, buyableMedicines } from './support/checkout.ts';
import { dataOf, deliverWebhooks, get, invoked, pay, post, shopper, statusOf, UPI, type Shopper } from './support/payments.ts';

const OPS = 'plus-purchase-operations-token-for-tests';
const ops = { authorization: `Bearer ${OPS}` };
let t: TestApp;
let products: number[] = [];
let next = 0;

beforeAll(async () => {
  t = await createTestApp({ opsToken: OPS });
  products = await buyableMedicines(t.db, 12, 30_000);
});
afterAll(async () => {
  await t?.close();
});

const fetchData = async (s: Shopper) => loyaltyData.parse(dataOf(await get(t.api, '/api/loyalty/fetchData', s.cookie)));
const line = (summary: { identifier: string }[], id: string) =>
  summary.find((l) => l.identifier === id) as { valuePaise: number; label: string } | undefined;
const submit = (s: Shopper, body: object, key?: string) =>
  post(t.api, '/api/loyalty/submitOrder', body, s.cookie, key ? { 'idempotency-key': key } : {});
const memberships = (s: Shopper) => t.db.selectFrom('plus_memberships').where('user_id', '=', s.userId).selectAll().orderBy('id').execute();

/** Pays an order with UPI through the sandbox gateway and lets its webhooks arrive. */
async function payWithUpi(s: Shopper, orderId: number, vpa = 'success@upi') {
  const inv = await invoked(t.api, s.cookie, orderId);
  await pay(t.api, inv, UPI(vpa));
  await deliverWebhooks(t);
  return statusOf(t.api, s.cookie, inv.paymentSecret);
}

describe('buying PLUS alone', () => {
  it('applies a membership coupon, pays through the gateway and starts the membership; a renewal follows the first', async () => {
    const s = await shopper(t.api, t.db);
    const coupon = dataOf(await post(t.api, '/api/loyalty/applyCoupon', { variantId: 'plus-6m', couponCode: ' plusnew ' }, s.cookie));
    expect(coupon).toMatchObject({
      couponCode: 'PLUSNEW',
      couponData: { isValid: true, notApplied: false },
      discountPaise: 4_900,
      amountPaise: 24_900 - 4_900,
    });
    const wrongPlan = dataOf(await post(t.api, '/api/loyalty/applyCoupon', { variantId: 'plus-3m', couponCode: 'PLUSYEAR' }, s.cookie));
    expect(wrongPlan.couponData).toMatchObject({
      isValid: false,
      notApplied: true,
      message: 'This coupon does not apply to the plan you chose.',
    });

    // The amount must be the one shown: a stale price is refused, nothing is written.
    const stale = await submit(s, { programId: 'plus', variantId: 'plus-6m', amount: 24_900, couponCode: 'PLUSNEW', paymentModeId: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.error.code).toBe('PRICE_CHANGED');
    expect(await memberships(s)).toHaveLength(0);

    const body = { programId: 'plus', variantId: 'plus-6m', amount: 20_000, couponCode: 'PLUSNEW', paymentModeId: 4 };
    const order = dataOf(await submit(s, body, 'plus-key-1'));
    const again = dataOf(await submit(s, body, 'plus-key-1'));
    expect(again.orderId).toBe(order.orderId);
    expect(order).toMatchObject({ amountPaise: 20_000, paymentAllowed: true });
    expect((await fetchData(s)).userStatus).toBe(5);

    const status = await payWithUpi(s, order.orderId);
    expect(status).toMatchObject({ status: 1 });
    const data = await fetchData(s);
    expect(data).toMatchObject({ userStatus: 2, isMember: true, membership: { planId: 'plus-6m', renewedUntil: null } });
    const first = data.membership!;
    const months = (new Date(first.endsAt).getTime() - new Date(first.startsAt).getTime()) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);

    // A first-membership coupon is refused to a member; a renewal starts where the current one ends.
    const refused = dataOf(await post(t.api, '/api/loyalty/applyCoupon', { variantId: 'plus-3m', couponCode: 'PLUSNEW' }, s.cookie));
    expect(refused.couponData).toMatchObject({ isValid: false, message: 'This coupon is for your first PLUS membership only.' });
    const renewal = dataOf(await submit(s, { programId: 'plus', variantId: 'plus-3m', amount: 14_900, paymentModeId: 4 }));
    await payWithUpi(s, renewal.orderId);
    const renewed = await fetchData(s);
    expect(renewed.membership!.endsAt).toBe(first.endsAt);
    expect(new Date(renewed.membership!.renewedUntil!).getTime()).toBeGreaterThan(new Date(first.endsAt).getTime() + 88 * 86_400_000);

    // A membership order is not a medicine order: it is not listed there and the pharmacy cannot move it.
    const list = dataOf(await get(t.api, '/api/order/fetchOrders', s.cookie));
    expect(JSON.stringify(list)).not.toContain(`"orderId":${order.orderId}`);
    const shipped = await post(t.api, `/api/ops/orders/${order.orderId}/events`, { event: 'SHIP' }, undefined, ops);
    expect(shipped.statusCode).toBe(409);
  });

  it('a declined or abandoned purchase starts nothing and leaves the shopper free to buy again', async () => {
    const s = await shopper(t.api, t.db);
    const body = { programId: 'plus', variantId: 'plus-3m', amount: 14_900, paymentModeId: 4 };
    const order = dataOf(await submit(s, body));
    const failed = await payWithUpi(s, order.orderId, 'failure@upi');
    expect(failed.status).toBe(0);
    expect((await fetchData(s)).isMember).toBe(false);
    // Its window passes: the stock-release job closes it and its waiting membership goes.
    const release = storeJobs({ db: t.db, now: () => new Date(Date.now() + 31 * 60_000) }).find((j) => j.name === 'stock-release')!;
    await release.run();
    expect(await memberships(s)).toHaveLength(0);
    expect((await fetchData(s)).userStatus).toBe(0);
    const again = dataOf(await submit(s, body));
    expect(again.orderId).not.toBe(order.orderId);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const s = await shopper(t.api, t.db);
    const cases: [object, number, string][] = [
      [{ programId: 'plus', variantId: 'plus-99m', amount: 100, paymentModeId: 4 }, 404, 'PLAN_NOT_FOUND'],
      [{ programId: 'plus', variantId: 'plus-3m', amount: 14_900, paymentModeId: -1 }, 400, 'VALIDATION_FAILED'],
      [{ programId: 'plus', variantId: 'plus-3m', amount: 14_900, couponCode: 'NOPE', paymentModeId: 4 }, 409, 'COUPON_INVALID'],
      [{ programId: 'gold', variantId: 'plus-3m', amount: 14_900, paymentModeId: 4 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await submit(s, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    expect(await memberships(s)).toHaveLength(0);
    expect((await post(t.api, '/api/loyalty/submitOrder', cases[0]![0])).statusCode).toBe(401);
  });
});

describe('PLUS as the cart loyalty item', () => {
  /** Places the shopper's cart with a PLUS plan as its loyalty item (the raw answer: a test may expect a refusal). */
  const placeWithPlan = (s: Shopper, addressId: number, paymentId: number, variantId: string) =>
    post(
      t.api,
      '/api/order/placeOrder?isOmsOnboarded=true',
      { addressId: String(addressId), paymentId, programId: 'plus', variantId, deliveryPreferences: [] },
      s.cookie,
    );

  async function cartWithMedicine(s: Shopper) {
    dataOf(await post(t.api, '/api/cart/addToCart', { productId: products[next++]!, quantity: 1 }, s.cookie));
    return dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, s.cookie))[0].id as number;
  }

  it('pitches PLUS to a non-member, prices the plan and member prices together, and one payment buys both', async () => {
    const s = await shopper(t.api, t.db);
    const addressId = await cartWithMedicine(s);
    const plain = dataOf(await get(t.api, '/api/cart/getCartItems', s.cookie));
    expect(plain.loyaltyItem).toBeNull();
    expect(plain.loyaltyDetailsPitch).toMatchObject({ isExpired: false, userType: 0 });
    expect(plain.loyaltyDetailsPitch.description).toContain('Save ₹15 more on this order with PLUS');

    const withPlan = dataOf(await get(t.api, '/api/cart/getCartItems?programId=plus&variantId=plus-3m', s.cookie));
    expect(withPlan.loyaltyItem).toMatchObject({ variantId: 'plus-3m', amountPaise: 14_900, demo: true });
    expect(withPlan.loyaltyDetailsPitch).toBeNull();
    expect(line(withPlan.summary, 'plus_discount')!.valuePaise).toBe(-1_500);
    expect(line(withPlan.summary, 'plus_membership')).toMatchObject({ valuePaise: 14_900, label: 'PLUS for 3 months' });
    // ₹300 less 5% is ₹285: above the member's ₹199, so delivery is free.
    expect(line(withPlan.summary, 'delivery_charges')!.valuePaise).toBe(0);
    const lines = ['total_mrp', 'discount_on_mrp', 'plus_discount', 'delivery_charges', 'handling_charges', 'plus_membership'];
    expect(withPlan.amountToBePaidPaise).toBe(lines.reduce((sum, id) => sum + line(withPlan.summary, id)!.valuePaise, 0));

    const bifurcation = dataOf(
      await post(t.api, '/api/ufp/fetchPaymentBifurcation', { paymentId: 4, programId: 'plus', variantId: 'plus-3m' }, s.cookie),
    );
    expect(bifurcation.amountPaise).toBe(withPlan.amountToBePaidPaise);

    const placed = dataOf(await placeWithPlan(s, addressId, 4, 'plus-3m'));
    expect(placed.price.total).toBe(withPlan.amountToBePaidPaise);
    expect((await fetchData(s)).userStatus).toBe(5);
    await payWithUpi(s, placed.orderId);
    expect(await fetchData(s)).toMatchObject({ userStatus: 2, membership: { planId: 'plus-3m' } });
    const summary = dataOf(await get(t.api, `/api/order/fetchOrderDetailsSummary/${placed.orderId}`, s.cookie)).summary;
    expect(line(summary, 'plus_membership')!.valuePaise).toBe(14_900);

    // The next cart is a member's: member prices, no pitch, and a plan asked for again is not sold twice.
    await cartWithMedicine(s);
    const next = dataOf(await get(t.api, '/api/cart/getCartItems?variantId=plus-3m', s.cookie));
    expect(line(next.summary, 'plus_discount')!.valuePaise).toBe(-1_500);
    expect(next.loyaltyItem).toBeNull();
    expect(next.loyaltyDetailsPitch).toBeNull();
  });

  it('with cash on delivery the membership starts at delivery; a cancelled order ends it', async () => {
    const s = await shopper(t.api, t.db);
    const addressId = await cartWithMedicine(s);
    const placed = dataOf(await placeWithPlan(s, addressId, -1, 'plus-6m'));
    expect(placed.status).toBe('PLACED');
    expect((await fetchData(s)).userStatus).toBe(5);
    for (const event of ['PACK', 'SHIP', 'DELIVER']) {
      const res = await post(t.api, `/api/ops/orders/${placed.orderId}/events`, { event }, undefined, ops);
      expect(res.statusCode, event).toBe(200);
    }
    expect((await fetchData(s)).userStatus).toBe(2);
    // The delivered order was a member's: its cashback (2% of ₹285) is in the wallet.
    expect(dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie)).totalPaise).toBe(570);

    const other = await shopper(t.api, t.db);
    const otherAddress = await cartWithMedicine(other);
    const cancelled = dataOf(await placeWithPlan(other, otherAddress, 4, 'plus-3m'));
    await payWithUpi(other, cancelled.orderId);
    expect((await fetchData(other)).userStatus).toBe(2);
    const res = await post(t.api, `/api/ops/orders/${cancelled.orderId}/events`, { event: 'CANCEL' }, undefined, ops);
    expect(res.statusCode).toBe(200);
    expect((await fetchData(other)).userStatus).toBe(4);
  });

  it('a plan no longer on sale is refused at placement with its message', async () => {
    const s = await shopper(t.api, t.db);
    const addressId = await cartWithMedicine(s);
    const res = await placeWithPlan(s, addressId, 4, 'plus-withdrawn');
    expect(res.statusCode).toBe(409);
    expect(res.body.error.code).toBe('PLAN_NOT_FOUND');
    expect(await memberships(s)).toHaveLength(0);
  });
});
