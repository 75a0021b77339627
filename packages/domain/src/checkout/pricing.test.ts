import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart, type PricingInput, type PricingLine } from './pricing.ts';

const dolo: PricingLine = { key: 'dolo', productType: 'medicine', quantity: 2, mrpPaise: 3_400, salePricePaise: 2_890, available: true };
const augmentin: PricingLine = {
  key: 'aug',
  productType: 'medicine',
  quantity: 1,
  mrpPaise: 20_485,
  salePricePaise: 17_412,
  available: true,
};
const vicks: PricingLine = { key: 'vicks', productType: 'otc', quantity: 3, mrpPaise: 15_000, salePricePaise: 13_500, available: true };

const summaryOf = (input: PricingInput) => priceCart(input).summary.map((s) => [s.identifier, s.id, s.label, s.valuePaise, s.display]);

describe('priceCart', () => {
  it('prices a small standard-delivery cart with handling and delivery charges', () => {
    expect(summaryOf({ lines: [dolo], delivery: 'standard' })).toEqual([
      ['total_mrp', 18, 'Total MRP', 6_800, '₹68'],
      ['discount_on_mrp', 19, 'Discount on MRP', -1_020, '-₹10.20'],
      ['delivery_charges', 7, 'Delivery charges', 4_900, '₹49'],
      ['handling_charges', 15, 'Handling charges', 900, '₹9'],
      ['amount_to_be_paid', 9, 'Amount to be paid', 11_580, '₹115.80'],
    ]);
  });

  it('delivers free from ₹499 after the promo, and splits the promo over the lines it covers', () => {
    const p = priceCart({
      lines: [dolo, augmentin, vicks],
      promo: { code: 'PLUS10', discountPaise: 2_319, appliesTo: 'medicine' },
      delivery: 'standard',
    });
    expect(p).toMatchObject({
      totalMrpPaise: 72_285,
      discountOnMrpPaise: 8_593,
      subTotalPaise: 63_692,
      promotionalDiscountPaise: 2_319,
      deliveryChargesPaise: 0,
      handlingChargesPaise: 0,
      cashHandlingChargePaise: 0,
      instantDiscountPaise: 0,
      amountToBePaidPaise: 61_373,
    });
    // 2,319 over medicine lines of 5,780 and 17,412: 577.95… and 1,741.04… → 578 + 1,741.
    expect(p.lineDiscounts).toEqual([
      { key: 'dolo', promoDiscountPaise: 578 },
      { key: 'aug', promoDiscountPaise: 1_741 },
      { key: 'vicks', promoDiscountPaise: 0 },
    ]);
    expect(p.summary.find((s) => s.identifier === 'promotional_discount')).toMatchObject({ id: 4, valuePaise: -2_319 });
    expect(p.summary.find((s) => s.identifier === 'delivery_charges')).toMatchObject({ valuePaise: 0, display: 'FREE' });
  });

  it('charges standard delivery again when the promo takes the order below ₹499', () => {
    const lines = [{ ...vicks, quantity: 4 }]; // ₹540
    expect(priceCart({ lines, delivery: 'standard' }).deliveryChargesPaise).toBe(0);
    const p = priceCart({ lines, delivery: 'standard', promo: { code: 'FLAT100', discountPaise: 10_000, appliesTo: 'all' } });
    expect(p.deliveryChargesPaise).toBe(4_900);
    expect(p.handlingChargesPaise).toBe(0);
  });

  it('charges ₹99 for express whatever the value, and ₹20 cash handling for COD', () => {
    const p = priceCart({ lines: [dolo, augmentin, vicks], delivery: 'express', paymentTypeId: -1 });
    expect(p.deliveryChargesPaise).toBe(9_900);
    expect(p.cashHandlingChargePaise).toBe(2_000);
    expect(p.summary.map((s) => s.identifier)).toEqual([
      'total_mrp',
      'discount_on_mrp',
      'delivery_charges',
      'handling_charges',
      'cash_handling_charge',
      'amount_to_be_paid',
    ]);
    expect(p.amountToBePaidPaise).toBe(63_692 + 9_900 + 2_000);
  });

  it('leaves unavailable lines out of every total', () => {
    const p = priceCart({ lines: [dolo, { ...vicks, available: false }], delivery: 'standard' });
    expect(p.totalMrpPaise).toBe(6_800);
    expect(p.subTotalPaise).toBe(5_780);
    const promo = priceCart({
      lines: [dolo, { ...vicks, available: false }],
      delivery: 'standard',
      promo: { code: 'OTC50', discountPaise: 5_000, appliesTo: 'otc' },
    });
    expect(promo.promotionalDiscountPaise).toBe(0);
  });

  it('costs nothing for an empty cart, even with COD, express or a payment offer', () => {
    const p = priceCart({ lines: [{ ...dolo, available: false }], delivery: 'express', paymentTypeId: -1, instantDiscountPaise: 5_000 });
    expect([
      p.deliveryChargesPaise,
      p.handlingChargesPaise,
      p.cashHandlingChargePaise,
      p.instantDiscountPaise,
      p.amountToBePaidPaise,
    ]).toEqual([0, 0, 0, 0, 0]);
  });

  it('caps the instant discount at the order value after the promo', () => {
    const p = priceCart({ lines: [dolo], delivery: 'standard', instantDiscountPaise: 1_000_000 });
    expect(p.instantDiscountPaise).toBe(5_780);
    expect(p.amountToBePaidPaise).toBe(4_900 + 900);
    expect(p.summary.find((s) => s.identifier === 'instant_discount')).toMatchObject({ id: 17, valuePaise: -5_780 });
  });

  it('holds its money invariants for any cart', () => {
    const line = fc.record({
      key: fc.string({ maxLength: 4 }),
      productType: fc.constantFrom<'medicine' | 'otc'>('medicine', 'otc'),
      quantity: fc.integer({ min: 0, max: 20 }),
      mrpPaise: fc.integer({ min: 0, max: 2_000_000 }),
      salePricePaise: fc.integer({ min: 0, max: 2_000_000 }),
      available: fc.boolean(),
    });
    const input = fc.record({
      lines: fc.array(line, { maxLength: 8 }),
      promo: fc.option(
        fc.record({
          code: fc.constant('X'),
          discountPaise: fc.integer({ min: 0, max: 5_000_000 }),
          appliesTo: fc.constantFrom<'all' | 'medicine' | 'otc'>('all', 'medicine', 'otc'),
        }),
        { nil: undefined },
      ),
      delivery: fc.constantFrom<'standard' | 'express'>('standard', 'express'),
      paymentTypeId: fc.option(fc.constantFrom(-1, 1, 2, 3, 4, 6), { nil: undefined }),
      instantDiscountPaise: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(input, (i) => {
        const p = priceCart(i);
        const shares = p.lineDiscounts.map((d) => d.promoDiscountPaise);
        const lineTotals = i.lines.map((l) => (l.available ? l.quantity * l.salePricePaise : 0));
        const numbers = [
          p.totalMrpPaise,
          p.discountOnMrpPaise,
          p.subTotalPaise,
          p.promotionalDiscountPaise,
          p.deliveryChargesPaise,
          p.handlingChargesPaise,
          p.cashHandlingChargePaise,
          p.instantDiscountPaise,
          p.amountToBePaidPaise,
          ...shares,
          ...p.summary.map((s) => s.valuePaise),
        ];
        return (
          numbers.every(Number.isSafeInteger) &&
          p.amountToBePaidPaise >= 0 &&
          p.discountOnMrpPaise >= 0 &&
          p.totalMrpPaise - p.discountOnMrpPaise === p.subTotalPaise &&
          p.promotionalDiscountPaise >= 0 &&
          p.promotionalDiscountPaise <= p.subTotalPaise &&
          p.promotionalDiscountPaise <= (i.promo?.discountPaise ?? 0) &&
          shares.reduce((s, x) => s + x, 0) === p.promotionalDiscountPaise &&
          shares.every((s, k) => s >= 0 && s <= lineTotals[k]!) &&
          p.instantDiscountPaise <= p.subTotalPaise - p.promotionalDiscountPaise &&
          p.amountToBePaidPaise ===
            p.subTotalPaise -
              p.promotionalDiscountPaise -
              p.instantDiscountPaise +
              p.deliveryChargesPaise +
              p.handlingChargesPaise +
              p.cashHandlingChargePaise &&
          p.summary.at(-1)?.identifier === 'amount_to_be_paid' &&
          p.summary.slice(0, -1).reduce((s, x) => s + x.valuePaise, 0) === p.amountToBePaidPaise &&
          p.lineDiscounts.length === i.lines.length
        );
      }),
    );
  });
});
