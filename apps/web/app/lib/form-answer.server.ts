/**
 * How an action answers a form (decision 010): a post from the hydrated page (its `_js` field) gets the
 * result as data; a plain HTML post (before hydration, or without JavaScript) is redirected back to its
 * validated same-origin `redirectTo`, else the page it came from, so the tap is not lost. Cookies to set
 * travel on either answer.
 */
import { data, redirect } from 'react-router';
import { safeRedirect } from '../components/cart/cart-intents.ts';

export function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/** Where a plain post goes back to. */
export const backTo = (form: FormData, request: Request, fallback: string) =>
  safeRedirect(form.get('redirectTo'), sameOriginReferer(request) ?? fallback);

export function answerForm<T extends { ok: boolean }>(form: FormData, request: Request, result: T, cookies: string[], fallback: string) {
  const headers = new Headers();
  for (const c of cookies) headers.append('Set-Cookie', c);
  if (form.get('_js') !== '1') return redirect(backTo(form, request, fallback), { headers });
  return data(result, { headers, status: result.ok ? 200 : 400 });
}
