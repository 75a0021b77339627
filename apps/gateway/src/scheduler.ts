/** Runs a task later. Webhook retries go through one, so tests can drive them without sleeping. */
export interface Scheduler {
  /** Runs the task after delayMs; the returned function cancels it if it has not started. */
  schedule(task: () => Promise<void>, delayMs: number): () => void;
}

/** The default: Node timers that never keep the process alive. */
export function timerScheduler(): Scheduler {
  return {
    schedule(task, delayMs) {
      const timer = setTimeout(() => void task(), delayMs);
      timer.unref();
      return () => clearTimeout(timer);
    },
  };
}

export interface ManualScheduler extends Scheduler {
  /** The delays of the tasks still waiting, soonest first. */
  pending(): number[];
  /** Moves the clock to the soonest task and runs it to completion; false when nothing is waiting. */
  runNext(): Promise<boolean>;
  /** Runs tasks (including ones they schedule) until none is left or `limit` have run; returns how many ran. */
  runAll(limit?: number): Promise<number>;
  /** Milliseconds the clock has moved since the scheduler was made. */
  elapsed(): number;
}

/** A scheduler with a virtual clock that only moves when a test says so. */
export function manualScheduler(): ManualScheduler {
  let clock = 0;
  let sequence = 0;
  const waiting: { due: number; delay: number; order: number; task: () => Promise<void> }[] = [];
  const soonestFirst = () => waiting.sort((a, b) => a.due - b.due || a.order - b.order);
  const scheduler: ManualScheduler = {
    schedule(task, delayMs) {
      const entry = { due: clock + delayMs, delay: delayMs, order: sequence++, task };
      waiting.push(entry);
      return () => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
    pending: () => soonestFirst().map((entry) => entry.delay),
    async runNext() {
      const next = soonestFirst().shift();
      if (!next) return false;
      clock = next.due;
      await next.task();
      return true;
    },
    async runAll(limit = 10_000) {
      let ran = 0;
      while (ran < limit && (await scheduler.runNext())) ran++;
      return ran;
    },
    elapsed: () => clock,
  };
  return scheduler;
}
