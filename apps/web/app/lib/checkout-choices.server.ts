/**
 * What the shopper chose on the way through checkout (spec §3 "Order params", decision 010): the address,
 * the prescription choice, the delivery speed and the payment method. Kept in the HttpOnly cookie
 * `dawa_checkout` (SameSite=Lax, for the browser session) so every step's loader can check on the server
 * what the earlier steps chose. Read back strictly: a cookie that does not parse, or a field that is not
 * what it should be, is dropped, never trusted. The API re-checks every choice when the order is placed.
 */
import { RX_MAX_FILES, rxIdValue } from '@dawa/contracts';
import { parseCookies } from '../components/location/location-cookies.ts';
import { PLUS_PLAN_ID, type CheckoutChoices, type RxChoice } from './checkout-choices.ts';

export type { CheckoutChoices, RxChoice, Speed } from './checkout-choices.ts';

export const CHOICES_COOKIE = 'dawa_checkout';

export const emptyChoices = (): CheckoutChoices => ({ rx: { uploadedIds: [], pastIds: [], consult: false } });

/** A cookie holds at most 4 KB; the choices stay well below (at most 2 × 5 prescription ids). */
const MAX_COOKIE_CHARS = 3_000;

const positiveInt = (x: unknown): number | undefined => (Number.isSafeInteger(x) && (x as number) > 0 ? (x as number) : undefined);
const paymentInt = (x: unknown): number | undefined =>
  Number.isSafeInteger(x) && Math.abs(x as number) < 1_000 ? (x as number) : undefined;

function rxIds(x: unknown): string[] {
  if (!Array.isArray(x)) return [];
  const ids = x.filter((v): v is string => typeof v === 'string' && rxIdValue.safeParse(v).success);
  return [...new Set(ids)].slice(0, RX_MAX_FILES);
}

/** The choices held by a `dawa_checkout` value; anything malformed is left out (a bad cookie is empty). */
export function parseChoices(value: string | undefined | null): CheckoutChoices {
  if (!value || value.length > MAX_COOKIE_CHARS) return emptyChoices();
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return emptyChoices();
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return emptyChoices();
  const r = raw as Record<string, unknown>;
  const rx = r.rx && typeof r.rx === 'object' ? (r.rx as Record<string, unknown>) : {};
  const uploadedIds = rxIds(rx.uploadedIds);
  const choices: CheckoutChoices = {
    rx: {
      uploadedIds,
      pastIds: rxIds(rx.pastIds).filter((id) => !uploadedIds.includes(id)),
      consult: rx.consult === true,
    },
  };
  const addressId = positiveInt(r.addressId);
  if (addressId !== undefined) choices.addressId = addressId;
  if (r.speed === 'standard' || r.speed === 'express') choices.speed = r.speed;
  const paymentTypeId = paymentInt(r.paymentTypeId);
  if (paymentTypeId !== undefined) {
    choices.paymentTypeId = paymentTypeId;
    const sub = paymentInt(r.paymentSubTypeId);
    if (sub !== undefined) choices.paymentSubTypeId = sub;
  }
  if (r.walletOptOut === true) choices.walletOptOut = true;
  if (r.refundToSource === true) choices.refundToSource = true;
  if (typeof r.plusPlanId === 'string' && PLUS_PLAN_ID.test(r.plusPlanId)) choices.plusPlanId = r.plusPlanId;
  return choices;
}

/** The choices from a request's Cookie header. */
export function readChoices(request: Request): CheckoutChoices {
  return parseChoices(parseCookies(request.headers.get('cookie'))[CHOICES_COOKIE]);
}

const secure = (request: Request) => (new URL(request.url).protocol === 'https:' ? '; Secure' : '');

/** The Set-Cookie header that stores `choices` (no Max-Age: gone when the browser session ends). */
export function choicesCookie(request: Request, choices: CheckoutChoices): string {
  const value = encodeURIComponent(JSON.stringify(choices));
  return `${CHOICES_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure(request)}`;
}

/** The Set-Cookie header that forgets the choices (the order was placed). */
export function clearChoicesCookie(request: Request): string {
  return `${CHOICES_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(request)}`;
}

/**
 * Reads the choices, applies `patch`, and gives the Set-Cookie header for the result; the result passes
 * through the same reader, so a patch made of posted values keeps only what is valid.
 */
export function updateChoices(request: Request, patch: Partial<CheckoutChoices>): { choices: CheckoutChoices; cookie: string } {
  const choices = parseChoices(JSON.stringify({ ...readChoices(request), ...patch }));
  return { choices, cookie: choicesCookie(request, choices) };
}

export const hasRxChoice = (rx: RxChoice) => rx.uploadedIds.length > 0 || rx.pastIds.length > 0 || rx.consult;
