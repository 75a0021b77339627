import { describe, expect, it } from 'vitest';
import { CHECKOUT_LAYOUT, checkoutSteps, inCheckoutLayout, rxStepNeeded } from './checkout-steps.ts';

describe('inCheckoutLayout', () => {
  it('is true when a matched route says so, and only then', () => {
    expect(inCheckoutLayout([undefined, CHECKOUT_LAYOUT])).toBe(true);
    expect(inCheckoutLayout([undefined, { layout: 'checkout' }])).toBe(true);
    expect(inCheckoutLayout([])).toBe(false);
    expect(inCheckoutLayout([undefined, null, {}, { layout: 'store' }])).toBe(false);
  });
});

describe('checkoutSteps', () => {
  it('shows the prescription step only when needed', () => {
    expect(checkoutSteps('/checkout/delivery-options', false).map((s) => s.id)).toEqual(['cart', 'delivery', 'payment']);
    expect(checkoutSteps('/checkout/delivery-options', true).map((s) => s.id)).toEqual(['cart', 'rx', 'delivery', 'payment']);
  });

  it('marks done, current and upcoming; done steps link back', () => {
    expect(checkoutSteps('/checkout/delivery-options', true)).toEqual([
      { id: 'cart', state: 'done', href: '/cart' },
      { id: 'rx', state: 'done', href: '/checkout/upload' },
      { id: 'delivery', state: 'current', href: null },
      { id: 'payment', state: 'upcoming', href: null },
    ]);
    expect(checkoutSteps('/payment/order/x', false).map((s) => s.state)).toEqual(['done', 'done', 'current']);
  });

  it('after the order every step is done and none links back', () => {
    expect(checkoutSteps('/order-success', false)).toEqual([
      { id: 'cart', state: 'done', href: null },
      { id: 'delivery', state: 'done', href: null },
      { id: 'payment', state: 'done', href: null },
    ]);
  });

  it('counts the prescription step as the step loader says, else only on the upload page', () => {
    expect(rxStepNeeded('/checkout/delivery-options', [{ user: null }, { rxStep: true }])).toBe(true);
    expect(rxStepNeeded('/checkout/upload', [{ user: null }, { rxStep: false }])).toBe(false);
    expect(rxStepNeeded('/checkout/upload', [{ user: null }])).toBe(true);
    expect(rxStepNeeded('/payment/order/x', [undefined, null, { user: null }])).toBe(false);
  });
});
