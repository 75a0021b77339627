/**
 * Medicines the law does not let us sell online (Schedule X and NDPS, data/drug-schedules): shown honestly by
 * the catalogue and search, refused by every path that puts a product in a cart or an order, whatever the
 * client sends, including a line that was in a cart before the classification changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartData, productDetail, searchPageResponse, syncResult } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectCode, getData } from './support/http.ts';
import { login, testMobile } from './support/auth.ts';
import { dataOf, post, setProduct } from './support/cart.ts';
import { addAddress, addToCart, placeOrder, productsFor, uploadPrescription } from './support/checkout.ts';
import { productIdByName } from './support/catalogue.ts';

let app: TestApp;
/** Every Schedule X and NDPS product of the fixture catalogue, in stock and for sale (so only the law refuses). */
let controlled: { id: number; name: string; drug_schedule: string }[];
beforeAll(async () => {
  app = await createTestApp();
  controlled = await app.db
    .selectFrom('products')
    .select(['id', 'name', 'drug_schedule'])
    .where('drug_schedule', 'in', ['X', 'NDPS'])
    .orderBy('id')
    .execute();
  for (const p of controlled) await setProduct(app.db, p.id, { stock: 50, notForSale: false });
});
afterAll(() => app?.close());

const COD = -1;
const UPI = 4;
const NAMED = [
  'Alprax 0.25 Tablet',
  'Addwize 10mg Tablet',
  'Avkof Syrup',
  'Morcontin 10mg Tablet',
  'Aneket 50mg Injection',
  'Durogesic 25mcg Patch',
];

const userIds = new Map<string, number>();
async function shopper() {
  const mobile = testMobile();
  const cookie = await login(app.api, mobile);
  const user = await app.db.selectFrom('users').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
  userIds.set(cookie, user.id);
  return { cookie, addressId: String(await addAddress(app.api, cookie)) };
}
const cartOf = async (cookie: string) => cartData.parse(await getDataAs(cookie, '/api/cart/getCartItems'));
async function getDataAs(cookie: string, url: string) {
  const res = await call(app.api, { method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
/** A line written straight into the cart, as one added before the medicine was classified X or NDPS. */
async function staleLine(cookie: string, productId: number, quantity = 1): Promise<number> {
  const userId = userIds.get(cookie)!;
  await app.db
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await app.db
    .insertInto('cart_items')
    .values({ user_id: userId, product_id: productId, quantity })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const orderedUnits = async (ids: number[]) =>
  Number(
    (
      await app.db
        .selectFrom('order_items')
        .where('product_id', 'in', ids)
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), eb.val('0')).as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const placeReq = (cookie: string, body: object) => ({
  method: 'POST' as const,
  url: '/api/order/placeOrder?isOmsOnboarded=true',
  payload: body,
  headers: { cookie },
});

describe('the fixture catalogue', () => {
  it('holds the controlled medicines the refusal tests need', () => {
    const names = controlled.map((p) => p.name);
    for (const name of NAMED) expect(names).toContain(name);
    expect(controlled.filter((p) => p.drug_schedule === 'X').map((p) => p.name)).toEqual(['Addwize 10mg Tablet', 'Aneket 50mg Injection']);
  });
});

describe('the catalogue and search show the schedule', () => {
  it('marks a Schedule X or NDPS medicine as not available online, with no "notify me"', async () => {
    const detail = productDetail.parse(await getData(app.api, `/api/products/${await productIdByName(app.db, 'Alprax 0.25 Tablet')}`));
    expect(detail.product).toMatchObject({
      drugSchedule: 'NDPS',
      isRxRequired: true,
      outOfStock: false,
      productAvailabilityFlags: { isAvailable: false, notifyMe: false },
    });
    const faq = detail.faq.find((f) => f.question.startsWith('Do I need a prescription'));
    expect(faq?.answer).toMatch(/not sold online.*original prescription/);
  });

  it('gives H1 and OTC medicines their schedule and keeps them on sale', async () => {
    const h1 = productDetail.parse(await getData(app.api, `/api/products/${await productIdByName(app.db, 'Abixim 200mg Tablet')}`));
    expect(h1.product.drugSchedule).toBe('H1');
    expect(h1.faq.find((f) => f.question.startsWith('Do I need a prescription'))?.answer).toMatch(/Schedule H1 register/);
    const otc = productDetail.parse(await getData(app.api, `/api/products/${await productIdByName(app.db, 'Dolo 650 Tablet')}`));
    expect(otc.product.drugSchedule).toBe('OTC');
  });

  it('says "not sold online" in search results instead of offering the medicine', async () => {
    const page = searchPageResponse.parse(await getData(app.api, '/api/search/all?q=alprax'));
    const alprax = page.products.find((p) => p.name === 'Alprax 0.25 Tablet');
    expect(alprax).toMatchObject({ notSoldOnline: true, isAvailable: false });
    const dolo = searchPageResponse
      .parse(await getData(app.api, '/api/search/all?q=dolo%20650'))
      .products.find((p) => p.name === 'Dolo 650 Tablet');
    expect(dolo).toMatchObject({ notSoldOnline: false });
  });
});

describe('add to cart', () => {
  it('refuses every Schedule X and NDPS medicine with NOT_SOLD_ONLINE and adds nothing', async () => {
    const { cookie } = await shopper();
    for (const p of controlled) {
      const error = await expectCode(
        app.api,
        { method: 'POST', url: '/api/cart/addToCart', payload: { productId: p.id, quantity: 1 }, headers: { cookie } },
        422,
        'NOT_SOLD_ONLINE',
      );
      expect(error.message).toBe(
        `${p.name} is not sold online: it needs a pharmacy visit with the original prescription (Schedule X or NDPS medicine).`,
      );
    }
    // Whatever the client claims the product is.
    await expectCode(
      app.api,
      {
        method: 'POST',
        url: '/api/cart/addToCart',
        payload: { productId: controlled[0]!.id, productType: 'otc', quantity: 1 },
        headers: { cookie },
      },
      422,
      'NOT_SOLD_ONLINE',
    );
    expect((await cartOf(cookie)).items).toEqual([]);
  });

  it('refuses a saved medicine moved back to the cart', async () => {
    const { cookie } = await shopper();
    const id = await productIdByName(app.db, 'Addwize 10mg Tablet');
    const saved = await call(app.api, { method: 'POST', url: '/api/sfl/add', payload: { productId: id }, headers: { cookie } });
    expect(saved.statusCode).toBe(200);
    await expectCode(
      app.api,
      { method: 'POST', url: '/api/cart/addToCart', payload: { productId: id, quantity: 1 }, headers: { cookie } },
      422,
      'NOT_SOLD_ONLINE',
    );
  });

  it('refuses a swap into a controlled medicine, alone or in a bulk swap, and changes nothing', async () => {
    const { cookie } = await shopper();
    const [a, b] = await productsFor(app.db, true, 2);
    const first = await addToCart(app.api, cookie, a!.id);
    const second = await addToCart(app.api, cookie, b!.id);
    const morphine = await productIdByName(app.db, 'Morcontin 10mg Tablet');
    await expectCode(
      app.api,
      { method: 'POST', url: '/api/cart/replaceCartItem', payload: { itemId: first.itemId, productId: morphine }, headers: { cookie } },
      422,
      'NOT_SOLD_ONLINE',
    );
    await expectCode(
      app.api,
      {
        method: 'POST',
        url: '/api/cart/bulkReplaceCartItems',
        payload: {
          replacements: [
            { itemId: second.itemId, productId: a!.id },
            { itemId: first.itemId, productId: morphine },
          ],
        },
        headers: { cookie },
      },
      422,
      'NOT_SOLD_ONLINE',
    );
    expect((await cartOf(cookie)).items.map((i) => i.productId).sort((x, y) => x - y)).toEqual([a!.id, b!.id].sort((x, y) => x - y));
  });

  it('never suggests a controlled medicine as a cheaper swap', async () => {
    const dolo = await productIdByName(app.db, 'Dolo 650 Tablet');
    await setProduct(app.db, dolo, { stock: 50, notForSale: false });
    const suggested = async (): Promise<number[]> =>
      dataOf(await post(app.api, '/api/cart/getCartSavingVariants', { products: [{ productId: dolo }] })).variants.map(
        (v: { replacement: { productId: number } }) => v.replacement.productId,
      );
    const [best] = await suggested();
    expect(best).toBeDefined();
    // Were the cheapest alternative reclassified, it would no longer be offered.
    await app.db.updateTable('products').set({ drug_schedule: 'NDPS' }).where('id', '=', best!).execute();
    try {
      expect(await suggested()).not.toContain(best);
    } finally {
      await app.db.updateTable('products').set({ drug_schedule: 'OTC' }).where('id', '=', best!).execute();
    }
  });

  it("leaves a guest's controlled lines out when the cart is merged at login, and prices the rest", async () => {
    const { cookie } = await shopper();
    const [ok] = await productsFor(app.db, false);
    const products = [
      { productId: controlled[0]!.id, quantity: 2 },
      { productId: ok!.id, quantity: 1 },
    ];
    const local = cartData.parse(dataOf(await post(app.api, '/api/cart/fetchLocalCartItems', { products })));
    expect(local.items.find((i) => i.productId === controlled[0]!.id)).toMatchObject({
      notSoldOnline: true,
      productAvailabilityFlags: { isAvailable: false, notifyMe: false },
    });
    const merged = syncResult.parse(dataOf(await post(app.api, '/api/cart/syncLocalCart', { products }, cookie)));
    expect(merged.items.map((i) => i.productId)).toEqual([ok!.id]);
  });
});

describe('a line already in the cart before the classification changed', () => {
  it('is shown as not sold online, left out of the amount and of the prescription step, and cannot grow', async () => {
    const { cookie } = await shopper();
    const fentanyl = await productIdByName(app.db, 'Durogesic 25mcg Patch');
    const itemId = await staleLine(cookie, fentanyl, 2);
    const cart = await cartOf(cookie);
    expect(cart.items[0]).toMatchObject({
      productId: fentanyl,
      notSoldOnline: true,
      productAvailabilityFlags: { isAvailable: false, notifyMe: false },
    });
    expect(cart.amountToBePaidPaise).toBe(0);
    expect(cart.isRxUploadRequired).toBe(false);
    expect(cart.itemsModifiedDisclaimer).not.toBeNull();

    await expectCode(
      app.api,
      { method: 'POST', url: `/api/cart/updateQuantity/${itemId}`, payload: { quantity: 3 }, headers: { cookie } },
      422,
      'NOT_SOLD_ONLINE',
    );
    await expectCode(
      app.api,
      { method: 'POST', url: '/api/cart/addToCart', payload: { productId: fentanyl, quantity: 1 }, headers: { cookie } },
      422,
      'NOT_SOLD_ONLINE',
    );
    // Taking it out is always allowed.
    const removed = await call(app.api, {
      method: 'POST',
      url: `/api/cart/updateQuantity/${itemId}`,
      payload: { quantity: 0 },
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await cartOf(cookie)).items).toEqual([]);
  });
});

describe('order placement', () => {
  it('sells none of the Schedule X and NDPS medicines, with a prescription, a consultation or neither, alone or with others', async () => {
    const { cookie, addressId } = await shopper();
    const prescription = await uploadPrescription(app.api, cookie);
    const [other] = await productsFor(app.db, false);
    const ids = controlled.map((p) => p.id);
    const before = await app.db.selectFrom('products').select(['id', 'stock']).where('id', 'in', ids).orderBy('id').execute();
    const ways = [
      { addressId, paymentId: COD, images: [prescription] },
      { addressId, paymentId: COD, hasOptedForTeleconsult: 1 },
      { addressId, paymentId: UPI, pastRxIds: [prescription] },
      { addressId, paymentId: COD },
    ];
    for (const p of controlled) {
      const itemId = await staleLine(cookie, p.id);
      for (const body of ways) {
        const error = await expectCode(app.api, placeReq(cookie, body), 422, 'NOT_SOLD_ONLINE');
        expect(error.message).toContain(p.name);
      }
      await addToCart(app.api, cookie, other!.id);
      await expectCode(app.api, placeReq(cookie, ways[0]!), 422, 'NOT_SOLD_ONLINE');
      await call(app.api, { method: 'POST', url: `/api/cart/updateQuantity/${itemId}`, payload: { quantity: 0 }, headers: { cookie } });
    }
    expect(await orderedUnits(ids)).toBe(0);
    expect(await app.db.selectFrom('products').select(['id', 'stock']).where('id', 'in', ids).orderBy('id').execute()).toEqual(before);
    // The same shopper's cart without them goes through.
    const placed = await placeOrder(app.api, cookie, { addressId, paymentId: COD });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
  });

  it('does not resume an order waiting for payment once a medicine in it is classified NDPS', async () => {
    const { cookie, addressId } = await shopper();
    const [product] = await productsFor(app.db, false);
    await addToCart(app.api, cookie, product!.id);
    const first = await placeOrder(app.api, cookie, { addressId, paymentId: UPI });
    expect(first.body.data).toMatchObject({ status: 'PAYMENT_PENDING' });
    await app.db.updateTable('products').set({ drug_schedule: 'NDPS' }).where('id', '=', product!.id).execute();
    try {
      await expectCode(app.api, placeReq(cookie, { addressId, paymentId: UPI }), 422, 'NOT_SOLD_ONLINE');
    } finally {
      await app.db.updateTable('products').set({ drug_schedule: 'OTC' }).where('id', '=', product!.id).execute();
    }
  });
});
