import type { PgBoss } from 'pg-boss';
import { cronFor, type JobLog, type JobRunner, type ScheduledJob } from './job.ts';

export interface PgBossRunnerOptions {
  /** The store's PostgreSQL (DATABASE_URL): the queue's tables live beside the store's, in their own schema. */
  connectionString: string;
  /** The schema of the queue's tables; default `pgboss`. */
  schema?: string;
  /** How often each instance looks for due schedules, in seconds (1–45; pg-boss's default 30). Tests lower it. */
  cronMonitorIntervalSeconds?: number;
  /** How often each worker looks for a job, in seconds (default 2). */
  pollingIntervalSeconds?: number;
  /** Longest wait for runs in progress at `stop()`, in milliseconds (default 20 s). */
  stopTimeoutMs?: number;
}

/** Completed and failed ticks are kept a day for inspection (`SELECT * FROM pgboss.job WHERE name = …`). */
const KEEP_FINISHED_SECONDS = 24 * 60 * 60;

/**
 * The runner on PostgreSQL: pg-boss. Every instance registers the same cron schedules (an upsert: one row
 * per job name) and works the same queues. pg-boss lets one instance at a time claim a cron pass and files
 * each due occurrence under a singleton key, so a tick becomes one job however many instances there are; the
 * job is then taken by exactly one worker (SKIP LOCKED). The queues are `stately`: at most one run active
 * and one waiting, so a slow run never piles up ticks behind it. A failed tick is not retried: the next tick
 * does the same idempotent work.
 */
export function pgBossRunner(options: PgBossRunnerOptions): JobRunner {
  let boss: PgBoss | undefined;
  let stopping: Promise<void> | undefined;
  return {
    kind: 'pg-boss',
    async start(jobs: ScheduledJob[], log: JobLog) {
      // Loaded only by a store on PostgreSQL that starts its jobs: the embedded database's store never holds it (decision 069).
      const { PgBoss } = await import('pg-boss');
      if (boss || stopping) throw new Error('This job runner was already started');
      const instance = new PgBoss({
        connectionString: options.connectionString,
        schema: options.schema ?? 'pgboss',
        max: 4,
        application_name: 'dawa-jobs',
        ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
      });
      instance.on('error', (error) => log.error({ err: { message: error.message } }, 'job queue error'));
      boss = instance;
      await instance.start();
      for (const job of jobs) {
        const queue = { retryLimit: 0, expireInSeconds: job.timeoutSeconds ?? 300, deleteAfterSeconds: KEEP_FINISHED_SECONDS };
        await instance.createQueue(job.name, { policy: 'stately', ...queue }); // does nothing when it exists
        await instance.updateQueue(job.name, queue); // so a changed timeout reaches a queue made by an earlier release
        await instance.schedule(job.name, cronFor(job.everyMinutes), null, { tz: 'UTC' });
        await instance.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async () => {
          try {
            await job.run();
          } catch (error) {
            log.error({ job: job.name, err: { message: (error as Error).message } }, `background job ${job.name} failed`);
            throw error; // the queue records the failure
          }
        });
      }
    },
    async stop() {
      stopping ??= boss ? boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 20_000 }) : Promise.resolve();
      await stopping;
    },
  };
}
