import { describe, expect, it } from 'vitest';
import { withMemorySessionStorage } from '../testing/memory-session-storage.ts';
import { clearAttempt, keyFor, markAwaitingPayment, readAttempt } from './checkout-attempt.ts';

withMemorySessionStorage();

describe('checkout attempt keys', () => {
  it('gives the same key for the same body until the attempt resolves', () => {
    const body = { addressId: '1', paymentId: 4 };
    const first = keyFor('placeOrder', body);
    expect(keyFor('placeOrder', { ...body })).toBe(first);
    clearAttempt();
    expect(keyFor('placeOrder', body)).not.toBe(first);
  });

  it('gives a new key when the body changes (a key is never reused with another body)', () => {
    const a = keyFor('placeOrder', { paymentId: 4 });
    const b = keyFor('placeOrder', { paymentId: -1 });
    expect(b).not.toBe(a);
    expect(keyFor('placeOrder', { paymentId: -1 })).toBe(b);
  });

  it('keeps placeOrder and invoke keys apart, and remembers the order awaiting payment', () => {
    const place = keyFor('placeOrder', { x: 1 });
    const invoke = keyFor('invoke', { x: 1 });
    expect(invoke).not.toBe(place);
    markAwaitingPayment(7);
    expect(readAttempt().awaitingOrderId).toBe(7);
    expect(keyFor('placeOrder', { x: 1 })).toBe(place);
  });
});
