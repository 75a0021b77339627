/**
 * The pg-boss runner on PostgreSQL: two instances register the same schedule and each tick runs once
 * between them; stopping lets go of every connection. Skipped without TEST_DATABASE_URL (the embedded
 * database runs one process, with the in-process runner of jobs.test.ts).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossRunner, type JobLog, type JobRunner } from '@dawa/api';
import { postgresUrl, sharedDatabase, type SharedDatabase } from './support/shared-database.ts';

const log: JobLog = { info: () => {}, error: () => {} };

describe.skipIf(!postgresUrl)('pg-boss job runner on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await sharedDatabase(1);
  });
  afterAll(async () => {
    await shared?.close();
  });

  it('two instances with the same every-minute job: each minute runs once, on one of them', { timeout: 180_000 }, async () => {
    const runs: { instance: string; minute: string }[] = [];
    // Two instances: each its own runner (its own pg-boss and pool) with the same job.
    const instance = (name: string): { runner: JobRunner; started: Promise<void> } => {
      const runner = pgBossRunner({ connectionString: shared.url, cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5 });
      const job = {
        name: 'test-tick',
        everyMinutes: 1,
        run: async () => void runs.push({ instance: name, minute: new Date().toISOString().slice(0, 16) }),
      };
      return { runner, started: runner.start([job], log) };
    };
    const a = instance('a');
    const b = instance('b');
    try {
      await Promise.all([a.started, b.started]);
      const schedules = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.schedule WHERE name = 'test-tick'`.execute(
        shared.handles[0]!.db,
      );
      expect(Number(schedules.rows[0]!.n)).toBe(1);

      // The first tick comes at the next minute; both instances look for due schedules every second.
      await expect.poll(() => runs.length, { timeout: 150_000, interval: 500 }).toBeGreaterThanOrEqual(1);
      // Give the other instance several more cron passes in which it could have doubled that tick.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const perMinute = Map.groupBy(runs, (run) => run.minute);
      for (const [minute, ticks] of perMinute) expect(ticks, `runs in ${minute}`).toHaveLength(1);
      const jobs = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = 'test-tick'`.execute(shared.handles[0]!.db);
      expect(jobs.rows.map((row) => row.state)).toEqual(runs.map(() => 'completed'));
    } finally {
      await Promise.all([a.runner.stop(), b.runner.stop()]);
    }
    // A clean stop lets go of the queue's connections.
    await expect
      .poll(
        async () =>
          Number(
            (
              await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'dawa-jobs'`.execute(
                shared.handles[0]!.db,
              )
            ).rows[0]!.n,
          ),
        { timeout: 10_000, interval: 200 },
      )
      .toBe(0);
  });
});
