import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Memory at rest on the full catalogue (decisions 031 and 036). Building the search index allocates and drops
 * a few hundred megabytes; by default two things are set right here so that it is not kept:
 *
 * - V8's young generation grows to its ceiling while the index is built (128 MB resident on a machine with
 *   a large heap limit) and keeps it. `--max-semi-space-size=16` holds it to 32 MB: the objects of a request
 *   are still collected young. V8 reads it only when the process starts, so the server replaces itself once
 *   (execve: same process id, same arguments, nothing left running) with it set; a value the operator set
 *   on the command line or in NODE_OPTIONS wins.
 * - glibc gives threads that allocate (V8's helpers, libuv's pool) arenas of their own, up to eight per core,
 *   and keeps in each what start-up freed there. `MALLOC_ARENA_MAX=2` holds them to two (decision 069), set by
 *   the same restart; a value the operator set wins.
 * - The garbage of the build (the corpus, the database's rows, the arrays the index grew in) is not collected
 *   until enough is allocated again, which a server at rest never does: one full collection after start-up.
 *
 * `OPTIMIZE_FOR_SIZE=true` adds two that cost speed (decision 031): glibc's mmap threshold fixed at 128 KiB,
 * so every larger buffer has its own mapping, returned when freed (set by the same restart; a value the
 * operator set wins), and V8's memory-saving mode after start-up.
 */
export const ARENA_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };
export const MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };
export const SEMI_SPACE_FLAG = '--max-semi-space-size=16';

type Proc = Pick<NodeJS.Process, 'platform' | 'env' | 'execPath' | 'execArgv' | 'argv' | 'execve'>;

const setsSemiSpace = (args: string) => /--max[-_]semi[-_]space[-_]size/.test(args);

/**
 * Restarts the process in place with SEMI_SPACE_FLAG and ARENA_ENV, and with MALLOC_ENV when optimizing for
 * size, when one is missing (Linux); else returns.
 */
export function restartWithMemorySettings(optimizeForSize: boolean, proc: Proc = process): void {
  if (proc.platform !== 'linux' || typeof proc.execve !== 'function') return;
  const wantedEnv = optimizeForSize ? { ...ARENA_ENV, ...MALLOC_ENV } : ARENA_ENV;
  const envMissing = Object.keys(wantedEnv).some((name) => proc.env[name] === undefined);
  const semiSpaceMissing = !setsSemiSpace(proc.execArgv.join(' ')) && !setsSemiSpace(proc.env.NODE_OPTIONS ?? '');
  if (!envMissing && !semiSpaceMissing) return;
  const nodeArgs = semiSpaceMissing ? [SEMI_SPACE_FLAG, ...proc.execArgv] : proc.execArgv;
  proc.execve(proc.execPath, [proc.execPath, ...nodeArgs, ...proc.argv.slice(1)], { ...wantedEnv, ...proc.env });
}

/**
 * One full collection that also hands V8's emptied pages back (the "last resort" kind), once start-up is done.
 * V8 offers it only through `gc`, which `--expose-gc` puts in contexts created while the flag is on: a
 * private context gets it, the server's own global never has it.
 */
export function releaseStartupGarbage(setFlags: (flags: string) => void = setFlagsFromString): void {
  setFlags('--expose-gc');
  const gc = runInNewContext('gc') as ((options: object) => void) | undefined;
  setFlags('--no-expose-gc');
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** V8's memory-saving mode, once the start-up work is done. */
export function useHeapMode(optimizeForSize: boolean, setFlags: (flags: string) => void = setFlagsFromString): void {
  if (optimizeForSize) setFlags('--optimize-for-size');
}
