import { describe, expect, it } from 'vitest';
import { afterBookingCookie, LAB_CHOICES_COOKIE, parseLabChoices, readLabChoices, updateLabChoices } from './lab-choices.server.ts';

const requestWith = (choices: unknown) =>
  new Request('https://dawa.test/diag-pwa/cart', {
    headers: { cookie: `other=1; ${LAB_CHOICES_COOKIE}=${encodeURIComponent(JSON.stringify(choices))}` },
  });
const valueOf = (setCookie: string) => decodeURIComponent(setCookie.split(';')[0]!.split('=').slice(1).join('='));

describe('the lab cart’s choices cookie', () => {
  it('reads back what was stored', () => {
    const choices = { addressId: 7, slot: '2026-11-26T00:30:00.000Z', pay: 'cod' };
    expect(readLabChoices(requestWith(choices))).toEqual(choices);
  });
  it('drops whatever is malformed, never trusting it', () => {
    expect(parseLabChoices('{not json')).toEqual({});
    expect(parseLabChoices('[1,2]')).toEqual({});
    expect(parseLabChoices(JSON.stringify({ addressId: -3, slot: 'soon', pay: 'bitcoin' }))).toEqual({});
    expect(parseLabChoices(JSON.stringify({ addressId: 1.5, pay: 'upi' }))).toEqual({ pay: 'upi' });
    expect(parseLabChoices('x'.repeat(600))).toEqual({});
  });
  it('merges a change into the stored choices, HttpOnly and Secure over https', () => {
    const { choices, cookie } = updateLabChoices(requestWith({ addressId: 7, pay: 'upi' }), { pay: 'cod' });
    expect(choices).toEqual({ addressId: 7, pay: 'cod' });
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    expect(parseLabChoices(valueOf(cookie))).toEqual({ addressId: 7, pay: 'cod' });
  });
  it('forgets the slot a booking took, keeping the address and payment method', () => {
    const cookie = afterBookingCookie(requestWith({ addressId: 7, slot: '2026-11-26T00:30:00.000Z', pay: 'upi' }));
    expect(parseLabChoices(valueOf(cookie))).toEqual({ addressId: 7, pay: 'upi' });
  });
});
