import { describe, expect, it } from 'vitest';
import { addressErrors, addressFieldError, stripSymbols, type AddressValues } from './address-rules.ts';

const valid: AddressValues = {
  contactName: 'Asha Rao',
  contactNumber: '9876543210',
  flatNumber: 'B-204, Sai Residency',
  streetName: 'MG Road',
  landmark: '',
  pincode: '400001',
  type: 0,
};
const withField = (over: Partial<AddressValues>): AddressValues => ({ ...valid, ...over });

describe('address rules (form side)', () => {
  it('accepts a complete address', () => {
    expect(addressErrors(valid)).toEqual({});
  });
  it('says Required. for empty fields but the landmark', () => {
    for (const field of ['contactName', 'contactNumber', 'flatNumber', 'streetName', 'pincode'] as const)
      expect(addressFieldError(field, withField({ [field]: ' ' }))).toBe('account.address.required');
    expect(addressFieldError('landmark', withField({ landmark: '' }))).toBeNull();
  });
  it('maps each rule to its message', () => {
    expect(addressFieldError('contactName', withField({ contactName: 'Asha@Rao' }))).toBe('account.address.invalidName');
    expect(addressFieldError('contactNumber', withField({ contactNumber: '0876543210' }))).toBe('account.address.invalidMobile');
    expect(addressFieldError('pincode', withField({ pincode: '040001' }))).toBe('account.address.invalidPincode');
    expect(addressFieldError('flatNumber', withField({ flatNumber: '😀' }))).toBe('account.address.invalidFlat');
    expect(addressFieldError('streetName', withField({ streetName: '--' }))).toBe('account.address.invalidStreet');
  });
  it('judges one field without reporting the others', () => {
    expect(addressFieldError('contactName', withField({ pincode: '12' }))).toBeNull();
  });
  it('strips emoji and private-use characters', () => {
    expect(stripSymbols('Asha 😀 Rao\u{E000}')).toBe('Asha Rao');
  });
});
