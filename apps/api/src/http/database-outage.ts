/**
 * While the database is away the store answers 503 with `Retry-After`: the pool reconnects on the next
 * query once the server is back, so a client that waits this long and tries again normally succeeds.
 */
export const RETRY_AFTER_SECONDS = 5;

/** How long the readiness check waits for `select 1`. */
export const READINESS_TIMEOUT_MS = 2_000;

export const DATABASE_UNAVAILABLE = {
  code: 'DATABASE_UNAVAILABLE',
  message: 'The store is briefly unavailable. Please try again in a few seconds.',
  showAlert: true,
} as const;
