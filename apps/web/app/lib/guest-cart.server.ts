/**
 * The guest's cart in cookies (decision 010): product ids and quantities, and the name of a custom medicine
 * (id -1). The server re-prices it on every read, so nothing in it is trusted: every line is checked as the
 * API checks a local cart line, at most 100 lines are kept, and a cookie that does not parse is an empty
 * cart, never an error.
 *
 * Each line is a cookie of its own (decision 049): `dawa_cart_1234=2`, a custom medicine
 * `dawa_cart_c<hash of its name>=1:Some%20Syrup`. A change writes only its own line, so two changes in flight
 * at once (two taps, two tabs, a plain post and a script's) cannot overwrite each other's line, as a whole
 * cart rewritten from the copy each request carried did. The single `dawa_cart` cookie of before is still
 * read (`1234:2|-1:1:Some%20Syrup`) and turned into line cookies at the next change.
 */
import { createHash } from 'node:crypto';
import { localCartLine } from '@dawa/contracts';

/** The single cookie of before (whole cart in one value), read and replaced at the next change. */
export const GUEST_CART_COOKIE = 'dawa_cart';
export const GUEST_LINE_PREFIX = 'dawa_cart_';
export const MAX_GUEST_LINES = 100;
/** The most a line may hold (medicines and custom medicines 20; the server caps OTC items lower on pricing). */
export const MAX_GUEST_QUANTITY = 20;
/** The cart's cookies together stay within about 4 KB of the request: a longer cart is refused rather than silently dropped. */
export const MAX_COOKIE_CHARS = 3800;
const MAX_AGE = 30 * 24 * 60 * 60;

export interface GuestLine {
  productId: number;
  quantity: number;
  name?: string;
}

/** Custom medicines (id -1) are told apart by name, ignoring case, as the server cart does. */
export const sameGuestLine = (a: Pick<GuestLine, 'productId' | 'name'>, b: Pick<GuestLine, 'productId' | 'name'>) =>
  a.productId === b.productId && (a.productId > 0 || (a.name ?? '').trim().toLowerCase() === (b.name ?? '').trim().toLowerCase());

/** One line checked as the API checks a local cart line; null when it is not a valid line. */
export function checkGuestLine(input: { productId: unknown; quantity: unknown; name?: unknown }): GuestLine | null {
  const productId = Number(input.productId);
  const quantity = Number(input.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_GUEST_QUANTITY) return null;
  const candidate =
    productId === -1
      ? { productId, quantity, name: typeof input.name === 'string' ? input.name.trim() : undefined }
      : { productId, quantity };
  const parsed = localCartLine.safeParse(candidate);
  if (!parsed.success) return null;
  return parsed.data.productId === -1
    ? { productId: -1, quantity, name: parsed.data.name }
    : { productId: parsed.data.productId, quantity };
}

/** Keeps the last of each item and at most 100 lines. */
function normalise(lines: GuestLine[]): GuestLine[] {
  const out: GuestLine[] = [];
  for (const line of lines) {
    const at = out.findIndex((l) => sameGuestLine(l, line));
    if (at >= 0) out[at] = line;
    else out.push(line);
  }
  return out.slice(0, MAX_GUEST_LINES);
}

/** The cookie's value as lines; anything malformed is left out (a bad cookie is an empty cart). */
export function decodeGuestCart(value: string | undefined): GuestLine[] {
  if (!value || value.length > MAX_COOKIE_CHARS * 3) return [];
  const lines: GuestLine[] = [];
  for (const part of value.split('|').slice(0, MAX_GUEST_LINES * 2)) {
    const [id, quantity, name, ...rest] = part.split(':');
    if (rest.length > 0 || id === undefined || quantity === undefined) continue;
    let decoded: string | undefined;
    try {
      decoded = name === undefined ? undefined : decodeURIComponent(name);
    } catch {
      continue;
    }
    if (!/^-?\d{1,10}$/.test(id) || !/^\d{1,3}$/.test(quantity)) continue;
    // Only a custom medicine (-1) carries a name.
    if ((id === '-1') !== (decoded !== undefined)) continue;
    const line = checkGuestLine({ productId: id, quantity, name: decoded });
    if (line) lines.push(line);
  }
  return normalise(lines);
}

/** The single cookie's format (what browsers may still hold), for tests and the reading side. */
export function encodeGuestCart(lines: GuestLine[]): string {
  return normalise(lines)
    .map((l) => (l.productId === -1 ? `-1:${l.quantity}:${encodeURIComponent(l.name ?? '')}` : `${l.productId}:${l.quantity}`))
    .join('|');
}

/** The cookie name of one line: by product id, a custom medicine by a hash of its name (case ignored). */
export function guestLineCookieName(line: Pick<GuestLine, 'productId' | 'name'>): string {
  if (line.productId > 0) return `${GUEST_LINE_PREFIX}${line.productId}`;
  const key = createHash('sha256')
    .update((line.name ?? '').trim().toLowerCase())
    .digest('hex')
    .slice(0, 16);
  return `${GUEST_LINE_PREFIX}c${key}`;
}

const lineValue = (l: GuestLine) => (l.productId === -1 ? `${l.quantity}:${encodeURIComponent(l.name ?? '')}` : String(l.quantity));

/** One line cookie read back; null when it is not a valid line. */
function decodeLineCookie(name: string, value: string): GuestLine | null {
  const key = name.slice(GUEST_LINE_PREFIX.length);
  if (/^\d{1,10}$/.test(key)) return /^\d{1,3}$/.test(value) ? checkGuestLine({ productId: key, quantity: value }) : null;
  if (!/^c[0-9a-f]{16}$/.test(key)) return null;
  const [quantity, encoded, ...rest] = value.split(':');
  if (rest.length > 0 || encoded === undefined || !/^\d{1,3}$/.test(quantity ?? '')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const line = checkGuestLine({ productId: -1, quantity, name: decoded });
  // A name that is not the one the cookie is named after is not this line.
  return line && guestLineCookieName(line) === name ? line : null;
}

/** The cart's cookies of a request as raw name/value pairs (parseCookies would percent-decode them). */
function cartCookies(header: string | null): { legacy: string | undefined; lines: [string, string][] } {
  let legacy: string | undefined;
  const lines: [string, string][] = [];
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === GUEST_CART_COOKIE) legacy ??= value;
    else if (name.startsWith(GUEST_LINE_PREFIX) && lines.length < MAX_GUEST_LINES * 2) lines.push([name, value]);
  }
  return { legacy, lines };
}

/** The guest cart of a request (its Cookie header): the single cookie of before, then the line cookies (which win). */
export function readGuestCart(request: Request): GuestLine[] {
  const { legacy, lines } = cartCookies(request.headers.get('cookie'));
  const read = decodeGuestCart(legacy);
  for (const [name, value] of lines) {
    const line = decodeLineCookie(name, value);
    if (line) read.push(line);
  }
  return normalise(read);
}

export type GuestCartWrite = { ok: true; setCookies: string[] } | { ok: false; code: 'CART_FULL' };

const setLineCookie = (l: GuestLine) => `${guestLineCookieName(l)}=${lineValue(l)}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax; HttpOnly`;
const clearCookie = (name: string) => `${name}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;

/** The cookies' size in a request, `name=value; ` each. */
const cookieChars = (lines: GuestLine[]) => lines.reduce((n, l) => n + guestLineCookieName(l).length + lineValue(l).length + 3, 0);

/**
 * The Set-Cookie headers that make the request's guest cart hold `lines`: only the lines that differ from
 * what the request carried are written (or cleared), so a change made at the same time by another request
 * to another line is left alone. A single cookie of before is turned into line cookies and cleared.
 */
export function guestCartCookies(request: Request, lines: GuestLine[]): GuestCartWrite {
  const wanted = normalise(lines);
  if (lines.length > MAX_GUEST_LINES || wanted.length > MAX_GUEST_LINES) return { ok: false, code: 'CART_FULL' };
  if (cookieChars(wanted) > MAX_COOKIE_CHARS) return { ok: false, code: 'CART_FULL' };
  const { legacy, lines: raw } = cartCookies(request.headers.get('cookie'));
  const held = new Map<string, string>(raw);
  const setCookies: string[] = [];
  if (legacy !== undefined) setCookies.push(clearCookie(GUEST_CART_COOKIE));
  for (const line of wanted) {
    const name = guestLineCookieName(line);
    if (legacy !== undefined || held.get(name) !== lineValue(line)) setCookies.push(setLineCookie(line));
  }
  const kept = new Set(wanted.map(guestLineCookieName));
  for (const name of held.keys()) if (!kept.has(name)) setCookies.push(clearCookie(name));
  return { ok: true, setCookies };
}

/** Clears every cookie of the request's guest cart (after the server cart took its lines). */
export function clearGuestCartCookies(request: Request): string[] {
  const { legacy, lines } = cartCookies(request.headers.get('cookie'));
  return [...(legacy === undefined ? [] : [GUEST_CART_COOKIE]), ...lines.map(([name]) => name)].map(clearCookie);
}

/** Sets one line's quantity (0 removes it); a new line goes last. */
export function withGuestLine(lines: GuestLine[], line: GuestLine): GuestLine[] {
  const at = lines.findIndex((l) => sameGuestLine(l, line));
  if (line.quantity === 0) return lines.filter((_, i) => i !== at);
  if (at < 0) return [...lines, line];
  return lines.map((l, i) => (i === at ? { ...line, name: l.name ?? line.name } : l));
}
