import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADDRESS_MESSAGES, sanitiseAddressText, validateAddress, type AddressInput } from './address.ts';

const VALID: AddressInput = {
  contactName: 'Asha Rao',
  contactNumber: '9876543210',
  flatNumber: 'Flat 4B, Sea View',
  streetName: 'Marine Drive',
  type: 0,
  pincode: 400001,
  longitude: 72.8355,
  latitude: 18.9364,
};
const errorOf = (patch: Partial<AddressInput>) => {
  const result = validateAddress({ ...VALID, ...patch });
  return result.ok ? null : result.message;
};

describe('validateAddress', () => {
  it('accepts a complete address and keeps its values', () => {
    expect(validateAddress(VALID)).toEqual({
      ok: true,
      value: { ...VALID, landmark: '', type: 0, pincode: 400001, contactNumber: '9876543210' },
    });
  });

  it('says Required. for each empty field', () => {
    for (const field of ['contactName', 'contactNumber', 'flatNumber', 'streetName', 'type', 'pincode'] as const) {
      expect(errorOf({ [field]: '' }), field).toBe('Required.');
      expect(errorOf({ [field]: undefined }), field).toBe('Required.');
    }
    expect(errorOf({ contactName: '   ' })).toBe('Required.');
  });

  it('names: letters and spaces with optional trailing digits', () => {
    for (const good of ['Asha', 'Asha Rao', 'Asha Rao 2', 'Asha2', 'आशा राव', '  Asha   Rao '])
      expect(errorOf({ contactName: good }), good).toBeNull();
    for (const bad of ['Asha_Rao', '2 Asha', 'Asha 2 Rao', 'Asha.', 'Dr. Rao', '1234'])
      expect(errorOf({ contactName: bad }), bad).toBe('Please Enter a Valid Name.');
  });

  it('mobile numbers: 10 digits starting 1-9', () => {
    for (const good of ['9876543210', '1234567890', 9876543210]) expect(errorOf({ contactNumber: good }), String(good)).toBeNull();
    for (const bad of ['0987654321', '987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij'])
      expect(errorOf({ contactNumber: bad }), bad).toBe('Please enter a valid mobile number.');
  });

  it('pincodes: 6 digits starting 1-9', () => {
    for (const good of [400001, '560029', 999999]) expect(errorOf({ pincode: good }), String(good)).toBeNull();
    for (const bad of [40001, '040001', '4000011', 'abcdef', '4000O1', 12345.6])
      expect(errorOf({ pincode: bad }), String(bad)).toBe('Enter a valid 6 digit pincode.');
  });

  it('flat and street need a letter or digit', () => {
    expect(errorOf({ flatNumber: '--/--' })).toBe('Please Enter a valid Building Name and Flat Number.');
    expect(errorOf({ streetName: '...' })).toBe('Please Enter a Valid Street Name.');
    expect(errorOf({ flatNumber: '12' })).toBeNull();
  });

  it('a field of only emoji is invalid, not empty', () => {
    expect(errorOf({ contactName: '😀' })).toBe('Please Enter a Valid Name.');
    expect(errorOf({ flatNumber: '🏠' })).toBe('Please Enter a valid Building Name and Flat Number.');
    expect(errorOf({ streetName: '\ue000' })).toBe('Please Enter a Valid Street Name.');
  });

  it('address types 0, 1, 2 only', () => {
    expect(errorOf({ type: 2 })).toBeNull();
    expect(errorOf({ type: 3 })).toBe(ADDRESS_MESSAGES.type);
  });

  it('text fields up to 500 characters', () => {
    expect(errorOf({ streetName: 'a'.repeat(500) })).toBeNull();
    expect(errorOf({ streetName: 'a'.repeat(501) })).toBe('Text fields can be up to 500 characters.');
    expect(errorOf({ flatNumber: 'a'.repeat(501) })).toBe('Text fields can be up to 500 characters.');
    expect(errorOf({ landmark: 'a'.repeat(501) })).toBe('Text fields can be up to 500 characters.');
  });

  it('removes emoji and private-use characters from name, flat and street before saving', () => {
    const result = validateAddress({ ...VALID, contactName: 'Asha 👩🏽‍⚕️ Rao', flatNumber: '4B 🏠\ue001', streetName: 'Marine 🌊 Drive' });
    expect(result.ok && result.value).toMatchObject({ contactName: 'Asha Rao', flatNumber: '4B', streetName: 'Marine Drive' });
  });

  it('reports the first failing field and all the others', () => {
    const result = validateAddress({ ...VALID, contactName: '', pincode: '1' });
    expect(result).toMatchObject({
      ok: false,
      field: 'contactName',
      message: 'Required.',
      errors: { contactName: 'Required.', pincode: 'Enter a valid 6 digit pincode.' },
    });
  });

  it('a map location needs both coordinates within range', () => {
    expect(errorOf({ latitude: null, longitude: null })).toBeNull();
    expect(errorOf({ latitude: 91 })).toBe(ADDRESS_MESSAGES.location);
    expect(errorOf({ longitude: null })).toBe(ADDRESS_MESSAGES.location);
  });
});

describe('sanitiseAddressText', () => {
  it('never leaves emoji, private-use characters or doubled spaces, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        const clean = sanitiseAddressText(s);
        expect(clean).not.toMatch(/[\p{Extended_Pictographic}\p{Co}]|\s{2}|^\s|\s$/u);
        expect(sanitiseAddressText(clean)).toBe(clean);
      }),
    );
  });
});
