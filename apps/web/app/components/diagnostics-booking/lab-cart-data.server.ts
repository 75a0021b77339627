/**
 * The lab cart's loader (/diag-pwa/cart): the cart priced for the collection address's pincode, the
 * account's family members, its saved addresses and the slots for the chosen address, with the choices kept
 * in the `dawa_lab` cookie. A guest gets `{ signedIn: false }`; a failing cart call is the route's error.
 */
import type { Address, LabCart, LabSlotDays, Patient } from '@dawa/contracts';
import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { labApi, type LabResult } from '../../lib/api-lab.server.ts';
import { locationFromCookies } from '../location/location-cookies.ts';
import { readLabChoices } from './lab-choices.server.ts';
import { findSlot, positiveId, type LabPayMethod } from './lab-rules.ts';

export type LabCartData = {
  signedIn: true;
  cart: LabCart;
  patients: Patient[];
  addresses: Address[];
  addressId: number | undefined;
  /** The slots for the chosen address, or why there are none (a pincode without home collection). */
  slots: LabResult<LabSlotDays> | null;
  slot: string | undefined;
  pay: LabPayMethod;
  /** This page's Idempotency-Key for a booking posted before the page is interactive. */
  placeKey: string;
  /** The family member form shown in the page (`?patient=new` or `?patient=<id>`, decision 041). */
  editing: 'new' | number | null;
  addingAddress: boolean;
};

export async function labCartLoader(request: Request): Promise<LabCartData | { signedIn: false }> {
  const url = new URL(request.url);
  const choices = readLabChoices(request);
  const [patients, addresses] = await Promise.all([labApi.patients(request), labApi.addresses(request)]);
  if (!patients.ok && patients.status === 401) return { signedIn: false };
  const saved = addresses.ok ? addresses.data : [];
  const address = saved.find((a) => a.id === choices.addressId) ?? saved[0];
  // Prices follow the collection address, else the pincode the shopper chose for the store.
  const pincode = address?.pincode ?? Number(locationFromCookies(request.headers.get('cookie'))?.pincode ?? 0);
  const cart = await labApi.cart(pincode || undefined, request);
  if (!cart.ok) {
    if (cart.status === 401) return { signedIn: false };
    throw data(cart.message, { status: cart.status >= 400 && cart.status < 600 ? cart.status : 503 });
  }
  const slots = address && cart.data.lines.length > 0 ? await labApi.slots(address.pincode, request) : null;
  const slot = slots?.ok ? (findSlot(slots.data.days, choices.slot)?.startsAt ?? undefined) : undefined;
  const patient = url.searchParams.get('patient');
  return {
    signedIn: true,
    cart: cart.data,
    patients: patients.ok ? patients.data.patients : [],
    addresses: saved,
    addressId: address?.id,
    slots,
    slot,
    pay: choices.pay ?? 'upi',
    placeKey: randomUUID(),
    editing: patient === 'new' ? 'new' : (positiveId(patient) ?? null),
    addingAddress: url.searchParams.get('address') === 'new',
  };
}
