import { cronFor, runLogged, type JobLog, type JobRunner, type ScheduledJob } from './job.ts';

/**
 * The runner of the embedded database: one unref'd interval per job in this process (the embedded database
 * is one process by design, so there is no other instance to share a tick with). A run still going when the
 * next is due is not doubled; `stop()` clears the timers and waits for runs in progress.
 */
export function inProcessRunner(options: { msPerMinute?: number } = {}): JobRunner {
  const msPerMinute = options.msPerMinute ?? 60_000;
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<unknown>>();
  let stopped = false;
  return {
    kind: 'in-process',
    async start(jobs: ScheduledJob[], log: JobLog) {
      if (stopped) throw new Error('This job runner was stopped');
      for (const job of jobs) {
        cronFor(job.everyMinutes); // the same schedules as on PostgreSQL, refused the same way
        const timer = setInterval(() => {
          if (stopped || running.has(job.name)) return;
          const run = runLogged(job, log).finally(() => running.delete(job.name));
          running.set(job.name, run);
        }, job.everyMinutes * msPerMinute);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled(running.values());
    },
  };
}
