import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckoutChoices } from '../../lib/checkout-choices.ts';
import {
  buildPlaceOrderBody,
  cardDigits,
  cardProblems,
  formatCardNumber,
  formatExpiry,
  gatewayFields,
  isExpired,
  isValidVpa,
  isWebUrl,
  parseExpiry,
  passesLuhn,
  payLabelKind,
  placementBlocked,
  withHandle,
} from './payment-rules.ts';

const RX1 = 'rx_aaaaaaaaaaaaaaaaaaaaaaaa';
const RX2 = 'rx_bbbbbbbbbbbbbbbbbbbbbbbb';
const state = (patch: Partial<CheckoutChoices> = {}): CheckoutChoices => ({
  addressId: 42,
  speed: 'express',
  rx: { uploadedIds: [RX1], pastIds: [RX2], consult: false },
  ...patch,
});

describe('buildPlaceOrderBody', () => {
  it('sends the address id as a string, the prescriptions, the delivery preference and the payment id', () => {
    const body = buildPlaceOrderBody(state(), { paymentTypeId: 4 }, { code: 'DAWA10', valid: true });
    expect(body).toEqual({
      addressId: '42',
      images: [RX1],
      pastRxIds: [RX2],
      hasOptedForTeleconsult: 0,
      promocode: 'DAWA10',
      paymentId: 4,
      deliveryPreferences: [{ shipmentId: 1, optionId: 'express' }],
      walletOptedIn: 1,
      refundOptIn: 1,
    });
  });

  it('pays with the wallet and refunds into it unless the shopper turned either off (decision 063)', () => {
    const off = buildPlaceOrderBody({ ...state(), walletOptOut: true, refundToSource: true }, { paymentTypeId: 4 }, { valid: false });
    expect(off).toMatchObject({ walletOptedIn: 0, refundOptIn: 0 });
  });

  it('sends the promo code only while it is valid', () => {
    expect(buildPlaceOrderBody(state(), { paymentTypeId: -1 }, { code: 'DAWA10', valid: false })).not.toHaveProperty('promocode');
    expect(buildPlaceOrderBody(state(), { paymentTypeId: -1 }, { valid: true })).not.toHaveProperty('promocode');
  });

  it('clears the sub-id for cards and keeps it for banks and wallets (spec §5)', () => {
    expect(buildPlaceOrderBody(state(), { paymentTypeId: 1, paymentSubTypeId: 3 }, { valid: false })).not.toHaveProperty('paymentSubId');
    expect(buildPlaceOrderBody(state(), { paymentTypeId: 2, paymentSubTypeId: 3 }, { valid: false }).paymentSubId).toBe(3);
    expect(buildPlaceOrderBody(state(), { paymentTypeId: 3, paymentSubTypeId: 1 }, { valid: false }).paymentSubId).toBe(1);
  });

  it('marks the doctor consultation and never repeats an uploaded prescription among the past ones', () => {
    const body = buildPlaceOrderBody(
      state({ rx: { uploadedIds: [RX1], pastIds: [RX1, RX2], consult: true } }),
      { paymentTypeId: 4 },
      { valid: false },
    );
    expect(body.hasOptedForTeleconsult).toBe(1);
    expect(body.pastRxIds).toEqual([RX2]);
  });

  it('defaults to standard delivery', () => {
    expect(buildPlaceOrderBody(state({ speed: undefined }), { paymentTypeId: 4 }, { valid: false }).deliveryPreferences).toEqual([
      { shipmentId: 1, optionId: 'standard' },
    ]);
  });
});

describe('placementBlocked (spec §5)', () => {
  it('blocks without an address', () => {
    expect(placementBlocked(state({ addressId: undefined }), 2)).toBe(true);
  });
  it('blocks an empty cart without prescriptions, allows one with a prescription', () => {
    expect(placementBlocked(state({ rx: { uploadedIds: [], pastIds: [], consult: false } }), 0)).toBe(true);
    expect(placementBlocked(state(), 0)).toBe(false);
    expect(placementBlocked(state({ rx: { uploadedIds: [], pastIds: [], consult: false } }), 1)).toBe(false);
  });
});

describe('card number', () => {
  it('groups by 4, American Express 4-6-5', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('keeps the digits whatever the grouping', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,19}$/), (digits) => cardDigits(formatCardNumber(digits)) === digits));
  });

  it('checks Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('any single changed digit fails Luhn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = '4111111111111111'.split('');
        digits[at] = String((Number(digits[at]) + delta) % 10);
        return !passesLuhn(digits.join(''));
      }),
    );
  });
});

describe('expiry', () => {
  it('formats MM/YY as typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/', '12/3')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('parses and checks the date', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1/30')).toBeNull();
    const now = new Date('2026-05-15T10:00:00Z');
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
  });

  it('lists every problem of a card form', () => {
    const now = new Date('2026-05-15T10:00:00Z');
    expect(cardProblems({ number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Rao' }, now)).toEqual({});
    expect(cardProblems({ number: '4111 1111 1111 1112', expiry: '04/26', cvv: '12', name: 'A1' }, now)).toEqual({
      number: 'numberInvalid',
      expiry: 'expiryPast',
      cvv: 'cvvInvalid',
      name: 'nameInvalid',
    });
    expect(cardProblems({ number: '3782 822463 10005', expiry: '1/3', cvv: '123', name: '' }, now)).toEqual({
      expiry: 'expiryInvalid',
      cvv: 'cvvInvalid',
    });
  });
});

describe('UPI id', () => {
  it('accepts name@handle only', () => {
    expect(isValidVpa('success@upi')).toBe(true);
    expect(isValidVpa('asha.rao-1@okicici')).toBe(true);
    expect(isValidVpa('asha')).toBe(false);
    expect(isValidVpa('a@upi')).toBe(false);
    expect(isValidVpa('asha@')).toBe(false);
    expect(isValidVpa('asha@1bank')).toBe(false);
    expect(isValidVpa('as ha@upi')).toBe(false);
  });

  it('puts a suggested handle after the name part', () => {
    expect(withHandle('asha', '@okicici')).toBe('asha@okicici');
    expect(withHandle('asha@ybl', '@okicici')).toBe('asha@okicici');
    expect(withHandle('asha', 'upi')).toBe('asha@upi');
  });
});

describe('gatewayFields', () => {
  const invoke = {
    pg_order_id: 'DW1-1',
    meta_data: { merchant_id: 'm', client_auth_token: 'tok', payment_method_type: 'UPI', payment_method: 'UPI' },
  };
  const base = { order_id: 'DW1-1', merchant_id: 'm', client_auth_token: 'tok', format: 'json', redirect_after_payment: 'true' };

  it('UPI collect', () => {
    expect(gatewayFields(invoke, { kind: 'upi', vpa: ' success@upi ' })).toEqual({
      ...base,
      payment_method_type: 'UPI',
      payment_method: 'UPI',
      upi_vpa: 'success@upi',
      txn_type: 'UPI_COLLECT',
    });
  });

  it('card: digits only, month and four-digit year, the network when known', () => {
    const card = { number: '4111 1111 1111 1111', expiry: '03/31', cvv: '123', name: ' Asha Rao ' };
    expect(gatewayFields(invoke, { kind: 'card', card, brand: 'VISA' })).toEqual({
      ...base,
      payment_method_type: 'CARD',
      payment_method: 'VISA',
      card_number: '4111111111111111',
      card_exp_month: '03',
      card_exp_year: '2031',
      name_on_card: 'Asha Rao',
      card_security_code: '123',
    });
    expect(gatewayFields(invoke, { kind: 'card', card })).not.toHaveProperty('payment_method');
  });

  it('net banking and wallets by code', () => {
    expect(gatewayFields(invoke, { kind: 'bank', code: 'NB_HDFC' })).toMatchObject({
      payment_method_type: 'NB',
      payment_method: 'NB_HDFC',
    });
    expect(gatewayFields(invoke, { kind: 'wallet', code: 'PAYTM' })).toMatchObject({
      payment_method_type: 'WALLET',
      payment_method: 'PAYTM',
    });
  });
});

describe('small rules', () => {
  it('follows web addresses only', () => {
    expect(isWebUrl('http://localhost:3000/gateway/pay/txn_1', 'http://localhost:3000/')).toBe(true);
    expect(isWebUrl('/gateway/pay/txn_1', 'http://localhost:3000/')).toBe(true);
    expect(isWebUrl('javascript:alert(1)', 'http://localhost:3000/')).toBe(false);
  });

  it("'Place order' for cash on delivery and free orders, else 'Pay'", () => {
    expect(payLabelKind(-1, 50_000)).toBe('place');
    expect(payLabelKind(4, 0)).toBe('place');
    expect(payLabelKind(4, 50_000)).toBe('pay');
    expect(payLabelKind(undefined, 50_000)).toBe('pay');
  });
});
