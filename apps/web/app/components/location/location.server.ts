/**
 * The server side of choosing a location (spec §4, decision 010): a pincode is looked up through the API
 * and, when serviceable, written into the location cookies on the action's response, so the root loader
 * reads it on the revalidation that follows. Saving an address makes its pincode the location too.
 */
import type { Address, AddressPayload, PincodeDetails } from '../account/types.ts';
import { call, qs } from '../../lib/api.ts';
import { attempt, failureOf, type Failure } from '../../lib/api-result.server.ts';
import { checkAddress } from './address-rules.ts';
import { LOCATION_COOKIES, type SelectedLocation } from './location-cookies.ts';
import { toLocation } from './pincode-rules.ts';

const MAX_AGE = 365 * 24 * 60 * 60;
const PINCODE = /^[1-9][0-9]{5}$/;

/** The Set-Cookie headers of a chosen location (readable by the page: the header shows it). */
export function locationCookies(location: SelectedLocation): string[] {
  const cookie = (name: string, value: string) => `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax`;
  return [
    cookie(LOCATION_COOKIES.pincode, location.pincode),
    cookie(LOCATION_COOKIES.cityId, String(location.cityId)),
    cookie(LOCATION_COOKIES.cityName, location.cityName),
    cookie(LOCATION_COOKIES.cityGroup, location.pincode.slice(0, 4)),
    cookie(LOCATION_COOKIES.express, location.isExpress ? '1' : '0'),
  ];
}

export type PincodeAnswer = { ok: true; location: SelectedLocation; details: PincodeDetails } | Failure;

/** Looks the pincode up; serviceable gives the location to store, anything else the reason. */
export async function lookUpPincode(raw: unknown, request: Request, fallback: string, invalid: string): Promise<PincodeAnswer> {
  const pincode = typeof raw === 'string' ? raw.trim() : '';
  if (!PINCODE.test(pincode)) return { ok: false, status: 400, code: 'INVALID_PINCODE', message: invalid };
  const found = await attempt<PincodeDetails>({ method: 'GET', path: `/app/fetchPincodeDetails${qs({ pincode })}` }, request, fallback);
  if (!found.ok) return found;
  const location = toLocation(found.data, pincode);
  if (!location) return { ok: false, status: 422, code: 'NOT_SERVICEABLE', message: fallback };
  return { ok: true, location, details: found.data };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export type SavedAddress = { ok: true; address: Address; cookies: string[] } | (Failure & { fields?: string[] });

/**
 * Saves the address form (new, or `addressId` to edit) with the same rules the API enforces; on success
 * its pincode becomes the chosen location (cookies to set), as spec §4 says.
 */
export async function saveAddress(form: FormData, request: Request, messages: { failed: string; invalid: string }): Promise<SavedAddress> {
  const type = Number(text(form, 'type'));
  const check = checkAddress({
    contactName: text(form, 'contactName'),
    contactNumber: text(form, 'contactNumber'),
    flatNumber: text(form, 'flatNumber'),
    streetName: text(form, 'streetName'),
    landmark: text(form, 'landmark'),
    pincode: text(form, 'pincode'),
    type: type === 0 || type === 1 || type === 2 ? type : null,
  });
  if (!check.ok) {
    const fields = Object.keys(check.errors).filter((f) => f !== 'location');
    return { ok: false, status: 400, code: 'INVALID_ADDRESS', message: messages.invalid, fields };
  }
  const clean = check.value;
  const payload: AddressPayload = {
    contactName: clean.contactName,
    contactNumber: clean.contactNumber,
    flatNumber: clean.flatNumber,
    streetName: clean.streetName,
    ...(clean.landmark ? { landmark: clean.landmark } : {}),
    type: clean.type as AddressPayload['type'],
    pincode: Number(clean.pincode),
    longitude: null,
    latitude: null,
  };
  const editId = Number(text(form, 'addressId'));
  const editing = Number.isSafeInteger(editId) && editId > 0;
  let list: Address[];
  try {
    list = editing
      ? await call<Address[]>({ method: 'PUT', path: `/address/update/${editId}`, body: payload }, request)
      : await call<Address[]>({ method: 'POST', path: '/address/add', body: payload }, request);
  } catch (error) {
    return failureOf(error, messages.failed);
  }
  const saved = (editing ? list.find((a) => a.id === editId) : list[0]) ?? list[0];
  if (!saved) return { ok: false, status: 500, code: 'FAILED', message: messages.failed };
  const place = await lookUpPincode(String(saved.pincode), request, messages.failed, messages.failed);
  return { ok: true, address: saved, cookies: place.ok ? locationCookies(place.location) : [] };
}
