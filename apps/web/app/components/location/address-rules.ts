/**
 * Address form rules (spec §5): the shared domain rules the API also enforces, with their messages mapped
 * to this app's translated texts. The form checks one field on blur and all of them before saving.
 */
import {
  ADDRESS_MESSAGES,
  ADDRESS_TEXT_MAX,
  sanitiseAddressText,
  validateAddress,
  type AddressCheck,
  type AddressField as DomainField,
} from '@dawa/domain';
import type { MessageKey } from '../../i18n/index.ts';
import type { AddressType } from '../account/types.ts';

export type AddressField = 'contactName' | 'contactNumber' | 'flatNumber' | 'streetName' | 'landmark' | 'pincode';
export type AddressValues = Record<AddressField, string> & { type: AddressType | null };

export const TEXT_LIMIT = ADDRESS_TEXT_MAX;

/** Emoji and private-use characters are removed from name, flat and street before saving. */
export const stripSymbols = sanitiseAddressText;

const KEYS: Record<string, MessageKey> = {
  [ADDRESS_MESSAGES.required]: 'account.address.required',
  [ADDRESS_MESSAGES.contactName]: 'account.address.invalidName',
  [ADDRESS_MESSAGES.contactNumber]: 'account.address.invalidMobile',
  [ADDRESS_MESSAGES.pincode]: 'account.address.invalidPincode',
  [ADDRESS_MESSAGES.flatNumber]: 'account.address.invalidFlat',
  [ADDRESS_MESSAGES.streetName]: 'account.address.invalidStreet',
  [ADDRESS_MESSAGES.type]: 'account.address.invalidType',
  [ADDRESS_MESSAGES.tooLong]: 'account.address.tooLong',
};

export function checkAddress(values: AddressValues): AddressCheck {
  return validateAddress({ ...values, type: values.type, longitude: null, latitude: null });
}

/** Message keys of every problem, by field. */
export function addressErrors(values: AddressValues): Partial<Record<AddressField | 'type', MessageKey>> {
  const check = checkAddress(values);
  if (check.ok) return {};
  const out: Partial<Record<AddressField | 'type', MessageKey>> = {};
  for (const [field, message] of Object.entries(check.errors) as Array<[DomainField, string]>) {
    if (field === 'location' || !message) continue;
    out[field] = KEYS[message] ?? 'account.address.required';
  }
  return out;
}

/** The problem of one field (on blur), judged with the rest of the form as it is. */
export function addressFieldError(field: AddressField, values: AddressValues): MessageKey | null {
  return addressErrors(values)[field] ?? null;
}
