import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAYMENT_TYPE_ID } from './fees.ts';
import { instantDiscountFor, type PaymentOffer } from './payment-offers.ts';
import { priceCart, type PricingInput } from './pricing.ts';
import { repriceForMethod } from './reprice.ts';

const METHODS = [
  PAYMENT_TYPE_ID.cod,
  PAYMENT_TYPE_ID.card,
  PAYMENT_TYPE_ID.netBanking,
  PAYMENT_TYPE_ID.wallet,
  PAYMENT_TYPE_ID.upi,
  PAYMENT_TYPE_ID.upiIntent,
];

const OFFERS: PaymentOffer[] = [
  {
    offerId: '1010',
    title: 'Flat ₹25 off with UPI',
    description: 'On orders of ₹499 or more paid by UPI',
    paymentTypeIds: [PAYMENT_TYPE_ID.upi, PAYMENT_TYPE_ID.upiIntent],
    minOrderPaise: 49_900,
    flatPaise: 2_500,
    percent: null,
    capPaise: null,
  },
];

/** The cart priced at placement with one method, then the order priced again for another. */
function both(input: Omit<PricingInput, 'paymentTypeId' | 'instantDiscountPaise'>, placedWith: number, switchedTo: number) {
  const price = (paymentTypeId: number) => {
    const first = priceCart({ ...input, paymentTypeId });
    const offer = instantDiscountFor(OFFERS, paymentTypeId, first.subTotalPaise - first.promotionalDiscountPaise - first.plusDiscountPaise);
    return priceCart({ ...input, paymentTypeId, instantDiscountPaise: offer?.discountPaise ?? 0 });
  };
  const placed = price(placedWith);
  const again = repriceForMethod(
    {
      hasLines: input.lines.some((l) => l.available && l.quantity > 0),
      subTotalPaise: placed.subTotalPaise,
      promoDiscountPaise: placed.promotionalDiscountPaise,
      deliveryChargesPaise: placed.deliveryChargesPaise,
      handlingChargesPaise: placed.handlingChargesPaise,
      walletPaise: placed.walletPaise,
      plusDiscountPaise: placed.plusDiscountPaise,
    },
    switchedTo,
    OFFERS,
  );
  return { again, fresh: price(switchedTo) };
}

describe('repriceForMethod', () => {
  it('a card order switched to UPI earns the UPI instant discount; to cash on delivery, the cash handling charge', () => {
    const lines = [{ key: 'a', productType: 'medicine' as const, quantity: 2, mrpPaise: 60_000, salePricePaise: 60_000, available: true }];
    const upi = both({ lines, delivery: 'standard' }, PAYMENT_TYPE_ID.card, PAYMENT_TYPE_ID.upi);
    expect(upi.again).toEqual({ cashHandlingPaise: 0, instantDiscountPaise: 2_500, amountPaise: 117_500 });
    const cod = both({ lines, delivery: 'standard' }, PAYMENT_TYPE_ID.upi, PAYMENT_TYPE_ID.cod);
    expect(cod.again).toEqual({ cashHandlingPaise: 2_000, instantDiscountPaise: 0, amountPaise: 122_000 });
  });

  it('a custom medicine priced at 0 until sourced keeps the cash handling charge; an order on a prescription alone has none', () => {
    const custom = [{ key: 'c', productType: 'medicine' as const, quantity: 1, mrpPaise: 0, salePricePaise: 0, available: true }];
    const withCustom = both({ lines: custom, delivery: 'standard' }, PAYMENT_TYPE_ID.upi, PAYMENT_TYPE_ID.cod);
    expect(withCustom.again.cashHandlingPaise).toBe(2_000);
    expect(withCustom.again).toEqual({
      cashHandlingPaise: withCustom.fresh.cashHandlingChargePaise,
      instantDiscountPaise: withCustom.fresh.instantDiscountPaise,
      amountPaise: withCustom.fresh.amountToBePaidPaise,
    });
    const rxAlone = both({ lines: [], delivery: 'standard' }, PAYMENT_TYPE_ID.upi, PAYMENT_TYPE_ID.cod);
    expect(rxAlone.again).toEqual({ cashHandlingPaise: 0, instantDiscountPaise: 0, amountPaise: 0 });
  });

  it('always gives what pricing the same cart with the new method gives', () => {
    const line = fc.record({
      key: fc.string(),
      productType: fc.constantFrom('medicine' as const, 'otc' as const),
      quantity: fc.integer({ min: 0, max: 20 }),
      mrpPaise: fc.integer({ min: 0, max: 500_000 }),
      salePricePaise: fc.integer({ min: 0, max: 500_000 }),
      available: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
        fc.constantFrom('standard' as const, 'express' as const),
        fc.constantFrom(...METHODS),
        fc.constantFrom(...METHODS),
        fc.boolean(),
        (lines, promoPaise, delivery, from, to, plus) => {
          const promo = promoPaise === undefined ? undefined : { code: 'X', discountPaise: promoPaise, appliesTo: 'all' as const };
          const { again, fresh } = both({ lines, promo, delivery, plus }, from, to);
          expect(again).toEqual({
            cashHandlingPaise: fresh.cashHandlingChargePaise,
            instantDiscountPaise: fresh.instantDiscountPaise,
            amountPaise: fresh.amountToBePaidPaise,
          });
        },
      ),
    );
  });
});

describe('the store wallet in pricing', () => {
  const lines = [{ key: 'a', productType: 'medicine' as const, quantity: 1, mrpPaise: 60_000, salePricePaise: 60_000, available: true }];

  it('pays last, shows as pe_wallet (8) and lowers the amount to be paid', () => {
    const p = priceCart({
      lines,
      delivery: 'standard',
      paymentTypeId: PAYMENT_TYPE_ID.card,
      wallet: { expirablePaise: 0, nonExpirablePaise: 10_000 },
    });
    expect(p.walletPaise).toBe(10_000);
    expect(p.summary.find((l) => l.identifier === 'pe_wallet')).toMatchObject({
      id: 8,
      valuePaise: -10_000,
      label: 'Paid from Dawa wallet',
    });
    const without = priceCart({ lines, delivery: 'standard', paymentTypeId: PAYMENT_TYPE_ID.card });
    expect(p.amountToBePaidPaise).toBe(without.amountToBePaidPaise - 10_000);
    expect(without.summary.some((l) => l.identifier === 'pe_wallet')).toBe(false);
  });

  it('a wallet that covers everything leaves nothing to pay; an empty cart uses none', () => {
    const p = priceCart({ lines, delivery: 'standard', wallet: { expirablePaise: 0, nonExpirablePaise: 1_000_000 } });
    expect(p.amountToBePaidPaise).toBe(0);
    expect(p.walletPaise).toBe(priceCart({ lines, delivery: 'standard' }).amountToBePaidPaise);
    expect(priceCart({ lines: [], delivery: 'standard', wallet: { expirablePaise: 0, nonExpirablePaise: 5_000 } }).walletPaise).toBe(0);
  });

  it('an order repriced for another method keeps what the wallet paid, and never asks less than nothing', () => {
    const placed = {
      hasLines: true,
      subTotalPaise: 60_000,
      promoDiscountPaise: 0,
      plusDiscountPaise: 0,
      deliveryChargesPaise: 0,
      handlingChargesPaise: 0,
    };
    expect(repriceForMethod({ ...placed, walletPaise: 10_000 }, PAYMENT_TYPE_ID.card, OFFERS).amountPaise).toBe(50_000);
    expect(repriceForMethod({ ...placed, walletPaise: 10_000 }, PAYMENT_TYPE_ID.upi, OFFERS).amountPaise).toBe(47_500);
    expect(repriceForMethod({ ...placed, walletPaise: 90_000 }, PAYMENT_TYPE_ID.card, OFFERS).amountPaise).toBe(0);
  });
});
