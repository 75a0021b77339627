import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NET_BANKS as GATEWAY_BANKS, WALLET_GATEWAYS } from '@dawa/gateway';
import { paymentModes, type PaymentModes } from '@dawa/contracts';
import { NET_BANKS, WALLETS } from '../src/modules/payments/methods.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { UPI, dataOf, get, invoked, orderFor, pay, post, shopper, statusOf, type Shopper } from './support/payments.ts';

let t: TestApp;
let nextProduct = 0;
let products: number[] = [];
/** The seeded UPI payment offer's id, as pages and pricing name it. */
let upiOffer = '';

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .selectFrom('products')
    .select('id')
    .where('stock', '>=', 25)
    .where('not_for_sale', '=', false)
    .where('product_type', '=', 1)
    .orderBy('id')
    .limit(40)
    .execute();
  products = rows.map((r) => r.id);
  const offer = await t.db
    .selectFrom('offers')
    .where('kind', '=', 'payment')
    .where('title', '=', 'Flat ₹25 off with UPI')
    .select('id')
    .executeTakeFirstOrThrow();
  upiOffer = String(offer.id);
});
afterAll(async () => {
  await t?.close();
});

/** A customer whose cart holds `quantity` of one medicine at `salePaise` each (not a prescription medicine). */
async function shopperWithCart(salePaise: number, quantity = 1): Promise<Shopper> {
  const s = await shopper(t.api, t.db);
  const productId = products[nextProduct++]!;
  await t.db
    .updateTable('products')
    .set({ mrp_paise: salePaise, sale_price_paise: salePaise, stock: 50, is_rx_required: false })
    .where('id', '=', productId)
    .execute();
  dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity }, s.cookie));
  return s;
}

const modesOf = async (s: Shopper, body: object = {}) =>
  paymentModes.parse(
    dataOf(await post(t.api, '/api/ufp/fetchPaymentModes', { deliveryPreferences: [], isOmsOnboarded: 1, ...body }, s.cookie)),
  );
const segmentOf = (modes: PaymentModes, type: string) => modes.segments.find((s) => s.segmentType === type);
const bifurcation = async (s: Shopper, paymentId: number) =>
  dataOf(
    await post(
      t.api,
      '/api/ufp/fetchPaymentBifurcation?isOmsOnboarded=true',
      {
        addressId: 1,
        walletOptedIn: 1,
        paymentId,
        rxUploadLater: 0,
        deliveryPreferences: [{ shipmentId: 1, optionId: 'standard' }],
        refundOptIn: 1,
      },
      s.cookie,
    ),
  );

describe('payment modes', () => {
  it('lists the spec segments: offers, pay later (inactive), all options; cash on delivery enabled for a small cart', async () => {
    const s = await shopperWithCart(30_000);
    const modes = await modesOf(s);
    expect(modes.ufpActive).toBe(true);
    expect(modes.segments.map((x) => x.segmentType)).toEqual(['offers_for_you', 'pay_later', 'other_options']);
    const other = segmentOf(modes, 'other_options')!;
    expect(other.options.map((o) => [o.type, o.paymentTypeId])).toEqual([
      ['UPI', 4],
      ['CARD', 1],
      ['NB', 2],
      ['WALLET', 3],
    ]);
    expect(other.options[0]!.meta.vpaHandles).toContain('@okhdfcbank');
    expect(other.options[0]!.offerText).toBe('Flat ₹25 off with UPI');
    expect(other.options[2]!.subTypes!.popular.map((b) => b.code)).toEqual(['NB_HDFC', 'NB_ICICI', 'NB_SBI', 'NB_AXIS', 'NB_KOTAK']);
    expect(other.options[3]!.subTypes!.popular.map((w) => w.code)).toEqual(['PAYTM', 'MOBIKWIK', 'AMAZONPAY', 'PHONEPE']);
    const payLater = segmentOf(modes, 'pay_later')!.options[0]!;
    expect(payLater).toMatchObject({ state: 3, stateMessage: 'Pay later is not available yet.' });
    const offer = segmentOf(modes, 'offers_for_you')!.options[0]!;
    expect(offer).toMatchObject({ offerDetails: { offerKey: upiOffer }, paymentTypeId: 4 });
    expect(offer.stateMessage).toMatch(/Add items worth ₹199 more/);
    expect(modes.cod.options).toEqual([
      expect.objectContaining({ isEnabled: true, displayName: 'Cash on delivery', paymentTypeId: -1, state: 1 }),
    ]);
    expect(modes.paymentModeText.cod.header).toBeTruthy();
    expect(modes.linkedWallets).toEqual([]);
    expect(JSON.stringify(modes)).not.toMatch(/card_?number|cvv/i);
  });

  it('disables cash on delivery above ₹5,000, with the reason', async () => {
    const s = await shopperWithCart(260_000, 2);
    const modes = await modesOf(s);
    expect(modes.amountPaise).toBeGreaterThan(500_000);
    expect(modes.cod.options[0]).toMatchObject({ isEnabled: false, state: 2 });
    expect(modes.cod.options[0]!.subText).toMatch(/up to ₹5,000/);
    const exactly = await shopperWithCart(250_000, 2);
    expect((await modesOf(exactly)).cod.options[0]).toMatchObject({ isEnabled: true, state: 1 });
  });

  it('shows the last method paid with as preferred', async () => {
    const s = await shopperWithCart(30_000);
    const orderId = await orderFor(t.db, s.userId, { amountPaise: 30_000 });
    const inv = await invoked(t.api, s.cookie, orderId, 4);
    await statusOf(t.api, s.cookie, inv.paymentSecret, (await pay(t.api, inv, UPI('success@upi')))!);
    const preferred = segmentOf(await modesOf(s), 'preferred')!;
    expect(preferred.options).toEqual([expect.objectContaining({ paymentTypeId: 4, isLastUsed: true, displayName: 'UPI' })]);
  });

  it('rejects unknown fields', async () => {
    const s = await shopper(t.api, t.db);
    const res = await post(t.api, '/api/ufp/fetchPaymentModes', { deliveryPreferences: [], cardNumber: '4111' }, s.cookie);
    expect(res.statusCode).toBe(400);
    expect((await post(t.api, '/api/ufp/fetchPaymentModes', {})).statusCode).toBe(401);
  });

  it("our bank and wallet codes are the gateway's", () => {
    expect(NET_BANKS.map((b) => b.code).sort()).toEqual(Object.keys(GATEWAY_BANKS).sort());
    expect(WALLETS.map((w) => w.code)).toEqual([...WALLET_GATEWAYS]);
  });
});

describe('bifurcation and offers', () => {
  it('UPI shows the instant discount (id 17) on orders of ₹499 or more; a card does not', async () => {
    const s = await shopperWithCart(60_000);
    const upi = await bifurcation(s, 4);
    const instant = upi.lines.find((l: { identifier: string }) => l.identifier === 'instant_discount');
    expect(instant).toMatchObject({ id: 17, valuePaise: -2_500, label: 'Instant discount' });
    expect(upi.appliedOffer).toEqual({ offerId: upiOffer, title: 'Flat ₹25 off with UPI', discountPaise: 2_500 });
    expect(upi.amountPaise).toBe(57_500);
    expect(upi.lines.at(-1)).toMatchObject({ identifier: 'amount_to_be_paid', valuePaise: 57_500 });

    const card = await bifurcation(s, 1);
    expect(card.lines.some((l: { identifier: string }) => l.identifier === 'instant_discount')).toBe(false);
    expect(card.appliedOffer).toBeNull();
    expect(card.amountPaise).toBe(60_000);
    const cod = await bifurcation(s, -1);
    expect(cod.lines.find((l: { identifier: string }) => l.identifier === 'cash_handling_charge')).toMatchObject({ id: 3 });
  });

  it('no instant discount below ₹499; express delivery from the delivery preferences', async () => {
    const s = await shopperWithCart(40_000);
    const upi = await bifurcation(s, 4);
    expect(upi.appliedOffer).toBeNull();
    const express = dataOf(
      await post(
        t.api,
        '/api/ufp/fetchPaymentBifurcation',
        { paymentId: 4, deliveryPreferences: [{ shipmentId: 1, optionId: 'express' }] },
        s.cookie,
      ),
    );
    const delivery = (b: { lines: { identifier: string; valuePaise: number }[] }) =>
      b.lines.find((l) => l.identifier === 'delivery_charges')!.valuePaise;
    expect(delivery(express)).toBeGreaterThan(delivery(upi));
  });

  it('payment offers say whether the cart qualifies', async () => {
    const small = await shopperWithCart(20_000);
    const offers = dataOf(await post(t.api, '/api/ufp/fetchPaymentOffers', {}, small.cookie));
    expect(offers.offers).toEqual([expect.objectContaining({ offerId: upiOffer, isEligible: false, paymentTypeIds: [4, 6] })]);
    const big = await shopperWithCart(50_000);
    expect(dataOf(await post(t.api, '/api/ufp/fetchPaymentOffers', {}, big.cookie)).offers[0].isEligible).toBe(true);
  });

  it("post-order bifurcation: the order's stored amount lines", async () => {
    const s = await shopper(t.api, t.db);
    const orderId = await orderFor(t.db, s.userId, { amountPaise: 47_500 });
    const data = dataOf(await get(t.api, `/api/ufp/fetchPaymentBifurcationPostOrder?orderId=${orderId}&walletOptedIn=true`, s.cookie));
    expect(data).toMatchObject({ orderId, status: 'PAYMENT_PENDING', amountPaise: 47_500, appliedOffer: null });
    expect(data.lines.map((l: { identifier: string }) => l.identifier)).toEqual([
      'total_mrp',
      'discount_on_mrp',
      'delivery_charges',
      'handling_charges',
      'amount_to_be_paid',
    ]);
    const sum = data.lines.slice(0, -1).reduce((n: number, l: { valuePaise: number }) => n + l.valuePaise, 0);
    expect(sum).toBe(47_500);
    expect((await get(t.api, `/api/ufp/fetchPaymentBifurcationPostOrder?orderId=99999999`, s.cookie)).statusCode).toBe(404);
  });
});

describe('cards, wallets and pay later', () => {
  it("a card BIN gives the card's network, bank and type, and honestly no offer", async () => {
    const s = await shopper(t.api, t.db);
    const visa = dataOf(await get(t.api, '/api/ufp/checkBINBasedOfferStatus/411111', s.cookie));
    expect(visa).toMatchObject({
      bin: '411111',
      cardBrand: 'VISA',
      isEligible: false,
      offerKey: null,
      message: 'No offer on this card right now.',
    });
    expect(['CREDIT', 'DEBIT']).toContain(visa.cardType);
    for (const bad of ['41111', 'abcdef', '411111111']) {
      expect((await get(t.api, `/api/ufp/checkBINBasedOfferStatus/${bad}`, s.cookie)).statusCode).toBe(400);
    }
  });

  it('links a wallet with the OTP, shows its balance, and lists it as saved', async () => {
    const s = await shopperWithCart(30_000);
    const before = dataOf(await get(t.api, '/api/ufp/refreshWallet?paymentTypeId=3&paymentSubTypeId=1', s.cookie));
    expect(before).toMatchObject({ code: 'PAYTM', linked: false, meta: { linkStatus: 'delinked', currentBalance: null } });
    const early = await post(t.api, '/api/ufp/linkWallet', { paymentTypeId: 3, paymentSubTypeId: 1, otp: '123456' }, s.cookie);
    expect(early.statusCode).toBe(409);

    const sent = dataOf(await post(t.api, '/api/ufp/requestWalletOTP', { paymentTypeId: 3, paymentSubTypeId: 1 }, s.cookie));
    expect(sent).toMatchObject({ linked: false, message: expect.stringMatching(/OTP/) });
    const wrong = await post(t.api, '/api/ufp/linkWallet', { paymentTypeId: 3, paymentSubTypeId: 1, otp: '000000' }, s.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.error.message).toBe('Invalid OTP');
    const linked = dataOf(await post(t.api, '/api/ufp/linkWallet', { paymentTypeId: 3, paymentSubTypeId: 1, otp: '123456' }, s.cookie));
    expect(linked).toMatchObject({ linked: true, meta: { linkStatus: 'linked', currentBalance: 1500, currentBalancePaise: 150_000 } });
    expect(dataOf(await get(t.api, '/api/ufp/refreshWallet?paymentTypeId=3&paymentSubTypeId=1', s.cookie)).meta.linkStatus).toBe('linked');

    const saved = dataOf(await get(t.api, '/api/ufp/fetchSavedPaymentModes', s.cookie));
    expect(saved.linkedWallets).toEqual([expect.objectContaining({ code: 'PAYTM', paymentSubTypeId: 1 })]);
    const modes = await modesOf(s);
    expect(segmentOf(modes, 'saved_options')!.options).toEqual([
      expect.objectContaining({ displayName: 'Paytm', linked: true, paymentSubTypeId: 1 }),
    ]);
    expect(modes.linkedWallets[0]!.meta.currentBalancePaise).toBe(150_000);

    // createWallet for another wallet sends its OTP; an unknown sub-type is refused.
    expect(dataOf(await post(t.api, '/api/ufp/createWallet', { paymentTypeId: 3, paymentSubTypeId: 4 }, s.cookie)).code).toBe('PHONEPE');
    expect((await post(t.api, '/api/ufp/createWallet', { paymentTypeId: 3, paymentSubTypeId: 9 }, s.cookie)).statusCode).toBe(400);
    expect((await post(t.api, '/api/ufp/createWallet', { paymentTypeId: 4, paymentSubTypeId: 1 }, s.cookie)).statusCode).toBe(400);
  });

  it('pay later detail: inactive, with a message', async () => {
    const s = await shopper(t.api, t.db);
    expect(dataOf(await post(t.api, '/api/ufp/fetchSpecificInstrumentDetail', {}, s.cookie))).toMatchObject({
      state: 3,
      stateMessage: 'Pay later is not available yet.',
    });
  });
});
