import { describe, expect, it } from 'vitest';
import { checkoutSteps, isCheckoutPath, rxStepNeeded } from './checkout-steps.ts';

describe('isCheckoutPath', () => {
  it('matches the checkout layout pages only', () => {
    for (const p of [
      '/checkout/upload',
      '/checkout/delivery-options',
      '/checkout/select-payment-method',
      '/payment/order',
      '/payment/order/abc',
      '/order-success',
    ])
      expect(isCheckoutPath(p)).toBe(true);
    for (const p of ['/cart', '/', '/account/orders/medicine-healthcare', '/checkout', '/order-successful', '/payment/order/a/b'])
      expect(isCheckoutPath(p)).toBe(false);
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
