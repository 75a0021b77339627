import type { FastifyReply } from 'fastify';

/** An expected failure of a gateway call: sent as `{ status: "error", error_code, error_message }`. */
export interface GatewayFailure {
  ok: false;
  httpStatus: 400 | 401 | 403 | 404 | 409;
  code: string;
  message: string;
}
export interface GatewayOk<T> {
  ok: true;
  value: T;
}
export type GatewayResult<T> = GatewayOk<T> | GatewayFailure;

export const ok = <T>(value: T): GatewayOk<T> => ({ ok: true, value });
export const fail = (httpStatus: GatewayFailure['httpStatus'], code: string, message: string): GatewayFailure => ({
  ok: false,
  httpStatus,
  code,
  message,
});

export const invalid = (message: string, code = 'INVALID_REQUEST') => fail(400, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => fail(404, code, message);

export function errorBody(code: string, message: string) {
  return { status: 'error', error_code: code, error_message: message };
}

/** Sends a result: the value as JSON, or the failure in the gateway's error shape. */
export function sendResult<T>(reply: FastifyReply, result: GatewayResult<T>, successStatus = 200) {
  if (!result.ok) return reply.code(result.httpStatus).send(errorBody(result.code, result.message));
  return reply.code(successStatus).send(result.value);
}
