import { describe, expect, it, vi } from 'vitest';
import { keptAnswer } from './kept-answer.server.ts';

const MINUTE = 60_000;

/** A kept answer whose loads wait until the test lands them, one by one, with an answer or a failure. */
function setup() {
  let clock = 0;
  const pending: { resolve: (answer: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  const onError = vi.fn();
  const kept = keptAnswer({ load, refreshMs: 10 * MINUTE, retryMs: MINUTE, onError, now: () => clock });
  const land = async (answer: string | Error) => {
    const next = pending.shift()!;
    if (answer instanceof Error) next.reject(answer);
    else next.resolve(answer);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { kept, load, onError, land, advance: (ms: number) => (clock += ms) };
}

describe('an answer kept in memory', () => {
  it('makes the first reads wait for one first load', async () => {
    const { kept, load, land } = setup();
    const reads = Promise.all([kept.read(), kept.read(), kept.read()]);
    await land('a');
    expect(await reads).toEqual(['a', 'a', 'a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not asked for again within the refresh time, however many reads', async () => {
    const { kept, load, land, advance } = setup();
    const first = kept.read();
    await land('a');
    await first;
    for (let i = 0; i < 50; i++) {
      advance(MINUTE / 6);
      expect(await kept.read()).toBe('a');
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes in the background once due, answering with the kept answer meanwhile', async () => {
    const { kept, load, land, advance } = setup();
    const first = kept.read();
    await land('a');
    await first;
    advance(10 * MINUTE);
    expect(await kept.read()).toBe('a');
    expect(await kept.read()).toBe('a');
    expect(load).toHaveBeenCalledTimes(2);
    await land('b');
    expect(await kept.read()).toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last answer when a refresh fails, and tries again after the retry time', async () => {
    const { kept, load, onError, land, advance } = setup();
    const first = kept.read();
    await land('a');
    await first;
    advance(10 * MINUTE);
    await kept.read();
    await land(new Error('down'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(await kept.read()).toBe('a');
    advance(MINUTE - 1);
    await kept.read();
    expect(load).toHaveBeenCalledTimes(2);
    advance(1);
    expect(await kept.read()).toBe('a');
    await land('c');
    expect(await kept.read()).toBe('c');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reads null while it was never loaded, and waits for no retry', async () => {
    const { kept, load, land, advance } = setup();
    const first = kept.read();
    await land(new Error('down'));
    expect(await first).toBeNull();
    expect(await kept.read()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    advance(MINUTE);
    expect(await kept.read()).toBeNull();
    await land('b');
    expect(await kept.read()).toBe('b');
  });
});
