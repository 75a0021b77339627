/**
 * Delivery address rules (storefront spec §3 "Address payload", §5 address validation).
 * Pure: the API enforces them on save, the address form can run them on blur.
 */

export const ADDRESS_MESSAGES = {
  required: 'Required.',
  contactName: 'Please Enter a Valid Name.',
  contactNumber: 'Please enter a valid mobile number.',
  pincode: 'Enter a valid 6 digit pincode.',
  flatNumber: 'Please Enter a valid Building Name and Flat Number.',
  streetName: 'Please Enter a Valid Street Name.',
  type: 'Please choose Home, Work or Others.',
  tooLong: 'Text fields can be up to 500 characters.',
  location: 'The map location is not valid.',
} as const;

export const ADDRESS_TEXT_MAX = 500;

/** Spec §9: 0 Home, 1 Work, 2 Others; stored descriptions home, work, other. */
export const ADDRESS_TYPES = { home: 0, work: 1, other: 2 } as const;
export type AddressType = (typeof ADDRESS_TYPES)[keyof typeof ADDRESS_TYPES];
export const ADDRESS_TYPE_DESCRIPTION: Record<AddressType, 'home' | 'work' | 'other'> = { 0: 'home', 1: 'work', 2: 'other' };

export interface AddressInput {
  contactName?: string | null;
  contactNumber?: string | number | null;
  flatNumber?: string | null;
  streetName?: string | null;
  landmark?: string | null;
  type?: number | string | null;
  pincode?: number | string | null;
  longitude?: number | null;
  latitude?: number | null;
}

export interface ValidAddress {
  contactName: string;
  contactNumber: string;
  flatNumber: string;
  streetName: string;
  landmark: string;
  type: AddressType;
  pincode: number;
  longitude: number | null;
  latitude: number | null;
}

export type AddressField = 'contactName' | 'contactNumber' | 'flatNumber' | 'streetName' | 'landmark' | 'type' | 'pincode' | 'location';
export type AddressCheck =
  { ok: true; value: ValidAddress } | { ok: false; errors: Partial<Record<AddressField, string>>; field: AddressField; message: string };

// Emoji (pictographs, joiners, variation selectors, skin tones, keycaps, flags) and private-use characters.
const EMOJI_OR_PRIVATE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\p{Co}]|\u200d|\u20e3|\ufe0e|\ufe0f/gu;
const CONTROL = /[\p{Cc}\p{Cs}]/gu;

/** Removes emoji and private-use characters, turns control characters into spaces, collapses and trims spaces. */
export function sanitiseAddressText(input: string): string {
  return input.replace(EMOJI_OR_PRIVATE, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const blank = (value: unknown) => text(value).trim() === '';

/** Letters (any script) and single spaces, optionally ending in digits ("Asha Rao 2"). */
const NAME = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*(?: ?\d+)?$/u;
const MOBILE = /^[1-9]\d{9}$/;
const PINCODE = /^[1-9]\d{5}$/;
/** A building, flat or street says something: at least one letter or digit. */
const HAS_WORD = /[\p{L}\p{N}]/u;

export function validateAddress(input: AddressInput): AddressCheck {
  const errors: Partial<Record<AddressField, string>> = {};
  const name = sanitiseAddressText(text(input.contactName));
  const flat = sanitiseAddressText(text(input.flatNumber));
  const street = sanitiseAddressText(text(input.streetName));
  const landmark = sanitiseAddressText(text(input.landmark));
  const number = text(input.contactNumber).trim();
  const pincode = text(input.pincode).trim();

  if (blank(input.contactName)) errors.contactName = ADDRESS_MESSAGES.required;
  else if (name.length > ADDRESS_TEXT_MAX) errors.contactName = ADDRESS_MESSAGES.tooLong;
  else if (!NAME.test(name)) errors.contactName = ADDRESS_MESSAGES.contactName;

  if (!number) errors.contactNumber = ADDRESS_MESSAGES.required;
  else if (!MOBILE.test(number)) errors.contactNumber = ADDRESS_MESSAGES.contactNumber;

  if (blank(input.flatNumber)) errors.flatNumber = ADDRESS_MESSAGES.required;
  else if (flat.length > ADDRESS_TEXT_MAX) errors.flatNumber = ADDRESS_MESSAGES.tooLong;
  else if (!HAS_WORD.test(flat)) errors.flatNumber = ADDRESS_MESSAGES.flatNumber;

  if (blank(input.streetName)) errors.streetName = ADDRESS_MESSAGES.required;
  else if (street.length > ADDRESS_TEXT_MAX) errors.streetName = ADDRESS_MESSAGES.tooLong;
  else if (!HAS_WORD.test(street)) errors.streetName = ADDRESS_MESSAGES.streetName;

  if (landmark.length > ADDRESS_TEXT_MAX) errors.landmark = ADDRESS_MESSAGES.tooLong;

  const type = text(input.type).trim();
  if (!type) errors.type = ADDRESS_MESSAGES.required;
  else if (!/^[012]$/.test(type)) errors.type = ADDRESS_MESSAGES.type;

  if (!pincode) errors.pincode = ADDRESS_MESSAGES.required;
  else if (!PINCODE.test(pincode)) errors.pincode = ADDRESS_MESSAGES.pincode;

  const lat = input.latitude ?? null;
  const lng = input.longitude ?? null;
  const inRange = (v: number | null, limit: number) => v === null || (Number.isFinite(v) && Math.abs(v) <= limit);
  if ((lat === null) !== (lng === null) || !inRange(lat, 90) || !inRange(lng, 180)) errors.location = ADDRESS_MESSAGES.location;

  const order: AddressField[] = ['contactName', 'contactNumber', 'flatNumber', 'streetName', 'landmark', 'type', 'pincode', 'location'];
  const field = order.find((f) => errors[f] !== undefined);
  if (field) return { ok: false, errors, field, message: errors[field]! };
  return {
    ok: true,
    value: {
      contactName: name,
      contactNumber: number,
      flatNumber: flat,
      streetName: street,
      landmark,
      type: Number(type) as AddressType,
      pincode: Number(pincode),
      longitude: lng,
      latitude: lat,
    },
  };
}
