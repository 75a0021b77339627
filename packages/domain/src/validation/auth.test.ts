import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LOGIN_MESSAGES,
  sanitiseProfileText,
  validateLoginMobile,
  validateOtpFormat,
  validateProfileEmail,
  validateProfileName,
} from './auth.ts';

describe('validateLoginMobile', () => {
  it('asks for a number when empty and rejects malformed ones with the spec texts', () => {
    expect(validateLoginMobile('')).toEqual({ ok: false, message: 'Enter your phone number' });
    expect(validateLoginMobile('   ')).toEqual({ ok: false, message: 'Enter your phone number' });
    for (const bad of ['5876543210', '0987654321', '987654321', '98765432101', '98765x3210', '+1 9876543210', '919876543'])
      expect(validateLoginMobile(bad), bad).toEqual({ ok: false, message: 'Enter a valid mobile number' });
  });

  it('accepts 10 digits starting 6-9, with or without +91, spaces or hyphens', () => {
    expect(validateLoginMobile('9876543210')).toEqual({ ok: true, value: '9876543210' });
    expect(validateLoginMobile('+91 98765-43210')).toEqual({ ok: true, value: '9876543210' });
    expect(validateLoginMobile('919876543210')).toEqual({ ok: true, value: '9876543210' });
    expect(validateLoginMobile('6000000000')).toEqual({ ok: true, value: '6000000000' });
  });

  it('accepts exactly the numbers starting 6-9 (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const result = validateLoginMobile(digits);
        expect(result.ok).toBe(/^[6-9]/.test(digits));
        if (result.ok) expect(validateLoginMobile(`+91${digits}`)).toEqual(result);
      }),
    );
  });
});

describe('validateOtpFormat', () => {
  it('wants exactly the stated number of digits', () => {
    expect(validateOtpFormat('123456', 6)).toEqual({ ok: true, value: '123456' });
    expect(validateOtpFormat(' 123456 ', 6)).toEqual({ ok: true, value: '123456' });
    for (const bad of ['12345', '1234567', '12a456', '', '１２３４５６'])
      expect(validateOtpFormat(bad, 6), bad).toEqual({ ok: false, message: LOGIN_MESSAGES.otpInvalid });
    expect(validateOtpFormat('1234', 4).ok).toBe(true);
  });
});

describe('sanitiseProfileText', () => {
  it('strips emoji, private-use characters and control characters, and trims', () => {
    expect(sanitiseProfileText('  Asha 😀 Rao 👍🏽  ')).toBe('Asha Rao');
    expect(sanitiseProfileText('Ravi\ue000 Kumar\u0007')).toBe('Ravi Kumar');
    expect(sanitiseProfileText('👨‍👩‍👧 🇮🇳 Meera')).toBe('Meera');
    expect(sanitiseProfileText('राहुल शर्मा')).toBe('राहुल शर्मा');
  });

  it('is idempotent and never leaves emoji or private-use characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const once = sanitiseProfileText(text);
        expect(sanitiseProfileText(once)).toBe(once);
        expect(once).not.toMatch(/[\p{Extended_Pictographic}\p{Co}]/u);
        expect(once).toBe(once.trim());
      }),
    );
  });
});

describe('validateProfileName', () => {
  it('keeps letters of any script and single spaces', () => {
    expect(validateProfileName('  Asha   Rao ')).toEqual({ ok: true, value: 'Asha Rao' });
    expect(validateProfileName('राहुल शर्मा')).toEqual({ ok: true, value: 'राहुल शर्मा' });
    expect(validateProfileName('Asha 😀')).toEqual({ ok: true, value: 'Asha' });
  });

  it('refuses digits, punctuation, emoji-only, empty and over-long names', () => {
    for (const bad of ['', '😀', 'Asha1', 'Asha_Rao', '<script>', 'a@b'])
      expect(validateProfileName(bad), bad).toEqual({ ok: false, message: 'Please Enter a Valid Name.' });
    expect(validateProfileName('a'.repeat(501))).toEqual({ ok: false, message: LOGIN_MESSAGES.textTooLong });
    expect(validateProfileName('a'.repeat(500)).ok).toBe(true);
  });
});

describe('validateProfileEmail', () => {
  it('accepts plain addresses and refuses the rest', () => {
    expect(validateProfileEmail(' asha.rao@example.co.in ')).toEqual({ ok: true, value: 'asha.rao@example.co.in' });
    for (const bad of ['', 'asha', 'asha@', '@example.com', 'asha@example', 'a b@example.com', 'a@@example.com'])
      expect(validateProfileEmail(bad), bad).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    expect(validateProfileEmail(`${'a'.repeat(495)}@x.com`).ok).toBe(false);
  });
});
