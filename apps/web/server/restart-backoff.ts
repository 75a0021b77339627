/**
 * How long the primary waits before replacing a worker that exited (decision 038). A worker that crashes at
 * once (the database unreachable, a bad release) is not restarted in a tight loop: each quick death doubles
 * the wait up to a ceiling. A worker that had run for a while died of something passing, so its replacement
 * starts at once and the doubling begins again.
 */
export interface Backoff {
  /** The wait after the first quick death. */
  firstMs: number;
  /** The longest wait. */
  maxMs: number;
  /** A worker that ran at least this long was healthy: it is replaced at once. */
  healthyAfterMs: number;
}

export const RESTART_BACKOFF: Backoff = { firstMs: 1000, maxMs: 30_000, healthyAfterMs: 60_000 };

/** The wait before replacing a worker that ran `livedMs`, given the wait before the previous replacement in its place. */
export function restartDelay(previousDelayMs: number, livedMs: number, backoff: Backoff = RESTART_BACKOFF): number {
  if (livedMs >= backoff.healthyAfterMs) return 0;
  if (previousDelayMs <= 0) return backoff.firstMs;
  return Math.min(previousDelayMs * 2, backoff.maxMs);
}
