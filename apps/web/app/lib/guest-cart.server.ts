/**
 * The guest's cart in the `dawa_cart` cookie (decision 010): product ids and quantities, and the name of a
 * custom medicine (id -1). The server re-prices it on every read, so nothing in it is trusted: every line is
 * checked as the API checks a local cart line, at most 100 lines are kept, and a cookie that does not parse
 * is an empty cart, never an error.
 *
 * Format (cookie-safe without quoting): lines joined by `|`, fields by `:`, a name percent-encoded:
 * `1234:2|-1:1:Some%20Syrup`.
 */
import { localCartLine } from '@dawa/contracts';

export const GUEST_CART_COOKIE = 'dawa_cart';
export const MAX_GUEST_LINES = 100;
/** The most a line may hold (medicines and custom medicines 20; the server caps OTC items lower on pricing). */
export const MAX_GUEST_QUANTITY = 20;
/** Browsers keep about 4 KB a cookie: a longer cart is refused rather than silently dropped. */
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

export function encodeGuestCart(lines: GuestLine[]): string {
  return normalise(lines)
    .map((l) => (l.productId === -1 ? `-1:${l.quantity}:${encodeURIComponent(l.name ?? '')}` : `${l.productId}:${l.quantity}`))
    .join('|');
}

/** The guest cart of a request (its Cookie header). */
export function readGuestCart(request: Request): GuestLine[] {
  const raw = rawCookie(request.headers.get('cookie'), GUEST_CART_COOKIE);
  return decodeGuestCart(raw);
}

/** The cookie's raw value: parseCookies would percent-decode it, which the format does per name. */
function rawCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export type GuestCartWrite = { ok: true; setCookie: string } | { ok: false; code: 'CART_FULL' };

/** The Set-Cookie header that stores these lines (clears the cookie when there are none). */
export function guestCartCookie(lines: GuestLine[]): GuestCartWrite {
  if (lines.length > MAX_GUEST_LINES) return { ok: false, code: 'CART_FULL' };
  const value = encodeGuestCart(lines);
  if (value.length > MAX_COOKIE_CHARS) return { ok: false, code: 'CART_FULL' };
  if (value === '') return { ok: true, setCookie: clearGuestCartCookie() };
  return { ok: true, setCookie: `${GUEST_CART_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax; HttpOnly` };
}

export const clearGuestCartCookie = () => `${GUEST_CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;

/** Sets one line's quantity (0 removes it); a new line goes last. */
export function withGuestLine(lines: GuestLine[], line: GuestLine): GuestLine[] {
  const at = lines.findIndex((l) => sameGuestLine(l, line));
  if (line.quantity === 0) return lines.filter((_, i) => i !== at);
  if (at < 0) return [...lines, line];
  return lines.map((l, i) => (i === at ? { ...line, name: l.name ?? line.name } : l));
}
