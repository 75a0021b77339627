/**
 * An API call from a route action whose expected failures come back as values (decision 010):
 * `{ ok: false, code, message }` with the envelope's machine code when it has one, else a code for the
 * HTTP status, so the form that posted can show the message beside itself.
 */
import { ApiError, call } from './api.ts';
import type { ApiRequest } from './api-transport.ts';

export type Failure = { ok: false; status: number; code: string; message: string };
export type Result<T> = { ok: true; data: T } | Failure;

const CODE_BY_STATUS: Record<number, string> = {
  0: 'NETWORK',
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE',
};

export function failureOf(error: unknown, fallback: string): Failure {
  if (!(error instanceof ApiError)) return { ok: false, status: 0, code: 'NETWORK', message: fallback };
  const withCode = error as ApiError & { code?: unknown };
  const code = typeof withCode.code === 'string' && withCode.code ? withCode.code : (CODE_BY_STATUS[error.status] ?? 'FAILED');
  return { ok: false, status: error.status, code, message: error.message || fallback };
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
