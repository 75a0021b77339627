/**
 * Whether an error means the database cannot be reached right now (rather than a bug or a bad query):
 * the server refused or dropped the connection, was shut down or is starting, or a connection could not
 * be had in time. Such a request is answered 503 and may be retried; the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(isConnectionFailure);
}

/** Socket failures of the driver (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unreachable server: class 08 (connection exception), 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const SQLSTATES = /^(08\d{3}|57P0[123]|53300)$/;

/** node-postgres and pg-pool report these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i, // 'Connection terminated unexpectedly', '… due to connection timeout'
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /^Connection ended unexpectedly/i,
];

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** The error, its causes and, for an AggregateError (a refused connection on every address), its members. */
function causes(error: unknown, depth = 0): unknown[] {
  if (!(error instanceof Error) || depth > 5) return [error];
  const inner = error instanceof AggregateError ? error.errors.flatMap((e) => causes(e, depth + 1)) : [];
  return [error, ...inner, ...(error.cause === undefined ? [] : causes(error.cause, depth + 1))];
}
