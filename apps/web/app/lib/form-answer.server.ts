/**
 * How an action answers a form (decision 010): a post from the hydrated page (its `_js` field) gets the
 * result as data; a plain HTML post (before hydration, or without JavaScript) is redirected back to its
 * validated same-origin `redirectTo`, else the page it came from, so the tap is not lost. Cookies to set
 * travel on either answer.
 */
import { data, redirect } from 'react-router';

/** A same-origin path to go back to, or null: never another site, a protocol-relative address or a control character. */
export function safeReturnPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.length > 500 || [...value].some((c) => c.charCodeAt(0) < 32)) return null;
  return value;
}

/** The Set-Cookie headers of an answer. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const c of cookies) headers.append('Set-Cookie', c);
  return headers;
}

/**
 * The checkout and location forms, which carry `redirectTo` only until the page is interactive
 * (ReturnField): a plain post that succeeded goes back there (or where `to` maps it); any other answer is data.
 */
export function answerOrReturn<T extends { ok: boolean }>(form: FormData, value: T, cookies: string[], to = (back: string) => back) {
  const headers = cookieHeaders(cookies);
  const back = safeReturnPath(form.get('redirectTo'));
  if (back && value.ok) return redirect(to(back), { headers });
  return data(value, { headers, status: value.ok ? 200 : 400 });
}

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
  safeReturnPath(form.get('redirectTo')) ?? sameOriginReferer(request) ?? fallback;

export function answerForm<T extends { ok: boolean }>(form: FormData, request: Request, result: T, cookies: string[], fallback: string) {
  const headers = cookieHeaders(cookies);
  if (form.get('_js') !== '1') return redirect(backTo(form, request, fallback), { headers });
  return data(result, { headers, status: result.ok ? 200 : 400 });
}
