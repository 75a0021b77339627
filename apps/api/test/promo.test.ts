/**
 * Promo codes against a cart (checkout spec §3 "Promo details", §4 "Promo code", §5 invalid-coupon phrases, §7
 * applyPromocode) and the personalised offer (§3, §9 at most 5 recommendations). The seed codes are those of
 * 0008_cart.sql; the clock is the real one, so every seed code but MONSOON20 (2025) is open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalisedOffer, promoDetails, type CartData } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectFailure } from './support/http.ts';
import { login, testMobile } from './support/auth.ts';
import {
  added,
  cartOf,
  dataOf,
  expectSummaryAddsUp,
  post,
  productPool,
  setProduct,
  summaryOf,
  updateQuantity,
  type PoolProduct,
  type ProductSetup,
} from './support/cart.ts';

let app: TestApp;
let take: (setup?: ProductSetup) => Promise<PoolProduct>;
beforeAll(async () => {
  app = await createTestApp();
  take = await productPool(app.db);
});
afterAll(() => app?.close());

interface Shopper {
  cookie: string;
  userId: number;
}
async function shopper(): Promise<Shopper> {
  const mobile = testMobile();
  const cookie = await login(app.api, mobile);
  const user = await app.db.selectFrom('users').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
  return { cookie, userId: user.id };
}

/** A cart of one line worth exactly `salePaise` (MRP 20% above), medicine unless said otherwise. */
async function cartWorth(who: Shopper, salePaise: number, setup: ProductSetup = {}): Promise<PoolProduct> {
  const p = await take({ salePaise, mrpPaise: Math.round(salePaise * 1.2), ...setup });
  await added(app.api, who.cookie, p.id, 1);
  return p;
}

const apply = async (who: Shopper, code: string) =>
  promoDetails.parse(dataOf(await post(app.api, '/api/order/applyPromocode', { code }, who.cookie)));
const removePromo = async (who: Shopper) =>
  dataOf(await call(app.api, { method: 'DELETE', url: '/api/order/removePromocode', headers: { cookie: who.cookie } }));

let nextOrderVersion = 1;
/** An order row the customer placed (or whose payment failed), written straight to the database. */
async function placeOrder(userId: number, status: 'PLACED' | 'CANCELLED' | 'PAYMENT_FAILED' = 'PLACED'): Promise<number> {
  const row = await app.db
    .insertInto('orders')
    .values({
      user_id: userId,
      status,
      cart_version: 10_000 + nextOrderVersion++,
      address_snapshot: JSON.stringify({ pincode: '400001' }),
      delivery_option: 'standard',
      estimated_delivery_date: '2026-12-01',
      payment_type_id: 4,
      rx_option: 'not_needed',
      total_mrp_paise: 60_000,
      discount_on_mrp_paise: 10_000,
      sub_total_paise: 50_000,
      delivery_charges_paise: 0,
      handling_charges_paise: 0,
      amount_paise: 50_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const INVALID = { isPromoValid: false, isPromoApplied: false, totalDiscount: 0, totalDiscountDecimal: '0.00' };

describe('applyPromocode', () => {
  it('takes 10% off with DAWA10, to the paisa, and caps it at ₹100', async () => {
    const small = await shopper();
    await cartWorth(small, 84_321);
    expect(await apply(small, 'DAWA10')).toMatchObject({
      couponCode: 'DAWA10',
      isPromoValid: true,
      isPromoApplied: true,
      totalDiscount: 8_432,
      totalDiscountDecimal: '84.32',
      message: 'You save ₹84.32 with DAWA10',
      summary: 'Flat 10% off, up to ₹100',
    });
    const big = await shopper();
    await cartWorth(big, 150_000);
    expect(await apply(big, 'DAWA10')).toMatchObject({ isPromoValid: true, totalDiscount: 10_000, message: 'You save ₹100 with DAWA10' });
  });

  it('reads the code whatever its case and spacing', async () => {
    const who = await shopper();
    await cartWorth(who, 50_000);
    expect(await apply(who, '  dawa10 ')).toMatchObject({ couponCode: 'DAWA10', isPromoValid: true, totalDiscount: 5_000 });
    expect((await cartOf(app.api, who.cookie)).promotionDetails).toMatchObject({ couponCode: 'DAWA10', isPromoApplied: true });
  });

  it('holds FLAT50 back below ₹499 with the exact amount still missing, and gives ₹50 from ₹499', async () => {
    const who = await shopper();
    const p = await cartWorth(who, 40_050);
    expect(await apply(who, 'FLAT50')).toMatchObject({
      ...INVALID,
      couponCode: 'FLAT50',
      message: 'Your cart is not eligible for this code yet. Add items worth ₹98.50 more to use this code.',
    });
    expect((await cartOf(app.api, who.cookie)).promotionDetails).toBeNull();
    await setProduct(app.db, p.id, { salePaise: 49_899, mrpPaise: 60_000 });
    expect((await apply(who, 'FLAT50')).message).toBe(
      'Your cart is not eligible for this code yet. Add items worth ₹0.01 more to use this code.',
    );
    await setProduct(app.db, p.id, { salePaise: 49_900, mrpPaise: 60_000 });
    expect(await apply(who, 'FLAT50')).toMatchObject({ isPromoValid: true, isPromoApplied: true, totalDiscount: 5_000 });
  });

  it('gives FIRST25 to a new customer only', async () => {
    const who = await shopper();
    await cartWorth(who, 40_000);
    expect(await apply(who, 'FIRST25')).toMatchObject({ isPromoValid: true, totalDiscount: 10_000 });
    // An order that was cancelled or never paid is not a first order.
    await placeOrder(who.userId, 'CANCELLED');
    await placeOrder(who.userId, 'PAYMENT_FAILED');
    expect(await apply(who, 'FIRST25')).toMatchObject({ isPromoValid: true, totalDiscount: 10_000 });
    await placeOrder(who.userId, 'PLACED');
    expect(await apply(who, 'FIRST25')).toMatchObject({ ...INVALID, message: 'This referral code applies to first order only.' });
    // The code applied before no longer applies to the cart either.
    const cart = await cartOf(app.api, who.cookie);
    expect(cart.promotionDetails).toMatchObject({ couponCode: 'FIRST25', isPromoValid: false, isPromoApplied: false });
    expect(summaryOf(cart).promotional_discount).toBeUndefined();
  });

  it('says when a code has expired or does not exist', async () => {
    const who = await shopper();
    await cartWorth(who, 30_000);
    expect(await apply(who, 'MONSOON20')).toMatchObject({
      ...INVALID,
      couponCode: 'MONSOON20',
      message: 'This coupon expired on 30 Sep 2025.',
    });
    expect(await apply(who, 'NOSUCH1')).toMatchObject({ ...INVALID, couponCode: 'NOSUCH1', message: 'This coupon does not exist.' });
    expect(await apply(who, 'no such code!')).toMatchObject({ ...INVALID, message: 'This coupon does not exist.' });
    expect((await cartOf(app.api, who.cookie)).promotionDetails).toBeNull();
  });

  it('lets ONCE100 be used once per customer, and again when that order gave it back', async () => {
    const who = await shopper();
    await cartWorth(who, 100_000);
    expect(await apply(who, 'ONCE100')).toMatchObject({ isPromoValid: true, totalDiscount: 10_000 });
    const orderId = await placeOrder(who.userId);
    await app.db
      .insertInto('promo_redemptions')
      .values({ code: 'ONCE100', user_id: who.userId, order_id: orderId, single_use: true })
      .execute();
    expect(await apply(who, 'ONCE100')).toMatchObject({
      ...INVALID,
      message: 'You have already used this code, so you are not eligible to use it again.',
    });
    // Someone else may still use it.
    const other = await shopper();
    await cartWorth(other, 100_000);
    expect((await apply(other, 'ONCE100')).isPromoValid).toBe(true);
    // A released redemption (payment failed, order cancelled) no longer counts.
    await app.db.updateTable('promo_redemptions').set({ released_at: new Date() }).where('order_id', '=', orderId).execute();
    expect((await apply(who, 'ONCE100')).isPromoValid).toBe(true);
  });

  it('refuses a code whose total redemptions are used up', async () => {
    await app.db
      .insertInto('promo_codes')
      .values({
        code: 'LASTONE',
        kind: 'flat',
        flat_paise: 2_000,
        valid_from: '2026-01-01T00:00:00+05:30',
        valid_until: '2027-12-31T23:59:59+05:30',
        total_redemption_limit: 1,
        redemption_count: 1,
        description: '₹20 off for the first order only',
      })
      .execute();
    const who = await shopper();
    await cartWorth(who, 30_000);
    expect(await apply(who, 'LASTONE')).toMatchObject({
      ...INVALID,
      message: 'This code is no longer available, so you are not eligible to use it.',
    });
  });

  it('applies GENERIC15 to medicines only, with its minimum on the medicines', async () => {
    const otcOnly = await shopper();
    await cartWorth(otcOnly, 60_000, { productType: 2, rx: false });
    expect(await apply(otcOnly, 'GENERIC15')).toMatchObject({
      ...INVALID,
      message: 'Your cart is not eligible for this code. It applies to medicines only.',
    });

    const mixed = await shopper();
    await cartWorth(mixed, 30_000);
    await cartWorth(mixed, 50_000, { productType: 2, rx: false });
    // 15% of the ₹300 of medicines, not of the ₹800 cart.
    expect(await apply(mixed, 'GENERIC15')).toMatchObject({ isPromoValid: true, totalDiscount: 4_500 });
    const cart = await cartOf(app.api, mixed.cookie);
    expect(summaryOf(cart).promotional_discount).toBe(-4_500);
    expectSummaryAddsUp(cart);

    const fewMedicines = await shopper();
    await cartWorth(fewMedicines, 10_000);
    await cartWorth(fewMedicines, 50_000, { productType: 2, rx: false });
    expect((await apply(fewMedicines, 'GENERIC15')).message).toBe(
      'Your cart is not eligible for this code yet. Add items worth ₹99 more to use this code.',
    );
  });

  it('finds nothing to discount in an empty cart', async () => {
    const who = await shopper();
    expect(await apply(who, 'DAWA10')).toMatchObject({
      ...INVALID,
      message: 'Your cart is not eligible for this code. Add items to use it.',
    });
  });

  it('needs a signed-in shopper and a code', async () => {
    expect(await expectFailure(app.api, { method: 'POST', url: '/api/order/applyPromocode', payload: { code: 'DAWA10' } }, 401)).toBe(
      'Please log in to continue.',
    );
    const who = await shopper();
    const empty = await post(app.api, '/api/order/applyPromocode', { code: '  ' }, who.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.error.message).toBe('Enter a coupon code.');
    const extra = await post(app.api, '/api/order/applyPromocode', { code: 'DAWA10', discount: 100 }, who.cookie);
    expect(extra.statusCode).toBe(400);
    expect(extra.body.error.message).toBe('Unknown field: discount.');
  });
});

describe('an applied code on the cart', () => {
  const promoLine = (cart: CartData) => cart.summary.find((l) => l.identifier === 'promotional_discount');

  it('stays applied: line id 4 and the amount to be paid lower by exactly the discount', async () => {
    const who = await shopper();
    await cartWorth(who, 80_000);
    const without = await cartOf(app.api, who.cookie);
    expect(without.promotionDetails).toBeNull();
    expect(promoLine(without)).toBeUndefined();
    await apply(who, 'DAWA10');

    const cart = await cartOf(app.api, who.cookie);
    expect(cart.promotionDetails).toMatchObject({ couponCode: 'DAWA10', isPromoValid: true, isPromoApplied: true, totalDiscount: 8_000 });
    expect(promoLine(cart)).toMatchObject({ id: 4, valuePaise: -8_000, value: '-₹80' });
    expect(cart.amountToBePaidPaise).toBe(without.amountToBePaidPaise - 8_000);
    expect(cart.totalSavingPaise).toBe(without.totalSavingPaise + 8_000);
    expectSummaryAddsUp(cart);
    expectSummaryAddsUp(without);
  });

  it('charges delivery when the code takes the order below ₹499', async () => {
    const who = await shopper();
    await cartWorth(who, 52_000);
    expect(summaryOf(await cartOf(app.api, who.cookie)).delivery_charges).toBe(0);
    await apply(who, 'DAWA10');
    const cart = await cartOf(app.api, who.cookie);
    // ₹520 − ₹52 = ₹468: below ₹499, so ₹49 delivery; not below ₹299, so no handling.
    expect(summaryOf(cart)).toMatchObject({
      promotional_discount: -5_200,
      delivery_charges: 4_900,
      handling_charges: 0,
      amount_to_be_paid: 46_800 + 4_900,
    });
    expectSummaryAddsUp(cart);
  });

  it('is ignored with dontAutoApply=true, replaced by a promoCode in the query, and gone after removePromocode', async () => {
    const who = await shopper();
    await cartWorth(who, 60_000);
    await apply(who, 'DAWA10');
    const off = await cartOf(app.api, who.cookie, '?dontAutoApply=true');
    expect(off.promotionDetails).toBeNull();
    expect(promoLine(off)).toBeUndefined();
    expect(off.amountToBePaidPaise).toBe(60_000);

    const flat = await cartOf(app.api, who.cookie, '?promoCode=FLAT50');
    expect(flat.promotionDetails).toMatchObject({ couponCode: 'FLAT50', totalDiscount: 5_000 });
    expect(flat.amountToBePaidPaise).toBe(55_000);
    // Still DAWA10 on the cart itself.
    expect((await cartOf(app.api, who.cookie)).promotionDetails!.couponCode).toBe('DAWA10');

    expect(await removePromo(who)).toEqual({ removed: true });
    const cleared = await cartOf(app.api, who.cookie);
    expect(cleared.promotionDetails).toBeNull();
    expect(cleared.amountToBePaidPaise).toBe(60_000);
  });

  it('keeps the applied code when another code turns out invalid', async () => {
    const who = await shopper();
    await cartWorth(who, 60_000);
    await apply(who, 'DAWA10');
    expect((await apply(who, 'MONSOON20')).isPromoValid).toBe(false);
    expect((await cartOf(app.api, who.cookie)).promotionDetails).toMatchObject({ couponCode: 'DAWA10', isPromoApplied: true });
  });

  it('stops discounting, and says why, when the cart falls below the minimum', async () => {
    const who = await shopper();
    const p = await take({ salePaise: 30_000, mrpPaise: 30_000 });
    const itemId = await added(app.api, who.cookie, p.id, 2);
    expect((await apply(who, 'FLAT50')).isPromoValid).toBe(true);
    dataOf(await updateQuantity(app.api, who.cookie, itemId, { quantity: 1 }));
    const cart = await cartOf(app.api, who.cookie);
    expect(cart.promotionDetails).toMatchObject({
      couponCode: 'FLAT50',
      isPromoValid: false,
      message: 'Your cart is not eligible for this code yet. Add items worth ₹199 more to use this code.',
    });
    expect(summaryOf(cart)).toEqual({
      total_mrp: 30_000,
      discount_on_mrp: 0,
      delivery_charges: 4_900,
      handling_charges: 0,
      amount_to_be_paid: 34_900,
    });
  });

  it('adds up for every seed code on a mixed cart with an out-of-stock line, priority delivery and cash on delivery', async () => {
    const who = await shopper();
    await cartWorth(who, 123_457);
    await cartWorth(who, 23_456, { productType: 2, rx: false });
    const gone = await cartWorth(who, 50_000);
    await setProduct(app.db, gone.id, { stock: 0 });
    for (const code of ['DAWA10', 'FLAT50', 'FIRST25', 'GENERIC15', 'ONCE100', 'LAUNCH200', 'MONSOON20']) {
      for (const query of ['', '&isPrioritySelected=true', '&paymentId=-1']) {
        const cart = await cartOf(app.api, who.cookie, `?promoCode=${code}${query}`);
        expectSummaryAddsUp(cart);
        const discount = cart.promotionDetails!.isPromoValid ? cart.promotionDetails!.totalDiscount : 0;
        expect(summaryOf(cart).promotional_discount ?? 0).toBe(discount === 0 ? 0 : -discount);
      }
    }
    // LAUNCH200 needs ₹1,499: the ₹1,469.13 of available items is ₹29.87 short, the out-of-stock ₹500 does not count.
    expect((await cartOf(app.api, who.cookie, '?promoCode=LAUNCH200')).promotionDetails).toMatchObject({
      isPromoValid: false,
      message: 'Your cart is not eligible for this code yet. Add items worth ₹29.87 more to use this code.',
    });
  });
});

describe('personalisedOfferRecommendation', () => {
  const offer = async (who: Shopper, body: object = {}) =>
    personalisedOffer.parse(dataOf(await post(app.api, '/api/cart/personalisedOfferRecommendation/1', body, who.cookie)));

  it('offers the code that saves this cart the most', async () => {
    const fresh = await shopper();
    await cartWorth(fresh, 60_000);
    // FIRST25 ₹150 beats GENERIC15 ₹90, DAWA10 ₹60 and FLAT50 ₹50.
    expect(await offer(fresh)).toMatchObject({
      plPromoCode: 'FIRST25',
      plDiscount: 15_000,
      plMinOrderValue: 0,
      showApplyButton: true,
      plTitle: 'Save ₹150 with FIRST25',
    });

    const returning = await shopper();
    await placeOrder(returning.userId);
    await cartWorth(returning, 60_000, { productType: 2, rx: false });
    // Not a first order, and no medicines: DAWA10 ₹60 beats FLAT50 ₹50.
    expect(await offer(returning)).toMatchObject({ plPromoCode: 'DAWA10', plDiscount: 6_000, showApplyButton: true });
  });

  it('points at the nearest code when none applies yet', async () => {
    const who = await shopper();
    await placeOrder(who.userId);
    expect(await offer(who)).toMatchObject({ plDiscount: 0, showApplyButton: false, plPromoCode: 'GENERIC15', plMinOrderValue: 19_900 });
  });

  it('recommends at most 5 products, none of them already in the cart or named as special', async () => {
    const who = await shopper();
    const first = await offer(who);
    expect(first.plRecommendation).toHaveLength(5);
    const [a, b] = first.plRecommendation;
    await added(app.api, who.cookie, a!.productId, 1);
    const next = await offer(who, { special_products: [b!.productId] });
    expect(next.plRecommendation).toHaveLength(5);
    const ids = next.plRecommendation.map((p) => p.productId);
    expect(ids).not.toContain(a!.productId);
    expect(ids).not.toContain(b!.productId);
    expect(new Set(ids).size).toBe(5);
    const cart = await cartOf(app.api, who.cookie);
    for (const item of cart.items) expect(ids).not.toContain(item.productId);
    for (const p of next.plRecommendation) expect(p.outOfStock).toBe(false);
  });

  it('needs a signed-in shopper and product ids that can exist', async () => {
    const res = await call(app.api, { method: 'POST', url: '/api/cart/personalisedOfferRecommendation/1', payload: {} });
    expect(res.statusCode).toBe(401);
    const who = await shopper();
    for (const id of [2_147_483_648, 0, 1.5]) {
      const bad = await post(app.api, '/api/cart/personalisedOfferRecommendation/1', { special_products: [id] }, who.cookie);
      expect(bad.statusCode, String(id)).toBe(400);
      expect(bad.body.error.message).toBe('Choose a product.');
    }
  });
});
