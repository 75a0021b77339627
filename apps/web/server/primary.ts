import cluster, { type Worker } from 'node:cluster';
import { RESTART_BACKOFF, restartDelay, type Backoff } from './restart-backoff.ts';

/**
 * The primary process of a server with several workers (decision 038, PostgreSQL only). It serves nothing
 * itself: it forks the workers, which share the port (the primary accepts connections and hands them out
 * round-robin), replaces a worker that exits (after a back-off, restart-backoff.ts), and on SIGTERM or SIGINT
 * passes the signal on, so each worker closes Fastify, its job runner and its pool, and exits once all have.
 */
export interface PrimaryOptions {
  workers: number;
  log: (line: string) => void;
  backoff?: Backoff;
  /** A worker still running this long after the signal is killed (SIGKILL). */
  shutdownTimeoutMs?: number;
}

interface Slot {
  worker?: Worker;
  startedAt: number;
  lastDelayMs: number;
  pending?: NodeJS.Timeout;
}

/** Forks the workers; resolves with the exit code once a signal has stopped them all. */
export function runPrimary(options: PrimaryOptions): Promise<number> {
  const backoff = options.backoff ?? RESTART_BACKOFF;
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({ startedAt: 0, lastDelayMs: 0 }));
  let stopping = false;
  let forced = false;
  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => (finish = resolve));

  const live = () => slots.filter((slot) => slot.worker);

  function fork(slot: Slot) {
    slot.pending = undefined;
    slot.startedAt = Date.now();
    const worker = cluster.fork();
    slot.worker = worker;
    worker.once('exit', (code, signal) => {
      slot.worker = undefined;
      if (stopping) {
        if (!live().length) finish(forced ? 1 : 0);
        return;
      }
      const lived = Date.now() - slot.startedAt;
      slot.lastDelayMs = restartDelay(slot.lastDelayMs, lived, backoff);
      options.log(
        `Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}) after ${(lived / 1000).toFixed(1)} s; ` +
          `a new one starts ${slot.lastDelayMs ? `in ${(slot.lastDelayMs / 1000).toFixed(0)} s` : 'now'}.`,
      );
      slot.pending = setTimeout(() => fork(slot), slot.lastDelayMs);
    });
  }

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    for (const slot of slots) clearTimeout(slot.pending);
    const running = live();
    options.log(`${signal}: stopping ${running.length} worker${running.length === 1 ? '' : 's'}.`);
    if (!running.length) return finish(0);
    for (const slot of running) slot.worker!.process.kill(signal);
    setTimeout(() => {
      forced = true;
      for (const slot of live()) {
        options.log(`Worker ${slot.worker!.process.pid} did not stop in time: killed.`);
        slot.worker!.process.kill('SIGKILL');
      }
    }, options.shutdownTimeoutMs ?? 30_000).unref();
  }

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (const slot of slots) fork(slot);
  return finished;
}
