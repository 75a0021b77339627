import { describe, expect, it } from 'vitest';
import { withMemorySessionStorage } from '../testing/memory-session-storage.ts';
import { clearLabAttempt, labKeyFor } from './lab-attempt.ts';
import { keyFor } from './checkout-attempt.ts';

withMemorySessionStorage();

const body = { addressId: 4, slot: '2026-11-26T00:30:00.000Z', method: 'upi' };

describe('lab booking attempt keys', () => {
  it('gives the same key for the same choices until the attempt resolves', () => {
    const first = labKeyFor('place', body);
    expect(labKeyFor('place', { ...body })).toBe(first);
    expect(labKeyFor('place', { ...body, method: 'cod' })).not.toBe(first);
    clearLabAttempt();
    expect(labKeyFor('place', body)).not.toBe(first);
  });
  it('starts from the page’s own key, once, so a booking posted before hydration is not placed twice', () => {
    expect(labKeyFor('place', body, 'page-key-0001')).toBe('page-key-0001');
    expect(labKeyFor('place', body, 'page-key-0001')).toBe('page-key-0001');
    // Other choices after that are another request: a key of their own, never the page's again.
    const other = labKeyFor('place', { ...body, slot: '2026-11-27T00:30:00.000Z' }, 'page-key-0001');
    expect(other).not.toBe('page-key-0001');
  });
  it('keeps the place and payment keys apart, and apart from the medicine checkout’s', () => {
    const place = labKeyFor('place', body);
    const invoke = labKeyFor('invoke', body);
    expect(invoke).not.toBe(place);
    expect(keyFor('placeOrder', body)).not.toBe(place);
    expect(labKeyFor('place', body)).toBe(place);
  });
  it('works without storage (a key per call)', () => {
    delete (globalThis as { window?: unknown }).window;
    expect(labKeyFor('place', body)).not.toBe(labKeyFor('place', body));
  });
});
