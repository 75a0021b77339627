import { describe, expect, it } from 'vitest';
import {
  CHOICES_COOKIE,
  choicesCookie,
  clearChoicesCookie,
  emptyChoices,
  parseChoices,
  readChoices,
  updateChoices,
} from './checkout-choices.server.ts';

const RX_A = 'rx_abcdefghijklmnopqrst';
const RX_B = 'rx_bcdefghijklmnopqrstu';
const page = (cookie?: string, url = 'http://localhost/checkout/delivery-options') =>
  new Request(url, { headers: cookie ? { cookie } : {} });
const valueOf = (setCookie: string) => setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'));

describe('parseChoices', () => {
  it('reads every valid choice back', () => {
    const choices = {
      addressId: 12,
      speed: 'express',
      rx: { uploadedIds: [RX_A], pastIds: [RX_B], consult: true },
      paymentTypeId: -1,
      paymentSubTypeId: 3,
    };
    expect(parseChoices(JSON.stringify(choices))).toEqual(choices);
  });

  it('keeps the wallet opt-outs only when they are set, and an update can clear them', () => {
    expect(parseChoices(JSON.stringify({ rx: {}, walletOptOut: true, refundToSource: true }))).toMatchObject({
      walletOptOut: true,
      refundToSource: true,
    });
    expect(parseChoices(JSON.stringify({ rx: {}, walletOptOut: 'yes', refundToSource: false }))).toEqual(emptyChoices());
    const off = updateChoices(page(), { walletOptOut: true });
    const on = updateChoices(page(`${CHOICES_COOKIE}=${valueOf(off.cookie)}`), { walletOptOut: undefined });
    expect(off.choices.walletOptOut).toBe(true);
    expect(on.choices).not.toHaveProperty('walletOptOut');
  });

  it('ignores a cookie that is missing, not JSON, not an object or too long', () => {
    for (const bad of [undefined, null, '', 'not json', '[1,2]', '"text"', '42', 'null', `{"addressId":1,"x":"${'a'.repeat(4000)}"}`])
      expect(parseChoices(bad)).toEqual(emptyChoices());
  });

  it('drops each malformed field and keeps the rest', () => {
    const parsed = parseChoices(
      JSON.stringify({
        addressId: -4,
        speed: 'rocket',
        rx: { uploadedIds: [RX_A, 'rx_../../etc', 7, RX_A], pastIds: 'rx_x', consult: 'yes' },
        paymentTypeId: 4.5,
        paymentSubTypeId: 9,
      }),
    );
    expect(parsed).toEqual({ rx: { uploadedIds: [RX_A], pastIds: [], consult: false } });
  });

  it('keeps at most five prescriptions of each kind and never one as both', () => {
    const ids = Array.from({ length: 8 }, (_, i) => `rx_${String(i).repeat(20)}`);
    const parsed = parseChoices(JSON.stringify({ rx: { uploadedIds: ids, pastIds: [ids[0], RX_B] } }));
    expect(parsed.rx.uploadedIds).toHaveLength(5);
    expect(parsed.rx.pastIds).toEqual([RX_B]);
  });

  it('keeps a payment sub-type only with a payment type', () => {
    expect(parseChoices(JSON.stringify({ paymentSubTypeId: 3 }))).toEqual(emptyChoices());
  });
});

describe('the dawa_checkout cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site and the browser session; Secure over https', () => {
    const header = choicesCookie(page(), emptyChoices());
    expect(header.startsWith(`${CHOICES_COOKIE}=`)).toBe(true);
    expect(header).toContain('; Path=/; HttpOnly; SameSite=Lax');
    expect(header).not.toMatch(/Max-Age|Expires|Secure/);
    expect(choicesCookie(page(undefined, 'https://dawa.example/checkout/upload'), emptyChoices())).toMatch(/; Secure$/);
    expect(clearChoicesCookie(page())).toContain('Max-Age=0');
  });

  it('round-trips through a request, and an update keeps the other choices', () => {
    const first = updateChoices(page(), { addressId: 5, speed: 'standard' });
    const second = updateChoices(page(`${CHOICES_COOKIE}=${valueOf(first.cookie)}; other=1`), { speed: 'express' });
    expect(second.choices).toEqual({ addressId: 5, speed: 'express', rx: { uploadedIds: [], pastIds: [], consult: false } });
    expect(readChoices(page(`${CHOICES_COOKIE}=${valueOf(second.cookie)}`))).toEqual(second.choices);
  });

  it('an update made of posted values keeps only what is valid', () => {
    const { choices } = updateChoices(page(), { rx: { uploadedIds: ['<script>'], pastIds: [RX_A], consult: false } });
    expect(choices.rx).toEqual({ uploadedIds: [], pastIds: [RX_A], consult: false });
  });
});
