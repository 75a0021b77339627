/**
 * Route actions call the API in-process and need more than the data: the machine code of an expected
 * failure (the web decides on it, never on the English text) and the API's Set-Cookie headers, which the
 * action forwards onto the page's response (login, logout).
 */
import { serverTransport, type ApiRequest } from './api-transport.ts';

export type ApiFailure = { ok: false; status: number; code: string; message: string; setCookies: string[] };
export type ApiResult<T> = { ok: true; data: T; setCookies: string[] } | ApiFailure;

/** The code when the API's envelope carries none: by HTTP status. */
export function codeOfStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'UNAVAILABLE';
}

/** Sends one call with the page request's cookie; never throws for an API answer (a failure is a value). */
export async function apiResult<T>(request: ApiRequest & { readonly __answer?: T }, incoming: Request): Promise<ApiResult<T>> {
  const transport = serverTransport();
  if (!transport) return { ok: false, status: 503, code: 'UNAVAILABLE', message: '', setCookies: [] };
  const cookie = incoming.headers.get('cookie');
  try {
    const {
      status,
      body,
      setCookies = [],
    } = await transport({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
    if (body.status === 1) return { ok: true, data: body.data as T, setCookies };
    const error = body.error as { message: string; code?: unknown };
    const code = typeof error.code === 'string' && error.code ? error.code : codeOfStatus(status);
    return { ok: false, status, code, message: error.message, setCookies };
  } catch {
    return { ok: false, status: 503, code: 'UNAVAILABLE', message: '', setCookies: [] };
  }
}
