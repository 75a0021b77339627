import { describe, expect, it } from 'vitest';
import { cashHandlingChargePaise, deliveryChargePaise, freeDeliveryShortfallPaise, handlingChargePaise, PAYMENT_TYPE_ID } from './fees.ts';

describe('fees', () => {
  it('makes standard delivery free from ₹499 and ₹49 below', () => {
    expect(deliveryChargePaise('standard', 49_899)).toBe(4_900);
    expect(deliveryChargePaise('standard', 49_900)).toBe(0);
    expect(freeDeliveryShortfallPaise(45_000)).toBe(4_900);
    expect(freeDeliveryShortfallPaise(60_000)).toBe(0);
  });

  it('charges ₹99 for express at any order value', () => {
    expect(deliveryChargePaise('express', 0)).toBe(9_900);
    expect(deliveryChargePaise('express', 10_000_000)).toBe(9_900);
  });

  it('adds ₹9 handling below ₹299', () => {
    expect(handlingChargePaise(29_899)).toBe(900);
    expect(handlingChargePaise(29_900)).toBe(0);
  });

  it('adds ₹20 cash handling for cash on delivery only', () => {
    expect(cashHandlingChargePaise(PAYMENT_TYPE_ID.cod)).toBe(2_000);
    for (const id of [undefined, 1, 2, 3, 4, 6, 62, 66]) expect(cashHandlingChargePaise(id)).toBe(0);
  });
});
