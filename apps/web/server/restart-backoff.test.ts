import { describe, expect, it } from 'vitest';
import { RESTART_BACKOFF, restartDelay } from './restart-backoff.ts';

describe('restartDelay', () => {
  const backoff = { firstMs: 1000, maxMs: 8000, healthyAfterMs: 60_000 };

  it('doubles the wait after each quick death, up to the ceiling', () => {
    const waits: number[] = [];
    let wait = 0;
    for (let i = 0; i < 6; i++) waits.push((wait = restartDelay(wait, 200, backoff)));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('replaces a worker that ran for a while at once, and starts the doubling again', () => {
    expect(restartDelay(8000, 60_000, backoff)).toBe(0);
    expect(restartDelay(0, 10, backoff)).toBe(1000);
  });

  it('never waits less than a second for a quick death by default, nor more than half a minute', () => {
    expect(restartDelay(0, 0)).toBe(RESTART_BACKOFF.firstMs);
    expect(RESTART_BACKOFF.firstMs).toBeGreaterThanOrEqual(1000);
    expect(restartDelay(RESTART_BACKOFF.maxMs, 0)).toBe(RESTART_BACKOFF.maxMs);
  });
});
