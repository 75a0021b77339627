import type { ErrorCode, Failure as FailureEnvelope } from '@dawa/contracts';

/** Expected failures are values: a code, the spec's message, and the HTTP status it maps to. */
export interface Failure {
  ok: false;
  code: ErrorCode;
  message: string;
  httpStatus: 400 | 401 | 403 | 404 | 405 | 409 | 422 | 429 | 503;
  showAlert?: boolean;
  /** The dotted path of the field at fault, when one is. */
  field?: string;
}
export interface Ok<T> {
  ok: true;
  data: T;
  httpStatus?: 200 | 201;
}
export type Result<T> = Ok<T> | Failure;

export const ok = <T>(data: T): Ok<T> => ({ ok: true, data });
export const fail = (code: ErrorCode, message: string, httpStatus: Failure['httpStatus'], showAlert = false): Failure => ({
  ok: false,
  code,
  message,
  httpStatus,
  showAlert,
});
export const notFound = (what = 'The page you are looking for does not exist.') => fail('NOT_FOUND', what, 404);

/** The failure envelope as sent: every failure of every call, whatever produced it, goes through here. */
export function failureBody(failure: { code: ErrorCode; message: string; showAlert?: boolean; field?: string }): FailureEnvelope {
  return {
    status: 0,
    error: {
      code: failure.code,
      message: failure.message,
      showAlert: failure.showAlert ?? false,
      ...(failure.field ? { field: failure.field } : {}),
    },
  };
}
