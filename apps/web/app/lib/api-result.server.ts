/**
 * Route actions and loaders call the API in-process and answer expected failures as values (decision 010):
 * `{ ok: false, code, message }` with the envelope's machine code (the web decides on it, never on the
 * English text), else a code for the HTTP status, so the form that posted can show the message beside
 * itself. `apiResult` also hands back the API's Set-Cookie headers, which an action forwards onto the
 * page's response (login, logout).
 */
import { ApiError, call } from './api.ts';
import { serverTransport, type ApiRequest } from './api-transport.ts';

export type Failure = { ok: false; status: number; code: string; message: string };
export type Result<T> = { ok: true; data: T } | Failure;
export type ApiFailure = Failure & { setCookies: string[] };
export type ApiResult<T> = { ok: true; data: T; setCookies: string[] } | ApiFailure;

/** The code when the API's envelope carries none: by HTTP status. */
export function codeOfStatus(status: number): string {
  if (status === 0) return 'NETWORK_ERROR';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'UNAVAILABLE';
}

export function failureOf(error: unknown, fallback: string): Failure {
  if (!(error instanceof ApiError)) return { ok: false, status: 0, code: 'NETWORK_ERROR', message: fallback };
  return { ok: false, status: error.status, code: error.code || codeOfStatus(error.status), message: error.message || fallback };
}

/** Runs the call for the incoming request (its cookies) and answers a value instead of throwing. */
export async function attempt<T>(request: ApiRequest, incoming: Request, fallback: string): Promise<Result<T>> {
  try {
    return { ok: true, data: await call<T>(request, incoming) };
  } catch (error) {
    return failureOf(error, fallback);
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

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
    const code = body.error.code || codeOfStatus(status);
    return { ok: false, status, code, message: body.error.message, setCookies };
  } catch {
    return { ok: false, status: 503, code: 'UNAVAILABLE', message: '', setCookies: [] };
  }
}

/** A failure that may name the form field at fault (the envelope's `field`). */
export type FieldFailure = Failure & { field?: string };
export type FieldResult<T> = { ok: true; data: T } | FieldFailure;

/**
 * Sends a call for a page's loader or action with the page request's cookie, answering the envelope as a value: the
 * data, or its code, message and field (an unreachable API is 503 UNAVAILABLE).
 */
export async function sendForPage<T>(request: ApiRequest, incoming: Request): Promise<FieldResult<T>> {
  const transport = serverTransport();
  if (!transport) return { ok: false, status: 503, code: 'UNAVAILABLE', message: '' };
  const cookie = incoming.headers.get('cookie');
  try {
    const { status, body } = await transport({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
    if (body.status === 1) return { ok: true, data: body.data as T };
    const { code, message, field } = body.error;
    return { ok: false, status, code: code || codeOfStatus(status), message, ...(field ? { field } : {}) };
  } catch {
    return { ok: false, status: 503, code: 'UNAVAILABLE', message: '' };
  }
}
