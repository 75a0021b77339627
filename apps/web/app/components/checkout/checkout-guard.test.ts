import { describe, expect, it } from 'vitest';
import { firstMissing, missingReason, rxStepShown, type GuardInput } from './checkout-guard.ts';

const none = { uploadedIds: [], pastIds: [], consult: false };
const input = (patch: Partial<GuardInput> = {}, choices: Partial<GuardInput['choices']> = {}): GuardInput => ({
  itemsCount: 2,
  rxRequired: false,
  ...patch,
  choices: { rx: none, ...choices },
});

describe('firstMissing', () => {
  it('sends a delivery step with a prescription medicine and no prescription back to the upload step', () => {
    expect(firstMissing('delivery', input({ rxRequired: true }))).toBe('/checkout/upload?missing=prescription');
    expect(firstMissing('payment', input({ rxRequired: true }, { addressId: 1, speed: 'express' }))).toBe(
      '/checkout/upload?missing=prescription',
    );
  });

  it('lets the shopper on once a prescription, a past one or a consultation was chosen', () => {
    expect(firstMissing('delivery', input({ rxRequired: true }, { rx: { ...none, uploadedIds: ['rx_a'] } }))).toBeNull();
    expect(firstMissing('delivery', input({ rxRequired: true }, { rx: { ...none, pastIds: ['rx_a'] } }))).toBeNull();
    expect(firstMissing('delivery', input({ rxRequired: true }, { rx: { ...none, consult: true } }))).toBeNull();
  });

  it('sends an empty cart to the cart page, unless a prescription alone makes the order', () => {
    expect(firstMissing('delivery', input({ itemsCount: 0 }))).toBe('/cart');
    expect(firstMissing('payment', input({ itemsCount: 0 }))).toBe('/cart');
    expect(firstMissing('delivery', input({ itemsCount: 0 }, { rx: { ...none, uploadedIds: ['rx_a'] } }))).toBeNull();
  });

  it('asks the payment step for an address, then a delivery speed', () => {
    expect(firstMissing('payment', input())).toBe('/checkout/delivery-options?missing=address');
    expect(firstMissing('payment', input({}, { addressId: 3 }))).toBe('/checkout/delivery-options?missing=delivery');
    expect(firstMissing('payment', input({}, { addressId: 3, speed: 'standard' }))).toBeNull();
  });

  it('always shows the upload step', () => {
    expect(firstMissing('rx', input({ itemsCount: 0, rxRequired: true }))).toBeNull();
  });
});

describe('rxStepShown', () => {
  it('counts the prescription step whenever the cart needs one or one was chosen', () => {
    expect(rxStepShown(input({ rxRequired: true }))).toBe(true);
    expect(rxStepShown(input({}, { rx: { ...none, consult: true } }))).toBe(true);
    expect(rxStepShown(input())).toBe(false);
  });
});

describe('missingReason', () => {
  it('knows only its own reasons', () => {
    expect(missingReason('?missing=prescription')).toBe('prescription');
    expect(missingReason('?missing=address')).toBe('address');
    expect(missingReason('?missing=<b>')).toBeNull();
    expect(missingReason('')).toBeNull();
  });
});
