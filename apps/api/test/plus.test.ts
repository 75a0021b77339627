import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyData } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS, buyableMedicines } from './support/checkout.ts';
import { dataOf, get, post, shopper, type Shopper } from './support/payments.ts';

let t: TestApp;
let products: number[] = [];
let next = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  products = await buyableMedicines(t.db, 10, 30_000);
});
afterAll(async () => {
  await t?.close();
});

const fetchData = async (s: Shopper) => loyaltyData.parse(dataOf(await get(t.api, '/api/loyalty/fetchData', s.cookie)));
async function membership(s: Shopper, fromDays: number, toDays: number, status: 'active' | 'pending' | 'cancelled' = 'active') {
  await t.db
    .insertInto('plus_memberships')
    .values({
      user_id: s.userId,
      plan_id: 'plus-3m',
      status,
      starts_at: new Date(Date.now() + fromDays * DAY),
      ends_at: new Date(Date.now() + toDays * DAY),
    })
    .execute();
}
const line = (summary: { identifier: string }[], id: string) =>
  summary.find((l) => l.identifier === id) as { valuePaise: number } | undefined;

describe('PLUS membership', () => {
  it('lists the plans and the status by the spec codes', async () => {
    const s = await shopper(t.api, t.db);
    const fresh = await fetchData(s);
    expect(fresh).toMatchObject({
      userStatus: 0,
      isMember: false,
      membership: null,
      benefits: { extraDiscountPercent: 5, freeDeliveryFromPaise: 19_900, cashbackPercent: 2, cashbackCapPaise: 10_000 },
    });
    expect(fresh.plans.map((p) => [p.id, p.durationMonths, p.amountPaise, p.demo])).toEqual([
      ['plus-12m', 12, 39_900, true],
      ['plus-6m', 6, 24_900, true],
      ['plus-3m', 3, 14_900, true],
    ]);
    await membership(s, -100, -10);
    expect((await fetchData(s)).userStatus).toBe(3);
    await membership(s, -1, 89);
    expect(await fetchData(s)).toMatchObject({ userStatus: 2, isMember: true, membership: { planId: 'plus-3m' } });
    // A guest is a new user and sees the plans.
    const guest = loyaltyData.parse(dataOf(await get(t.api, '/api/loyalty/fetchData')));
    expect(guest).toMatchObject({ userStatus: 0, isMember: false, membership: null });
    expect(guest.plans).toHaveLength(3);
  });

  it("a member's cart and order get 5% off medicines and free delivery; the order keeps them", async () => {
    const member = await shopper(t.api, t.db);
    await membership(member, -1, 89);
    const other = await shopper(t.api, t.db);
    for (const s of [member, other])
      dataOf(await post(t.api, '/api/cart/addToCart', { productId: products[next]!, quantity: 1 }, s.cookie));
    next++;
    const mine = dataOf(await get(t.api, '/api/cart/getCartItems', member.cookie));
    const theirs = dataOf(await get(t.api, '/api/cart/getCartItems', other.cookie));
    expect(line(mine.summary, 'plus_discount')).toMatchObject({ id: 2, valuePaise: -1_500 });
    expect(line(theirs.summary, 'plus_discount')).toBeUndefined();
    // 2% of the ₹285 the medicine costs a member comes back after delivery.
    expect(line(mine.summary, 'cashback')).toMatchObject({ id: 6, valuePaise: 570 });
    expect(line(theirs.summary, 'cashback')).toBeUndefined();
    expect(line(mine.summary, 'delivery_charges')!.valuePaise).toBe(0);
    expect(line(theirs.summary, 'delivery_charges')!.valuePaise).toBe(4_900);

    // Cash on delivery adds its handling charge to what the cart showed; the order is priced as the cart for it.
    const cod = dataOf(await get(t.api, '/api/cart/getCartItems?paymentId=-1', member.cookie));
    const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, member.cookie));
    const placed = dataOf(
      await post(
        t.api,
        '/api/order/placeOrder?isOmsOnboarded=true',
        { addressId: String(address[0].id), paymentId: -1, deliveryPreferences: [] },
        member.cookie,
      ),
    );
    const summary = dataOf(await get(t.api, `/api/order/fetchOrderDetailsSummary/${placed.orderId}`, member.cookie)).summary;
    expect(line(summary, 'plus_discount')!.valuePaise).toBe(-1_500);
    expect(placed.price.total).toBe(cod.amountToBePaidPaise);
  });

  it('the UPI offer is measured after the member discount', async () => {
    const member = await shopper(t.api, t.db);
    await membership(member, -1, 89);
    const [productId] = await buyableMedicines(t.db, 1, 51_000);
    await t.db.updateTable('products').set({ mrp_paise: 51_000, sale_price_paise: 51_000 }).where('id', '=', productId!).execute();
    dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity: 1 }, member.cookie));
    // ₹510 less 5% is ₹484.50: below the offer's ₹499.
    const upi = dataOf(await post(t.api, '/api/ufp/fetchPaymentBifurcation', { paymentId: 4 }, member.cookie));
    expect(upi.appliedOffer).toBeNull();
    expect(line(upi.lines, 'plus_discount')!.valuePaise).toBe(-2_550);
  });
});
