/**
 * Background work of the store: named jobs on a schedule, run by a `JobRunner`. On PostgreSQL the runner is
 * the pg-boss queue (each tick runs once however many instances there are); on the embedded database it is
 * in-process timers (one process by design). Handlers must be idempotent: a tick may be retried, and the
 * request paths may do the same work at the same time.
 */
export interface ScheduledJob {
  /** Unique, kebab-case: the pg-boss queue and schedule name (`payments-reconcile`). */
  name: string;
  /** How often it runs, in whole minutes: 1–59, or whole hours that divide a day (60, 120, …, 1440). */
  everyMinutes: number;
  /** Longest a run may take before the queue gives it up (and a later tick tries again). */
  timeoutSeconds?: number;
  run(): Promise<unknown>;
}

export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunner {
  /** Which implementation this is, for the start-up log. */
  readonly kind: 'pg-boss' | 'in-process';
  /** Registers the jobs and starts running them on their schedules; failures go to `log`. */
  start(jobs: ScheduledJob[], log: JobLog): Promise<void>;
  /** Stops taking new ticks and waits (boundedly) for runs in progress; safe to call twice. */
  stop(): Promise<void>;
}

/** The cron expression (UTC) of a schedule in whole minutes; throws on one cron cannot say evenly. */
export function cronFor(everyMinutes: number): string {
  if (!Number.isInteger(everyMinutes) || everyMinutes < 1) throw new Error(`A job runs every whole number of minutes, not ${everyMinutes}`);
  if (everyMinutes === 1) return '* * * * *';
  if (everyMinutes < 60 && 60 % everyMinutes === 0) return `*/${everyMinutes} * * * *`;
  const hours = everyMinutes / 60;
  if (hours === 24) return '0 0 * * *';
  if (Number.isInteger(hours) && hours < 24 && 24 % hours === 0) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  throw new Error(`Every ${everyMinutes} minutes cannot be a cron schedule: use a divisor of an hour or of a day`);
}

/** Runs one tick of a job, logging (never throwing) its failure: the next tick tries again. */
export async function runLogged(job: ScheduledJob, log: JobLog): Promise<boolean> {
  try {
    await job.run();
    return true;
  } catch (error) {
    log.error({ job: job.name, err: { message: (error as Error).message } }, `background job ${job.name} failed`);
    return false;
  }
}
