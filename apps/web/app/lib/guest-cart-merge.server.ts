/**
 * After login (decision 010, 007): the guest cookie's lines are merged into the server cart with
 * syncLocalCart, and the cookie is cleared only once the server confirmed the merge. The lines capped at an
 * item's maximum and those left out of a full cart are reported back, for the toasts.
 */
import { hasSessionCookie } from './session-cookie.server.ts';
import type { SyncResult } from '@dawa/contracts';
import { cartCalls } from './api-cart.ts';
import { apiResult } from './api-result.server.ts';
import { clearGuestCartCookies, readGuestCart, type GuestLine } from './guest-cart.server.ts';

export type MergeOutcome =
  | { kind: 'merged'; merged: Pick<SyncResult, 'capped' | 'notAdded'>; cookies: string[] }
  | { kind: 'guest' }
  | { kind: 'nothing' }
  | { kind: 'failed'; code: string };

/**
 * Merges `lines` (by default the request's guest cookie) into the server cart of the session the request
 * (or `cookie`, a session just set by login) carries.
 */
export async function mergeGuestCart(
  request: Request,
  lines: GuestLine[] = readGuestCart(request),
  cookie?: string,
): Promise<MergeOutcome> {
  if (lines.length === 0) return { kind: 'nothing' };
  const incoming = cookie ? withCookie(request, cookie) : request;
  const synced = await apiResult(cartCalls.sync(lines), incoming);
  if (!synced.ok) return synced.status === 401 ? { kind: 'guest' } : { kind: 'failed', code: synced.code };
  return {
    kind: 'merged',
    merged: { capped: synced.data.capped, notAdded: synced.data.notAdded },
    cookies: clearGuestCartCookies(request),
  };
}

/** The request as it would be with the given cookies added (a session cookie the API just set). */
export function withCookie(request: Request, cookie: string): Request {
  const before = request.headers.get('cookie');
  const headers = new Headers(request.headers);
  // First, so a stale session cookie sent along is not the one read.
  headers.set('cookie', before ? `${cookie}; ${before}` : cookie);
  return new Request(request.url, { method: 'GET', headers });
}

/**
 * Before the loaders of a request from a signed-in shopper whose browser still holds a guest cart (signed in
 * some other way than the login form, or the form's merge failed): merge it once, so every loader of the
 * request reads the merged server cart. Answers the Set-Cookie headers to add (none when nothing merged).
 */
export async function mergeBeforeLoaders(request: Request): Promise<string[]> {
  if (!hasSessionCookie(request) || readGuestCart(request).length === 0) return [];
  const merge = await mergeGuestCart(request);
  return merge.kind === 'merged' ? merge.cookies : [];
}
