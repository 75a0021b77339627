import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeOffers, gcdDiscountBuckets, offer as offerContract } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS, buyableMedicines } from './support/checkout.ts';
import { dataOf, get, post, shopper } from './support/payments.ts';

const OPS = 'offers-operations-token-for-tests-01';
const ops = { authorization: `Bearer ${OPS}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ opsToken: OPS });
});
afterAll(async () => {
  await t?.close();
});

const active = async (query = '') => activeOffers.parse(dataOf(await get(t.api, `/api/activeOffers/offers${query}`)));
const codes = (offers: { promoCode: string | null }[]) => offers.map((o) => o.promoCode);

describe('activeOffers/offers', () => {
  it("lists a page's live offers by its tag, best first; the best offer is the first coupon", async () => {
    const medicine = await active('?offertags=Medicine&best_offer_pdp=true');
    expect(codes(medicine.active)).toEqual(['FIRST25', null, 'DAWA10', 'GENERIC15', 'FLAT50', 'CASH10', 'ONCE100', 'LAUNCH200']);
    expect(medicine.bestOffer).toMatchObject({ promoCode: 'FIRST25', isExpired: false });
    expect(codes((await active('?offertags=Healthcare')).active)).not.toContain('GENERIC15');
    expect(codes((await active('?offertags=Diagnostic')).active)).toEqual(['FIRSTLAB', 'LAB15']);
    const all = await active('?offertags=');
    expect(all.active).toHaveLength(10);
    expect(all.bestOffer).toBeNull();
    // The sale that ended in 2025 is not on offer.
    expect(codes(all.active)).not.toContain('MONSOON20');
  });

  it("reads a coupon's benefit and threshold from its promo code, and names the offer's page", async () => {
    const flat50 = (await active('?offertags=Medicine')).active.find((o) => o.promoCode === 'FLAT50')!;
    expect(flat50).toMatchObject({
      kind: 'coupon',
      couponBenefit: '₹50 off',
      couponMrpThreshold: 49_900,
      expiry: { header: 'Valid till', dateTime: '31 Dec 2027' },
      metaData: { demo: true, verticals: ['medicine', 'healthcare'], status: 'active' },
    });
    expect(flat50.deeplinks.web).toBe(`/offers/${flat50.slug}`);
    expect(flat50.slug).toMatch(new RegExp(`-${flat50.id}$`));
    expect(flat50.detail.howToGet).toContain('Apply the code FLAT50 in the cart.');
    const cash10 = (await active('?offertags=Medicine')).active.find((o) => o.promoCode === 'CASH10')!;
    expect(cash10).toMatchObject({ couponBenefit: '10% cashback up to ₹150', couponMrpThreshold: 49_900 });
  });

  it('refuses an unknown tag with the reason', async () => {
    const res = await get(t.api, '/api/activeOffers/offers?offertags=Surgery');
    expect(res.statusCode).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Offer tags are Medicine, Healthcare or Diagnostic.' });
  });
});

describe('activeOffers/getGCDDiscountBuckets', () => {
  it("groups the live medicine coupons by the order value they start at, lowest first, and follows operations' changes", async () => {
    const buckets = async () =>
      gcdDiscountBuckets.parse(dataOf(await get(t.api, '/api/activeOffers/getGCDDiscountBuckets'))).pldDiscountBuckets;
    const first = await buckets();
    const live = (await active('?offertags=Medicine')).active.filter((o) => o.kind === 'coupon');
    expect(first.flatMap((b) => b.offers.map((o) => o.promoCode)).sort()).toEqual(codes(live).sort());
    expect(first.map((b) => b.minOrderPaise)).toEqual([...new Set(live.map((o) => o.couponMrpThreshold))].sort((a, b) => a - b));
    const at499 = first.find((b) => b.minOrderPaise === 49_900)!;
    expect(at499.offers).toContainEqual(expect.objectContaining({ promoCode: 'FLAT50', benefit: '₹50 off' }));
    // A paused coupon leaves its tier.
    const flat50 = live.find((o) => o.promoCode === 'FLAT50')!;
    expect((await post(t.api, `/api/ops/offers/${flat50.id}/status`, { status: 'paused' }, undefined, ops)).statusCode).toBe(200);
    const paused = await buckets();
    expect(paused.flatMap((b) => b.offers.map((o) => o.promoCode))).not.toContain('FLAT50');
    expect((await post(t.api, `/api/ops/offers/${flat50.id}/status`, { status: 'active' }, undefined, ops)).statusCode).toBe(200);
  });
});

describe('activeOffers/offerDetails', () => {
  it('answers an expired offer as expired, and an unknown one with the spec text', async () => {
    const row = await t.db.selectFrom('offers').where('promo_code', '=', 'MONSOON20').select('id').executeTakeFirstOrThrow();
    const monsoon = offerContract.parse(dataOf(await get(t.api, `/api/activeOffers/offerDetails/${row.id}`)));
    expect(monsoon).toMatchObject({ isExpired: true, expiry: { header: 'Expired on', dateTime: '30 Sep 2025' } });
    const missing = await get(t.api, '/api/activeOffers/offerDetails/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'OFFER_NOT_FOUND', message: 'Error: Unable to fetch offer details...' });
    expect((await get(t.api, '/api/activeOffers/offerDetails/abc')).statusCode).toBe(400);
  });
});

describe('payment offers from the offers model', () => {
  it('lists the UPI offer for medicines and none for lab tests', async () => {
    const medicine = dataOf(await get(t.api, '/api/activeOffers/paymentOffers?vertical=medicine'));
    expect(medicine.offers).toEqual([
      expect.objectContaining({ kind: 'payment', title: 'Flat ₹25 off with UPI', couponBenefit: '₹25 off' }),
    ]);
    expect(dataOf(await get(t.api, '/api/activeOffers/paymentOffers?vertical=diagnostic')).offers).toEqual([]);
  });

  it('an offer created by operations prices the cart at once; paused, it stops; ended, it cannot come back', async () => {
    const create = (body: object, headers = ops) => post(t.api, '/api/ops/offers', body, undefined, headers);
    const card = {
      kind: 'payment',
      title: '10% off with cards',
      shortDescription: 'Up to ₹40 off when you pay by card',
      verticals: ['medicine', 'healthcare'],
      paymentTypeIds: [1],
      percent: 10,
      capPaise: 4_000,
      startsAt: '2026-01-01T00:00:00+05:30',
      endsAt: '2030-01-01T00:00:00+05:30',
    };
    expect((await create(card, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const noCap = await create({ ...card, capPaise: undefined });
    expect(noCap.statusCode).toBe(400);
    expect(noCap.body.error).toMatchObject({ field: 'capPaise', message: 'A percentage offer needs a cap.' });
    const noCode = await create({ ...card, kind: 'coupon', paymentTypeIds: [], percent: undefined, capPaise: undefined });
    expect(noCode.body.error).toMatchObject({ field: 'promoCode' });
    const unknownCode = await create({
      ...card,
      kind: 'coupon',
      promoCode: 'NOSUCH',
      paymentTypeIds: [],
      percent: undefined,
      capPaise: undefined,
    });
    expect(unknownCode.body.error).toMatchObject({ field: 'promoCode', message: 'There is no promo code NOSUCH.' });
    const created = dataOf(await create(card));
    expect(created.slug).toBe(`10-off-with-cards-${created.id}`);

    const s = await shopper(t.api, t.db);
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .where('stock', '>=', 5)
      .where('not_for_sale', '=', false)
      .where('is_rx_required', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ mrp_paise: 30_000, sale_price_paise: 30_000 }).where('id', '=', product.id).execute();
    dataOf(await post(t.api, '/api/cart/addToCart', { productId: product.id, quantity: 1 }, s.cookie));
    const bifurcation = async () => dataOf(await post(t.api, '/api/ufp/fetchPaymentBifurcation', { paymentId: 1 }, s.cookie));
    const withOffer = await bifurcation();
    expect(withOffer.appliedOffer).toMatchObject({ offerId: String(created.id), discountPaise: 3_000 });

    const status = (status: string) => post(t.api, `/api/ops/offers/${created.id}/status`, { status }, undefined, ops);
    expect((await status('paused')).statusCode).toBe(200);
    const paused = await bifurcation();
    expect(paused.appliedOffer).toBeNull();
    expect(paused.amountPaise - withOffer.amountPaise).toBe(3_000);
    expect((await active()).active.map((o) => o.id)).not.toContain(created.id);
    dataOf(await status('active'));
    expect((await bifurcation()).appliedOffer).toMatchObject({ discountPaise: 3_000 });
    dataOf(await status('ended'));
    const again = await status('active');
    expect(again.statusCode).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'OFFER_NOT_CHANGEABLE' });
    expect(dataOf(await get(t.api, `/api/activeOffers/offerDetails/${created.id}`))).toMatchObject({ isExpired: true });
  });

  it("a bank's net banking offer applies with that bank only, in the bifurcation and at placement; a bank named for UPI is refused", async () => {
    const create = (body: object) => post(t.api, '/api/ops/offers', body, undefined, ops);
    const hdfc = {
      kind: 'payment',
      title: '₹40 off with HDFC Bank net banking',
      shortDescription: 'Pay with HDFC Bank net banking and save ₹40',
      verticals: ['medicine', 'healthcare'],
      paymentTypeIds: [2],
      paymentSubTypeIds: [1],
      flatPaise: 4_000,
      startsAt: '2026-01-01T00:00:00+05:30',
      endsAt: '2030-01-01T00:00:00+05:30',
    };
    const wrong = await create({ ...hdfc, paymentTypeIds: [4] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.error).toMatchObject({ field: 'paymentSubTypeIds' });
    expect((await create({ ...hdfc, paymentSubTypeIds: [99] })).statusCode).toBe(400);
    const created = dataOf(await create(hdfc));

    const s = await shopper(t.api, t.db);
    const [productId] = await buyableMedicines(t.db, 1, 30_000);
    dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity: 1 }, s.cookie));
    const bifurcation = async (paymentSubId: number) =>
      dataOf(await post(t.api, '/api/ufp/fetchPaymentBifurcation', { paymentId: 2, paymentSubId }, s.cookie));
    const withHdfc = await bifurcation(1);
    expect(withHdfc.appliedOffer).toMatchObject({ offerId: String(created.id), discountPaise: 4_000 });
    const withIcici = await bifurcation(2);
    expect(withIcici.appliedOffer).toBeNull();
    expect(withIcici.amountPaise - withHdfc.amountPaise).toBe(4_000);
    expect(dataOf(await get(t.api, '/api/cart/getCartItems?paymentId=2&paymentSubId=1', s.cookie)).amountToBePaidPaise).toBe(
      withHdfc.amountPaise,
    );

    const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, s.cookie));
    const placed = dataOf(
      await post(
        t.api,
        '/api/order/placeOrder?isOmsOnboarded=true',
        { addressId: String(address[0].id), paymentId: 2, paymentSubId: 1, deliveryPreferences: [] },
        s.cookie,
      ),
    );
    expect(placed.price.total).toBe(withHdfc.amountPaise);
    // Paying the same order with another bank prices it again, without the offer.
    const again = dataOf(
      await post(
        t.api,
        '/api/order/placeOrder?isOmsOnboarded=true',
        { addressId: String(address[0].id), paymentId: 2, paymentSubId: 2, deliveryPreferences: [] },
        s.cookie,
      ),
    );
    expect(again.orderId).toBe(placed.orderId);
    expect(again.price.total).toBe(withIcici.amountPaise);
    dataOf(await post(t.api, `/api/ops/offers/${created.id}/status`, { status: 'ended' }, undefined, ops));
  });
});
