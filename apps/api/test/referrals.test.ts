import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralDetails } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS, buyableMedicines } from './support/checkout.ts';
import { dataOf, get, post, shopper, type Shopper } from './support/payments.ts';
import { ledgerBalances } from './support/wallet.ts';

const OPS = 'referral-operations-token-for-tests';
let t: TestApp;
let products: number[] = [];
let next = 0;

beforeAll(async () => {
  t = await createTestApp({ opsToken: OPS });
  products = await buyableMedicines(t.db, 20, 40_000);
});
afterAll(async () => {
  await t?.close();
});

const details = async (s: Shopper) => referralDetails.parse(dataOf(await get(t.api, '/api/referral/fetchDetails', s.cookie)));
const applyCode = async (s: Shopper, code: string) => dataOf(await post(t.api, '/api/order/applyPromocode', { code }, s.cookie));

/** A new shopper with ₹400 of one medicine in the cart and an address. */
async function newShopper() {
  const s = await shopper(t.api, t.db);
  const productId = products[next++]!;
  dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity: 1 }, s.cookie));
  const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, s.cookie));
  return { s, addressId: String(address[0].id), productId };
}

async function placeCod(s: Shopper, addressId: string, promocode: string) {
  return dataOf(
    await post(
      t.api,
      '/api/order/placeOrder?isOmsOnboarded=true',
      { addressId, paymentId: -1, promocode, deliveryPreferences: [] },
      s.cookie,
    ),
  ).orderId as number;
}

async function deliver(orderId: number) {
  for (const event of ['PACK', 'SHIP', 'DELIVER']) {
    const res = await post(t.api, `/api/ops/orders/${orderId}/events`, { event }, undefined, { authorization: `Bearer ${OPS}` });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  }
}

describe('refer and earn', () => {
  it('gives each shopper one code, with the share text and terms', async () => {
    const alice = await shopper(t.api, t.db);
    const first = await details(alice);
    expect(first.code).toMatch(/^DW[A-HJKMNP-TV-Z2-9]{8}$/);
    expect((await details(alice)).code).toBe(first.code);
    expect(first).toMatchObject({
      sharePath: `/?ref=${first.code}`,
      terms: { refereeDiscountPaise: 10_000, refereeMinOrderPaise: 29_900, rewardPaise: 10_000, monthlyRewardCap: 5 },
      referrals: [],
      totalEarnedPaise: 0,
    });
    expect(first.shareText).toContain(first.code);
    expect((await get(t.api, '/api/referral/fetchDetails')).statusCode).toBe(401);
  });

  it("a friend's first order takes ₹100 off; its delivery rewards the friend once; a second order cannot use it", async () => {
    const alice = await shopper(t.api, t.db);
    const { code } = await details(alice);
    // One's own code is refused with the reason.
    const own = await newShopper();
    const ownCode = (await details(own.s)).code;
    expect(await applyCode(own.s, ownCode)).toMatchObject({
      isPromoValid: false,
      message: expect.stringMatching(/^This is your own referral code/),
    });

    const bob = await newShopper();
    expect(await applyCode(bob.s, code.toLowerCase())).toMatchObject({ isPromoValid: true, couponCode: code });
    const orderId = await placeCod(bob.s, bob.addressId, code);
    expect((await details(alice)).referrals).toEqual([expect.objectContaining({ status: 'applied', rewardPaise: 0 })]);

    await deliver(orderId);
    const after = await details(alice);
    expect(after.referrals[0]).toMatchObject({
      status: 'rewarded',
      rewardPaise: 10_000,
      friend: expect.stringMatching(/^Friend ••• \d{4}$/),
    });
    expect(after).toMatchObject({ totalEarnedPaise: 10_000, rewardsThisMonth: 1 });
    const wallet = dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', alice.cookie));
    expect(wallet.balances).toContainEqual({ type: 'EXPIRABLE', amountPaise: 10_000 });
    expect(wallet.statement[0]).toMatchObject({ source: 'referrals', amountPaise: 10_000 });
    const bell = dataOf(await get(t.api, '/api/notifications/fetchNotifications', alice.cookie));
    expect(JSON.stringify(bell)).toContain('₹100 referral reward');

    // Delivered again (a replayed event): nothing more.
    await post(t.api, `/api/ops/orders/${orderId}/events`, { event: 'DELIVER' }, undefined, { authorization: `Bearer ${OPS}` });
    expect(dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', alice.cookie)).totalPaise).toBe(10_000);

    // Bob's next order: the code is for first orders only.
    dataOf(await post(t.api, '/api/cart/addToCart', { productId: bob.productId, quantity: 1 }, bob.s.cookie));
    expect(await applyCode(bob.s, code)).toMatchObject({ isPromoValid: false, message: 'This referral code applies to first order only.' });
    expect(await ledgerBalances(t.db)).toBe(true);
  });

  it('a cancelled referred order earns nothing and frees the new shopper to use a code on their real first order', async () => {
    const alice = await shopper(t.api, t.db);
    const { code } = await details(alice);
    const carol = await newShopper();
    const orderId = await placeCod(carol.s, carol.addressId, code);
    dataOf(await post(t.api, `/api/order/cancelOrder/${orderId}`, {}, carol.s.cookie));
    expect((await details(alice)).referrals[0]).toMatchObject({ status: 'void' });
    dataOf(await post(t.api, '/api/cart/addToCart', { productId: carol.productId, quantity: 1 }, carol.s.cookie));
    expect(await applyCode(carol.s, code)).toMatchObject({ isPromoValid: true });
  });

  it('past five rewards in a month, a delivered referral is recorded as over the cap and not credited', async () => {
    const alice = await shopper(t.api, t.db);
    const { code } = await details(alice);
    for (let i = 0; i < 5; i++) {
      const friend = await newShopper();
      await deliver(await placeCod(friend.s, friend.addressId, code));
    }
    expect((await details(alice)).rewardsThisMonth).toBe(5);
    const sixth = await newShopper();
    await deliver(await placeCod(sixth.s, sixth.addressId, code));
    const after = await details(alice);
    expect(after.referrals[0]).toMatchObject({ status: 'capped', rewardPaise: 0 });
    expect(after.totalEarnedPaise).toBe(50_000);
    expect(dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', alice.cookie)).totalPaise).toBe(50_000);
  });

  it('an unknown code is not a coupon', async () => {
    const dan = await newShopper();
    expect(await applyCode(dan.s, 'DWZZZZZZZZ')).toMatchObject({ isPromoValid: false, message: 'This coupon does not exist.' });
  });
});
