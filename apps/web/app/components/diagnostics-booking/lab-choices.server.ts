/**
 * What the shopper chose in the lab cart: the collection address, the slot and the payment method, kept in
 * the HttpOnly cookie `dawa_lab` (SameSite=Lax, for the browser session) so the page shows them again after
 * any reload and a plain form post keeps them. Read back strictly: anything malformed is dropped. The API
 * checks every choice again when the booking is placed.
 */
import { parseCookies } from '../location/location-cookies.ts';
import { isLabPayMethod, isSlotValue, type LabPayMethod } from './lab-rules.ts';

export const LAB_CHOICES_COOKIE = 'dawa_lab';

export type LabChoices = { addressId?: number; slot?: string; pay?: LabPayMethod };

export function parseLabChoices(value: string | undefined | null): LabChoices {
  if (!value || value.length > 500) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const r = raw as Record<string, unknown>;
  const choices: LabChoices = {};
  if (Number.isSafeInteger(r.addressId) && (r.addressId as number) > 0) choices.addressId = r.addressId as number;
  if (isSlotValue(r.slot)) choices.slot = r.slot;
  if (isLabPayMethod(r.pay)) choices.pay = r.pay;
  return choices;
}

export function readLabChoices(request: Request): LabChoices {
  return parseLabChoices(parseCookies(request.headers.get('cookie'))[LAB_CHOICES_COOKIE]);
}

const secure = (request: Request) => (new URL(request.url).protocol === 'https:' ? '; Secure' : '');

/** The Set-Cookie header that stores the choices merged with `change`, and the merged choices. */
export function updateLabChoices(request: Request, change: LabChoices): { choices: LabChoices; cookie: string } {
  const choices = { ...readLabChoices(request), ...change };
  const value = encodeURIComponent(JSON.stringify(choices));
  return { choices, cookie: `${LAB_CHOICES_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure(request)}` };
}

/** Forgets the slot once a booking took it (the address and payment method stay for the next booking). */
export function afterBookingCookie(request: Request): string {
  const { slot: _taken, ...rest } = readLabChoices(request);
  return `${LAB_CHOICES_COOKIE}=${encodeURIComponent(JSON.stringify(rest))}; Path=/; HttpOnly; SameSite=Lax${secure(request)}`;
}
