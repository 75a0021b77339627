/** Expected failures are values: a code, the spec's message, and the HTTP status it maps to. */
export interface Failure {
  ok: false;
  code: string;
  message: string;
  httpStatus: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;
  showAlert?: boolean;
}
export interface Ok<T> {
  ok: true;
  data: T;
  httpStatus?: 200 | 201;
}
export type Result<T> = Ok<T> | Failure;

export const ok = <T>(data: T): Ok<T> => ({ ok: true, data });
export const fail = (code: string, message: string, httpStatus: Failure['httpStatus'], showAlert = false): Failure => ({
  ok: false,
  code,
  message,
  httpStatus,
  showAlert,
});
export const notFound = (what = 'The page you are looking for does not exist.') => fail('NOT_FOUND', what, 404);
