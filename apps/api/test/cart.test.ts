/**
 * The cart (checkout spec §3 "Cart item"/"Cart data", §4 "Cart", §5, §8 toasts, §9 max quantities): the guest's
 * local cart priced by the server, the quantity and stock rules with their messages, ownership of lines, the
 * version every change gives the cart, availability flags, the sync after login, swaps to other products and
 * the suggestions of cheaper like-for-like products.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartData, syncResult, savingVariants, type CartData } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectFailure } from './support/http.ts';
import { login } from './support/auth.ts';
import {
  addToCart,
  added,
  cartOf,
  countOf,
  dataOf,
  deleteFromCart,
  expectSummaryAddsUp,
  post,
  productPool,
  setProduct,
  summaryOf,
  unknownProductId,
  updateQuantity,
  type PoolProduct,
  type ProductSetup,
} from './support/cart.ts';

let app: TestApp;
let take: (setup?: ProductSetup) => Promise<PoolProduct>;
let missingId: number;
/** Paracetamol 650 mg tablets: the composition group the saving-variant tests arrange prices in. */
const PARACETAMOL_650_GROUP_NAMES = ['Dolo 650 Tablet', 'Calpol 650mg Tablet', 'Calpol 650 + Tablet', 'Alice 650mg Tablet'];
let paracetamolGroup: number;

beforeAll(async () => {
  app = await createTestApp();
  const dolo = await app.db
    .selectFrom('products')
    .select('composition_group_id')
    .where('name', '=', 'Dolo 650 Tablet')
    .executeTakeFirstOrThrow();
  paracetamolGroup = dolo.composition_group_id!;
  take = await productPool(app.db, [paracetamolGroup]);
  missingId = await unknownProductId(app.db);
});
afterAll(() => app?.close());

const lineOf = (cart: CartData, productId: number) => cart.items.find((i) => i.productId === productId);
const localCart = async (products: object[]) => cartData.parse(dataOf(await post(app.api, '/api/cart/fetchLocalCartItems', { products })));

describe('a guest', () => {
  it('has a server cart count of 0 and no server cart', async () => {
    expect(await countOf(app.api)).toEqual({ count: 0, quantity: 0 });
    expect(await expectFailure(app.api, '/api/cart/getCartItems', 401)).toBe('Please log in to continue.');
    const add = await addToCart(app.api, undefined, { productId: 1, quantity: 1 });
    expect(add.statusCode).toBe(401);
    const sync = await post(app.api, '/api/cart/syncLocalCart', { products: [{ productId: 1, quantity: 1 }] });
    expect(sync.statusCode).toBe(401);
  });

  it('gets a local cart priced from the catalogue: unknown products dropped, custom medicines kept, quantities clamped to the max', async () => {
    const rx = await take({ mrpPaise: 25_000, salePaise: 20_000, rx: true });
    const otc = await take({ mrpPaise: 5_000, salePaise: 4_500, rx: false, productType: 2 });
    const gone = await take({ mrpPaise: 9_000, salePaise: 8_000, stock: 0 });
    const cart = await localCart([
      { productId: rx.id, quantity: 2 },
      { productId: missingId, quantity: 1 },
      { productId: otc.id, quantity: 8 },
      { productId: -1, name: 'Shelcal 500', quantity: 3 },
      { productId: gone.id, quantity: 1 },
    ]);
    expect(cart.items.map((i) => [i.productId, i.quantity, i.maxQuantity, i.isCustom, i.itemId])).toEqual([
      [rx.id, 2, 20, false, null],
      [otc.id, 5, 5, false, null],
      [-1, 3, 20, true, null],
      [gone.id, 1, 20, false, null],
    ]);
    expect(cart.items[1]).toMatchObject({ productType: 'otc', salePriceDecimal: '45.00', mrpDecimal: '50.00', lineSalePaise: 22_500 });
    expect(cart.items[2]).toMatchObject({ name: 'Shelcal 500', product: null, isRxRequired: true });
    expect(cart.items[3]!.productAvailabilityFlags).toMatchObject({ isAvailable: false, notifyMe: true });
    expect(cart).toMatchObject({ itemsCount: 4, medicineCount: 3, otcCount: 1, outOfStockCount: 1, promotionDetails: null, version: 0 });
    // Available lines only: 2 × ₹250/₹200 and 5 × ₹50/₹45; the ₹625 order ships free with no handling charge.
    expect(summaryOf(cart)).toEqual({
      total_mrp: 75_000,
      discount_on_mrp: -12_500,
      delivery_charges: 0,
      handling_charges: 0,
      amount_to_be_paid: 62_500,
    });
    expectSummaryAddsUp(cart);
    expect(cart.summary.find((l) => l.identifier === 'delivery_charges')!.value).toBe('FREE');
  });

  it('prices an untouched catalogue product exactly as the database holds it', async () => {
    const row = await app.db
      .selectFrom('products')
      .select(['id', 'mrp_paise', 'sale_price_paise'])
      .where('stock', '>', 3)
      .where('not_for_sale', '=', false)
      .where('sale_price_paise', '<', 10_000)
      .where('mrp_paise', '>', 3_400)
      .where('drug_schedule', 'not in', ['X', 'NDPS'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const cart = await localCart([{ productId: row.id, quantity: 3 }]);
    const sale = row.sale_price_paise * 3;
    const s = summaryOf(cart);
    expect(s.total_mrp).toBe(row.mrp_paise * 3);
    expect(s.discount_on_mrp).toBe(sale - row.mrp_paise * 3);
    expect(s.delivery_charges).toBe(sale >= 49_900 ? 0 : 4_900);
    expect(s.handling_charges).toBe(sale < 29_900 ? 900 : 0);
    expect(s.amount_to_be_paid).toBe(sale + s.delivery_charges! + s.handling_charges!);
  });

  it('pays ₹49 delivery below ₹499 and ₹9 handling below ₹299, with both thresholds inclusive of the free side', async () => {
    const p = await take({ mrpPaise: 60_000, salePaise: 100 });
    const at = async (salePaise: number) => {
      await setProduct(app.db, p.id, { salePaise });
      const cart = await localCart([{ productId: p.id, quantity: 1 }]);
      expectSummaryAddsUp(cart);
      const s = summaryOf(cart);
      return [s.delivery_charges, s.handling_charges, s.amount_to_be_paid];
    };
    expect(await at(29_899)).toEqual([4_900, 900, 29_899 + 5_800]);
    expect(await at(29_900)).toEqual([4_900, 0, 29_900 + 4_900]);
    expect(await at(49_899)).toEqual([4_900, 0, 49_899 + 4_900]);
    expect(await at(49_900)).toEqual([0, 0, 49_900]);
  });

  it('rejects a custom line without a name and unknown fields', async () => {
    const noName = await expectFailure(
      app.api,
      { method: 'POST', url: '/api/cart/fetchLocalCartItems', payload: { products: [{ productId: -1, quantity: 1 }] } },
      400,
    );
    expect(noName).toBe('Enter the name of the medicine.');
    const extra = await expectFailure(
      app.api,
      { method: 'POST', url: '/api/cart/fetchLocalCartItems', payload: { products: [{ productId: 1, quantity: 1, price: 1 }] } },
      400,
    );
    expect(extra).toBe('Unknown field: price.');
  });
});

describe('adding to the cart', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await login(app.api);
  });

  it.each([
    [0, 'Quantity must be greater than 0.'],
    [-2, 'Quantity must be greater than 0.'],
    [21, 'Quantity must be a whole number from 1 to 20.'],
    [1.5, 'Quantity must be a whole number from 1 to 20.'],
    ['2', 'Quantity must be a whole number from 1 to 20.'],
  ])('rejects quantity %j with 400 and leaves the cart alone', async (quantity, message) => {
    const p = await take();
    const res = await addToCart(app.api, cookie, { productId: p.id, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await cartOf(app.api, cookie)).items.find((i) => i.productId === p.id)).toBeUndefined();
  });

  it("answers 'Added to your cart' with the line, and adding again adds to the same line", async () => {
    const me = await login(app.api);
    const p = await take();
    const first = dataOf(await addToCart(app.api, me, { productId: p.id, productType: 'medicine', quantity: 2 }));
    expect(first).toEqual({ itemId: expect.any(Number), productId: p.id, quantity: 2, count: 1, message: 'Added to your cart' });
    const again = dataOf(await addToCart(app.api, me, { productId: p.id, quantity: 3 }));
    expect(again).toMatchObject({ itemId: first.itemId, quantity: 5, count: 1, message: 'Added to your cart' });
    expect(await countOf(app.api, me)).toEqual({ count: 1, quantity: 5 });
  });

  it('holds at most 20 of a medicine, also when adding onto a line', async () => {
    const me = await login(app.api);
    const p = await take();
    const itemId = await added(app.api, me, p.id, 20);
    const res = await addToCart(app.api, me, { productId: p.id, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.message).toBe('You can add at most 20 of this item.');
    const other = await take();
    await added(app.api, me, other.id, 18);
    expect((await addToCart(app.api, me, { productId: other.id, quantity: 3 })).body.error.message).toBe(
      'You can add at most 20 of this item.',
    );
    const cart = await cartOf(app.api, me);
    expect(lineOf(cart, p.id)).toMatchObject({ itemId, quantity: 20, maxQuantity: 20 });
    expect(lineOf(cart, other.id)!.quantity).toBe(18);
  });

  it('holds at most 5 of an over-the-counter product', async () => {
    const me = await login(app.api);
    const p = await take({ productType: 2, rx: false });
    const six = await addToCart(app.api, me, { productId: p.id, quantity: 6 });
    expect(six.statusCode).toBe(400);
    expect(six.body.error.message).toBe('You can add at most 5 of this item.');
    await added(app.api, me, p.id, 3);
    const onto = await addToCart(app.api, me, { productId: p.id, quantity: 3 });
    expect(onto.statusCode).toBe(400);
    expect(onto.body.error.message).toBe('You can add at most 5 of this item.');
    expect(dataOf(await addToCart(app.api, me, { productId: p.id, quantity: 2 })).quantity).toBe(5);
    expect(lineOf(await cartOf(app.api, me), p.id)).toMatchObject({ productType: 'otc', quantity: 5, maxQuantity: 5 });
  });

  it('refuses an out-of-stock or not-for-sale product with 409', async () => {
    const gone = await take({ stock: 0 });
    const res = await addToCart(app.api, cookie, { productId: gone.id, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.body.error.message).toBe(`${gone.name} is out of stock.`);
    const banned = await take({ notForSale: true });
    const nfs = await addToCart(app.api, cookie, { productId: banned.id, quantity: 1 });
    expect(nfs.statusCode).toBe(409);
    expect(nfs.body.error.message).toBe(`${banned.name} is out of stock.`);
  });

  it('refuses more than the stock, counting what the line already holds', async () => {
    const me = await login(app.api);
    const p = await take({ stock: 3 });
    const four = await addToCart(app.api, me, { productId: p.id, quantity: 4 });
    expect(four.statusCode).toBe(409);
    expect(four.body.error.message).toBe(`Only 3 of ${p.name} left in stock.`);
    await added(app.api, me, p.id, 2);
    const more = await addToCart(app.api, me, { productId: p.id, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.body.error.message).toBe(`Only 3 of ${p.name} left in stock.`);
    expect(dataOf(await addToCart(app.api, me, { productId: p.id, quantity: 1 })).quantity).toBe(3);
  });

  it('answers 404 for a product that is not in the catalogue', async () => {
    const res = await addToCart(app.api, cookie, { productId: missingId, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.body.error.message).toBe('This product is not in our catalogue.');
  });

  it('adds a custom medicine by name and merges it by name whatever the case', async () => {
    const me = await login(app.api);
    const first = dataOf(await addToCart(app.api, me, { productName: 'Shelcal 500', quantity: 2 }));
    expect(first).toMatchObject({ productId: -1, quantity: 2, message: 'Added to your cart' });
    const again = dataOf(await addToCart(app.api, me, { productName: '  SHELCAL 500 ', quantity: 3 }));
    expect(again).toMatchObject({ itemId: first.itemId, productId: -1, quantity: 5 });
    const other = dataOf(await addToCart(app.api, me, { productName: 'Shelcal 250', quantity: 1 }));
    expect(other.itemId).not.toBe(first.itemId);
    const cart = await cartOf(app.api, me);
    expect(cart.items.map((i) => [i.name, i.quantity, i.isCustom, i.maxQuantity, i.product])).toEqual([
      ['Shelcal 500', 5, true, 20, null],
      ['Shelcal 250', 1, true, 20, null],
    ]);
    expect(cart.isRxUploadRequired).toBe(true);
    expect((await addToCart(app.api, me, { productName: 'Shelcal 500', quantity: 16 })).body.error.message).toBe(
      'You can add at most 20 of this item.',
    );
    for (const payload of [{ productName: 'x', quantity: 1 }, { productName: '   ', quantity: 1 }, { quantity: 1 }]) {
      const res = await addToCart(app.api, me, payload);
      expect(res.statusCode).toBe(400);
      expect(res.body.error.message).toBe('Enter the name of the medicine.');
    }
  });

  it('takes a custom name by the same rules as a custom line of the local cart', async () => {
    const me = await login(app.api);
    // A NUL or a line break is no medicine name (and PostgreSQL refuses a NUL in text).
    for (const productName of ['Shelcal\u0000500', 'Shelcal\n500', '<b>Shelcal</b>']) {
      const res = await addToCart(app.api, me, { productName, quantity: 1 });
      expect(res.statusCode, productName).toBe(400);
      expect(res.body.error.message).toBe('Use letters, digits and simple punctuation for the medicine name.');
      const local = await post(app.api, '/api/cart/fetchLocalCartItems', { products: [{ productId: -1, name: productName, quantity: 1 }] });
      expect(local.statusCode).toBe(400);
      expect(local.body.error.message).toBe('Use letters, digits and simple punctuation for the medicine name.');
    }
    // Apostrophes are part of many medicine names (Pan'UJ 40, Dr. Reddy's …).
    const name = "Dr. Reddy's Calcium 500 (D3)";
    expect(dataOf(await addToCart(app.api, me, { productName: name, quantity: 1 })).productId).toBe(-1);
    expect((await localCart([{ productId: -1, name, quantity: 1 }])).items[0]!.name).toBe(name);
    expect((await cartOf(app.api, me)).items.map((i) => i.name)).toEqual([name]);
    // With a product id the name is the catalogue's and not checked.
    const p = await take();
    expect(dataOf(await addToCart(app.api, me, { productId: p.id, productName: 'Anything <at> all', quantity: 1 })).productId).toBe(p.id);
  });

  it('rejects unknown fields', async () => {
    const p = await take();
    const res = await addToCart(app.api, cookie, { productId: p.id, quantity: 1, price: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.message).toBe('Unknown field: price.');
  });
});

describe('changing and removing lines', () => {
  it("sets a quantity ('Updated in your cart') and removes the line at 0 ('Removed from your cart')", async () => {
    const me = await login(app.api);
    const p = await take();
    const q = await take();
    const itemId = await added(app.api, me, p.id, 2);
    await added(app.api, me, q.id, 1);
    expect(dataOf(await updateQuantity(app.api, me, itemId, { quantity: 7 }))).toEqual({
      itemId,
      productId: p.id,
      quantity: 7,
      count: 2,
      message: 'Updated in your cart',
    });
    expect(lineOf(await cartOf(app.api, me), p.id)!.quantity).toBe(7);
    const withCart = dataOf(await updateQuantity(app.api, me, itemId, { quantity: 4, responseType: 'cart' }));
    expect(lineOf(cartData.parse(withCart.cart), p.id)!.quantity).toBe(4);
    expect(dataOf(await updateQuantity(app.api, me, itemId, { quantity: 0 }))).toEqual({
      itemId: null,
      productId: p.id,
      quantity: 0,
      count: 1,
      message: 'Removed from your cart',
    });
    expect(lineOf(await cartOf(app.api, me), p.id)).toBeUndefined();
    expect(await countOf(app.api, me)).toEqual({ count: 1, quantity: 1 });
    expect((await updateQuantity(app.api, me, itemId, { quantity: 1 })).statusCode).toBe(404);
  });

  it('applies the quantity rules to an update', async () => {
    const me = await login(app.api);
    const p = await take({ stock: 6 });
    const itemId = await added(app.api, me, p.id, 2);
    for (const [quantity, message] of [
      [21, 'Quantity must be a whole number from 1 to 20.'],
      [-1, 'Quantity must be a whole number from 1 to 20.'],
      [2.5, 'Quantity must be a whole number from 1 to 20.'],
    ] as const) {
      const res = await updateQuantity(app.api, me, itemId, { quantity });
      expect(res.statusCode).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const tooMany = await updateQuantity(app.api, me, itemId, { quantity: 7 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body.error.message).toBe(`Only 6 of ${p.name} left in stock.`);
    const extra = await updateQuantity(app.api, me, itemId, { quantity: 3, price: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.body.error.message).toBe('Unknown field: price.');
    expect(lineOf(await cartOf(app.api, me), p.id)!.quantity).toBe(2);

    const otc = await take({ productType: 2, rx: false });
    const otcItem = await added(app.api, me, otc.id, 1);
    const six = await updateQuantity(app.api, me, otcItem, { quantity: 6 });
    expect(six.statusCode).toBe(400);
    expect(six.body.error.message).toBe('You can add at most 5 of this item.');
  });

  it('deletes a line, and a second delete of it is a 404', async () => {
    const me = await login(app.api);
    const p = await take();
    const itemId = await added(app.api, me, p.id, 3);
    expect(dataOf(await deleteFromCart(app.api, me, itemId))).toEqual({
      itemId: null,
      productId: p.id,
      quantity: 0,
      count: 0,
      message: 'Removed from your cart',
    });
    expect((await cartOf(app.api, me)).items).toEqual([]);
    const again = await deleteFromCart(app.api, me, itemId);
    expect(again.statusCode).toBe(404);
    expect(again.body.error.message).toBe('This item is not in your cart.');
  });

  it("never lets one shopper change, delete or swap another's line", async () => {
    const alice = await login(app.api);
    const bob = await login(app.api);
    const p = await take();
    const swapTo = await take();
    const aliceItem = await added(app.api, alice, p.id, 2);
    await added(app.api, bob, (await take()).id, 1);
    const before = await cartOf(app.api, alice);

    for (const res of [
      await updateQuantity(app.api, bob, aliceItem, { quantity: 5 }),
      await updateQuantity(app.api, bob, aliceItem, { quantity: 0 }),
      await deleteFromCart(app.api, bob, aliceItem),
      await post(app.api, '/api/cart/replaceCartItem', { itemId: aliceItem, productId: swapTo.id }, bob),
      await post(app.api, '/api/cart/bulkReplaceCartItems', { replacements: [{ itemId: aliceItem, productId: swapTo.id }] }, bob),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body.error.message).toBe('This item is not in your cart.');
    }
    const after = await cartOf(app.api, alice);
    expect(after.items.map((i) => [i.itemId, i.productId, i.quantity])).toEqual([[aliceItem, p.id, 2]]);
    expect(after.version).toBe(before.version);
    expect((await cartOf(app.api, bob)).items.map((i) => i.itemId)).not.toContain(aliceItem);
  });
});

describe('the cart version', () => {
  it('changes with every change of the lines and with nothing else', async () => {
    const me = await login(app.api);
    const versions = [(await cartOf(app.api, me)).version];
    const changed = async () => {
      const v = (await cartOf(app.api, me)).version;
      expect(versions).not.toContain(v);
      versions.push(v);
    };
    const p = await take();
    const q = await take();
    const itemId = await added(app.api, me, p.id, 1);
    await changed();
    await added(app.api, me, p.id, 1);
    await changed();
    dataOf(await updateQuantity(app.api, me, itemId, { quantity: 5 }));
    await changed();
    dataOf(await addToCart(app.api, me, { productName: 'Shelcal 500', quantity: 1 }));
    await changed();
    dataOf(await post(app.api, '/api/cart/replaceCartItem', { itemId, productId: q.id }, me));
    await changed();
    syncResult.parse(dataOf(await post(app.api, '/api/cart/syncLocalCart', { products: [{ productId: p.id, quantity: 1 }] }, me)));
    await changed();
    dataOf(await deleteFromCart(app.api, me, itemId));
    await changed();

    // Reads and refused changes leave it as it is.
    const v = versions.at(-1);
    await cartOf(app.api, me);
    await countOf(app.api, me);
    expect((await addToCart(app.api, me, { productId: p.id, quantity: 21 })).statusCode).toBe(400);
    expect((await addToCart(app.api, me, { productId: missingId, quantity: 1 })).statusCode).toBe(404);
    expect((await cartOf(app.api, me)).version).toBe(v);
  });
});

describe('availability', () => {
  it('marks a product that went out of stock, counts it, and leaves it out of the totals', async () => {
    const me = await login(app.api);
    const stays = await take({ mrpPaise: 40_000, salePaise: 36_000 });
    const goes = await take({ mrpPaise: 30_000, salePaise: 27_000 });
    await added(app.api, me, stays.id, 1);
    await added(app.api, me, goes.id, 2);
    const before = await cartOf(app.api, me);
    expect(before).toMatchObject({ outOfStockCount: 0, itemsModifiedDisclaimer: null });
    expect(summaryOf(before)).toMatchObject({ total_mrp: 100_000, discount_on_mrp: -10_000, amount_to_be_paid: 90_000 });

    await setProduct(app.db, goes.id, { stock: 0 });
    const after = await cartOf(app.api, me);
    expect(after.outOfStockCount).toBe(1);
    expect(after.itemsModifiedDisclaimer).toEqual(expect.stringContaining('changed'));
    expect(lineOf(after, goes.id)).toMatchObject({
      quantity: 2,
      productAvailabilityFlags: { isAvailable: false, notifyMe: true },
    });
    expect(lineOf(after, stays.id)!.productAvailabilityFlags.isAvailable).toBe(true);
    // ₹360 left: below ₹499 so delivery is charged; not below ₹299 so no handling.
    expect(summaryOf(after)).toEqual({
      total_mrp: 40_000,
      discount_on_mrp: -4_000,
      delivery_charges: 4_900,
      handling_charges: 0,
      amount_to_be_paid: 40_900,
    });
    expectSummaryAddsUp(after);
    expect(after.totalSavingPaise).toBe(4_000);
  });

  it('warns about a line asking for more than is left in stock', async () => {
    const me = await login(app.api);
    const p = await take();
    await added(app.api, me, p.id, 5);
    await setProduct(app.db, p.id, { stock: 2 });
    const cart = await cartOf(app.api, me);
    expect(lineOf(cart, p.id)!.partialQtyWarnings).toEqual(['Only 2 left in stock. Reduce the quantity to 2 to continue.']);
    expect(cart.outOfStockCount).toBe(0);
    expect(cart.itemsModifiedDisclaimer).not.toBeNull();
    const itemId = lineOf(cart, p.id)!.itemId!;
    dataOf(await updateQuantity(app.api, me, itemId, { quantity: 2 }));
    const fixed = await cartOf(app.api, me);
    expect(lineOf(fixed, p.id)!.partialQtyWarnings).toEqual([]);
    expect(fixed.itemsModifiedDisclaimer).toBeNull();
  });

  it('asks for a prescription only while an available Rx line is in the cart, and counts medicines and OTC products', async () => {
    const me = await login(app.api);
    const plain = await take({ rx: false });
    const otc = await take({ rx: false, productType: 2 });
    const rx = await take({ rx: true });
    await added(app.api, me, plain.id, 1);
    await added(app.api, me, otc.id, 2);
    const noRx = await cartOf(app.api, me);
    expect(noRx).toMatchObject({ isRxUploadRequired: false, itemsCount: 2, medicineCount: 1, otcCount: 1 });
    expect(noRx.items.map((i) => i.isRxRequired)).toEqual([false, false]);
    await added(app.api, me, rx.id, 1);
    const withRx = await cartOf(app.api, me);
    expect(withRx).toMatchObject({ isRxUploadRequired: true, itemsCount: 3, medicineCount: 2, otcCount: 1 });
    expect(lineOf(withRx, rx.id)!.isRxRequired).toBe(true);
    await setProduct(app.db, rx.id, { stock: 0 });
    expect((await cartOf(app.api, me)).isRxUploadRequired).toBe(false);
  });
});

describe('syncing the local cart after login', () => {
  const sync = async (cookie: string, products: object[]) =>
    syncResult.parse(dataOf(await post(app.api, '/api/cart/syncLocalCart', { products }, cookie)));

  it('adds local quantities to the server lines within each max, keeps every item and reports what was capped', async () => {
    const me = await login(app.api);
    const both = await take();
    const localOnly = await take();
    const otc = await take({ productType: 2, rx: false });
    const big = await take();
    const serverOnly = await take();
    await added(app.api, me, both.id, 3);
    await added(app.api, me, otc.id, 3);
    await added(app.api, me, big.id, 15);
    await added(app.api, me, serverOnly.id, 1);
    dataOf(await addToCart(app.api, me, { productName: 'Shelcal 500', quantity: 2 }));

    const result = await sync(me, [
      { productId: both.id, quantity: 4 },
      { productId: localOnly.id, quantity: 2 },
      { productId: otc.id, quantity: 4 },
      { productId: big.id, quantity: 10 },
      { productId: -1, name: 'shelcal 500', quantity: 1 },
      { productId: -1, name: 'Ashwagandha Churna', quantity: 2 },
      { productId: missingId, quantity: 1 },
    ]);
    expect(result.items.map((i) => [i.productId === -1 ? i.name : i.productId, i.quantity])).toEqual([
      [both.id, 7],
      [otc.id, 5],
      [big.id, 20],
      [serverOnly.id, 1],
      ['Shelcal 500', 3],
      [localOnly.id, 2],
      ['Ashwagandha Churna', 2],
    ]);
    expect(result.capped).toEqual([
      { productId: otc.id, name: otc.name, quantity: 5 },
      { productId: big.id, name: big.name, quantity: 20 },
    ]);
    // The answer is the server cart as it now is.
    const cart = await cartOf(app.api, me);
    expect(cart.items.map((i) => [i.itemId, i.quantity])).toEqual(result.items.map((i) => [i.itemId, i.quantity]));
  });

  it('adds again when the same local cart is synced twice (the client clears its local cart after a sync)', async () => {
    const me = await login(app.api);
    const p = await take();
    await sync(me, [{ productId: p.id, quantity: 2 }]);
    const twice = await sync(me, [{ productId: p.id, quantity: 2 }]);
    expect(twice.items.map((i) => [i.productId, i.quantity])).toEqual([[p.id, 4]]);
    expect(twice.capped).toEqual([]);
  });

  it('merges local lines into an empty server cart', async () => {
    const me = await login(app.api);
    const p = await take();
    const result = await sync(me, [
      { productId: p.id, quantity: 1 },
      { productId: p.id, quantity: 2 },
    ]);
    expect(result.items.map((i) => [i.productId, i.quantity])).toEqual([[p.id, 3]]);
    expect(await countOf(app.api, me)).toEqual({ count: 1, quantity: 3 });
  });
});

describe('replacing lines', () => {
  const replace = (cookie: string, payload: object) => post(app.api, '/api/cart/replaceCartItem', payload, cookie);
  const bulk = (cookie: string, replacements: object[]) => post(app.api, '/api/cart/bulkReplaceCartItems', { replacements }, cookie);
  const shape = (cart: CartData) => cart.items.map((i) => [i.productId, i.quantity]);

  it('swaps a line to another product and keeps its quantity', async () => {
    const me = await login(app.api);
    const from = await take();
    const to = await take();
    const itemId = await added(app.api, me, from.id, 3);
    const cart = cartData.parse(dataOf(await replace(me, { itemId, productId: to.id })));
    expect(cart.items.map((i) => [i.itemId, i.productId, i.quantity])).toEqual([[itemId, to.id, 3]]);
    expect(shape(await cartOf(app.api, me))).toEqual([[to.id, 3]]);
  });

  it('merges into the line that already holds the target product', async () => {
    const me = await login(app.api);
    const from = await take();
    const to = await take();
    const itemId = await added(app.api, me, from.id, 2);
    const holder = await added(app.api, me, to.id, 4);
    const cart = cartData.parse(dataOf(await replace(me, { itemId, productId: to.id })));
    expect(cart.items.map((i) => [i.itemId, i.productId, i.quantity])).toEqual([[holder, to.id, 6]]);
    expect(cart.itemsCount).toBe(1);
  });

  it('refuses a swap to an out-of-stock or unknown product and changes nothing', async () => {
    const me = await login(app.api);
    const from = await take();
    const gone = await take({ stock: 0 });
    const itemId = await added(app.api, me, from.id, 2);
    const before = await cartOf(app.api, me);
    const oos = await replace(me, { itemId, productId: gone.id });
    expect(oos.statusCode).toBe(409);
    expect(oos.body.error.message).toBe(`${gone.name} is out of stock.`);
    const unknown = await replace(me, { itemId, productId: missingId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error.message).toBe('This product is not in our catalogue.');
    const after = await cartOf(app.api, me);
    expect(shape(after)).toEqual([[from.id, 2]]);
    expect(after.version).toBe(before.version);
  });

  it('replaces several lines at once, all or nothing', async () => {
    const me = await login(app.api);
    const a = await take();
    const b = await take();
    const aTo = await take();
    const gone = await take({ stock: 0 });
    const itemA = await added(app.api, me, a.id, 2);
    const itemB = await added(app.api, me, b.id, 1);
    const before = await cartOf(app.api, me);

    const refused = await bulk(me, [
      { itemId: itemA, productId: aTo.id },
      { itemId: itemB, productId: gone.id },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.error.message).toBe(`${gone.name} is out of stock.`);
    const untouched = await cartOf(app.api, me);
    expect(shape(untouched)).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    expect(untouched.version).toBe(before.version);

    const bTo = await take();
    const done = cartData.parse(
      dataOf(
        await bulk(me, [
          { itemId: itemA, productId: aTo.id },
          { itemId: itemB, productId: bTo.id },
        ]),
      ),
    );
    expect(shape(done)).toEqual([
      [aTo.id, 2],
      [bTo.id, 1],
    ]);
  });

  it('keeps every unit when two lines are swapped to a product the cart already holds', async () => {
    const me = await login(app.api);
    const a = await take();
    const b = await take();
    const target = await take();
    const itemA = await added(app.api, me, a.id, 2);
    const itemB = await added(app.api, me, b.id, 3);
    await added(app.api, me, target.id, 1);
    const cart = cartData.parse(
      dataOf(
        await bulk(me, [
          { itemId: itemA, productId: target.id },
          { itemId: itemB, productId: target.id },
        ]),
      ),
    );
    expect(shape(cart)).toEqual([[target.id, 6]]);
  });

  it('caps a merge at the maximum of the target', async () => {
    const me = await login(app.api);
    const from = await take();
    const to = await take();
    const itemId = await added(app.api, me, from.id, 15);
    await added(app.api, me, to.id, 10);
    const cart = cartData.parse(dataOf(await replace(me, { itemId, productId: to.id })));
    expect(shape(cart)).toEqual([[to.id, 20]]);
  });
});

describe('cheaper like-for-like variants', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const rows = await app.db
      .selectFrom('products')
      .select(['id', 'name', 'units_per_pack', 'composition_group_id'])
      .where('name', 'in', PARACETAMOL_650_GROUP_NAMES)
      .execute();
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    expect(Object.keys(ids).sort()).toEqual([...PARACETAMOL_650_GROUP_NAMES].sort());
    expect(new Set(rows.map((r) => r.composition_group_id))).toEqual(new Set([paracetamolGroup]));
    // Dolo 650, Calpol 650mg and Calpol 650 + come in strips of 15; Alice 650mg in strips of 10.
    expect(rows.map((r) => [r.name, Number(r.units_per_pack)]).sort()).toEqual(
      [
        ['Alice 650mg Tablet', 10],
        ['Calpol 650 + Tablet', 15],
        ['Calpol 650mg Tablet', 15],
        ['Dolo 650 Tablet', 15],
      ].sort(),
    );
    await setProduct(app.db, ids['Dolo 650 Tablet']!, { mrpPaise: 4_000, salePaise: 3_000, stock: 100 });
    // The cheapest of the same pack size, but out of stock.
    await setProduct(app.db, ids['Calpol 650 + Tablet']!, { mrpPaise: 4_000, salePaise: 1_500, stock: 0 });
    // In stock and cheaper: the one to suggest.
    await setProduct(app.db, ids['Calpol 650mg Tablet']!, { mrpPaise: 4_000, salePaise: 2_400, stock: 100 });
    // Cheaper per strip but another pack size.
    await setProduct(app.db, ids['Alice 650mg Tablet']!, { mrpPaise: 4_000, salePaise: 1_000, stock: 100 });
  });

  const variantsFor = async (cookie: string | undefined, products: object[]) =>
    savingVariants.parse(dataOf(await post(app.api, '/api/cart/getCartSavingVariants', { products }, cookie)));

  it('suggests only a cheaper in-stock product of the same composition and pack size', async () => {
    const found = await variantsFor(undefined, [{ productId: ids['Dolo 650 Tablet'], quantity: 3 }]);
    expect(found.variants).toHaveLength(1);
    expect(found.variants[0]).toMatchObject({
      productId: ids['Dolo 650 Tablet'],
      itemId: null,
      quantity: 3,
      savingPaise: 1_800,
      savingPercent: 20,
    });
    expect(found.variants[0]!.replacement).toMatchObject({ productId: ids['Calpol 650mg Tablet'], salePaise: 2_400 });
    expect(found.totalSavingPaise).toBe(1_800);

    // The cheapest already: nothing to suggest.
    const none = await variantsFor(undefined, [{ productId: ids['Calpol 650mg Tablet'], quantity: 1 }]);
    expect(none).toEqual({ variants: [], totalSavingPaise: 0 });
  });

  it("suggests for the shopper's own cart without changing it, and the suggestion can then be applied", async () => {
    const me = await login(app.api);
    const itemId = await added(app.api, me, ids['Dolo 650 Tablet']!, 2);
    // A custom medicine has no catalogue alternatives.
    dataOf(await addToCart(app.api, me, { productName: 'Shelcal 500', quantity: 1 }));
    const before = await cartOf(app.api, me);
    const found = await variantsFor(me, []);
    expect(found.variants.map((v) => [v.itemId, v.productId, v.replacement.productId, v.quantity, v.savingPaise])).toEqual([
      [itemId, ids['Dolo 650 Tablet'], ids['Calpol 650mg Tablet'], 2, 1_200],
    ]);
    const after = await cartOf(app.api, me);
    expect(after.version).toBe(before.version);
    expect(after.items.map((i) => [i.productId, i.quantity])).toEqual(before.items.map((i) => [i.productId, i.quantity]));

    const swapped = cartData.parse(
      dataOf(
        await post(
          app.api,
          '/api/cart/bulkReplaceCartItems',
          { replacements: found.variants.map((v) => ({ itemId: v.itemId, productId: v.replacement.productId })) },
          me,
        ),
      ),
    );
    expect(swapped.items.map((i) => [i.productId, i.quantity])).toEqual([
      [ids['Calpol 650mg Tablet'], 2],
      [-1, 1],
    ]);
    const subTotal = (c: CartData) => summaryOf(c).total_mrp! + summaryOf(c).discount_on_mrp!;
    expect(subTotal(swapped)).toBe(subTotal(before) - 1_200);
  });
});

describe('envelope', () => {
  it('answers the cart count of a signed-in shopper with lines and units', async () => {
    const me = await login(app.api);
    expect(await countOf(app.api, me)).toEqual({ count: 0, quantity: 0 });
    await added(app.api, me, (await take()).id, 4);
    await added(app.api, me, (await take()).id, 1);
    expect(await countOf(app.api, me)).toEqual({ count: 2, quantity: 5 });
    const res = await call(app.api, { method: 'GET', url: '/api/cart/getCartItems?foo=1', headers: { cookie: me } });
    expect(res.statusCode).toBe(400);
  });
});

describe('a stale local cart above the maximum', () => {
  it('is clamped to each item’s maximum when priced and when synced, not refused', async () => {
    const [p] = await app.db
      .selectFrom('products')
      .where('stock', '>', 25)
      .where('not_for_sale', '=', false)
      .where('product_type', '=', 1)
      .select('id')
      .limit(1)
      .execute();
    const local = await localCart([
      { productId: p!.id, quantity: 35 },
      { productId: -1, name: 'Some Rare Syrup', quantity: 40 },
    ]);
    expect(local.items.map((i) => i.quantity)).toEqual([20, 20]);
    const me = await login(app.api);
    const synced = syncResult.parse(
      dataOf(await post(app.api, '/api/cart/syncLocalCart', { products: [{ productId: p!.id, quantity: 35 }] }, me)),
    );
    expect(synced.items.map((i) => i.quantity)).toEqual([20]);
    expect(synced.capped).toEqual([expect.objectContaining({ productId: p!.id, quantity: 20 })]);
  });
});

describe('syncLocalCart into a full cart', () => {
  it('adds up to 100 lines and names the local lines it left out', async () => {
    // Products that may be sold online: the merge leaves Schedule X and NDPS lines out (drug-schedules.test.ts).
    const ids = (
      await app.db.selectFrom('products').select('id').where('drug_schedule', 'not in', ['X', 'NDPS']).orderBy('id').limit(103).execute()
    ).map((r) => r.id);
    const me = await login(app.api);
    const first = syncResult.parse(
      dataOf(
        await post(
          app.api,
          '/api/cart/syncLocalCart',
          { products: ids.slice(0, 100).map((productId) => ({ productId, quantity: 1 })) },
          me,
        ),
      ),
    );
    expect(first.items).toHaveLength(100);
    expect(first.notAdded).toEqual([]);
    const more = syncResult.parse(
      dataOf(
        await post(app.api, '/api/cart/syncLocalCart', { products: ids.slice(98).map((productId) => ({ productId, quantity: 1 })) }, me),
      ),
    );
    expect(more.items).toHaveLength(100);
    expect(more.notAdded.map((l) => l.productId)).toEqual(ids.slice(100));
    // The two already in the cart were merged, not refused.
    expect(more.items.filter((i) => ids.slice(98, 100).includes(i.productId)).map((i) => i.quantity)).toEqual([2, 2]);
  });
});
