import { setFlagsFromString } from 'node:v8';

/**
 * Memory at rest on the full catalogue (decision 031). Building the search index allocates and drops a few
 * hundred megabytes; two allocators then keep what they no longer use:
 *
 * - glibc's malloc puts array buffers (the database's results, the index's typed arrays while they grow)
 *   in its main heap once its mmap threshold has risen past their size, and cannot give the holes left
 *   between long-lived buffers back. A fixed threshold of 128 KiB gives every larger buffer its own mapping,
 *   returned to the system when freed. glibc reads it only from the environment at process start, so the
 *   server replaces itself (execve: same process id, nothing left running) once with it set. A value the
 *   operator set wins.
 * - V8 keeps the heap it grew to. Its memory-saving mode (`--optimize-for-size`, which V8 reads at each
 *   collection) sizes the heap to what is live and hands freed pages back. It is switched on after the index
 *   is built: on from the start, the build runs several times slower.
 *
 * Both cost speed (only a fifth to a half of the uncached requests per second remain: the figures are in
 * docs/benchmarks.md), so they are for a small server and only with `OPTIMIZE_FOR_SIZE=true`.
 */
export const MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

type Proc = Pick<NodeJS.Process, 'platform' | 'env' | 'execPath' | 'execArgv' | 'argv' | 'execve'>;

/** Restarts the process in place with MALLOC_ENV when it is not set yet (glibc, Linux); else returns. */
export function restartWithMallocSettings(enabled: boolean, proc: Proc = process): void {
  if (!enabled || proc.platform !== 'linux' || typeof proc.execve !== 'function') return;
  if (Object.keys(MALLOC_ENV).every((name) => proc.env[name] !== undefined)) return;
  proc.execve(proc.execPath, [proc.execPath, ...proc.execArgv, ...proc.argv.slice(1)], { ...MALLOC_ENV, ...proc.env });
}

/** V8's memory-saving mode, once the start-up work is done. */
export function useHeapMode(optimizeForSize: boolean, setFlags: (flags: string) => void = setFlagsFromString): void {
  if (optimizeForSize) setFlags('--optimize-for-size');
}
