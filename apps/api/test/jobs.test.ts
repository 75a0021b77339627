/**
 * Scheduled jobs: the schedules, the in-process runner of the embedded database, login record pruning, and
 * how the server starts and stops its runner. (The pg-boss runner across instances: jobs.postgres.test.ts.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cronFor, inProcessRunner, pruneLoginRecords, storeJobs, type JobLog, type JobRunner, type ScheduledJob } from '@dawa/api';
import { createTestApp, type TestApp } from './support/create-test-app.ts';

const quietLog = (): JobLog & { errors: string[] } => {
  const errors: string[] = [];
  return { errors, info: () => {}, error: (_details, message) => errors.push(message) };
};

describe('schedules', () => {
  it('say every whole minute, hour or day divisor as UTC cron', () => {
    expect(cronFor(1)).toBe('* * * * *');
    expect(cronFor(15)).toBe('*/15 * * * *');
    expect(cronFor(60)).toBe('0 * * * *');
    expect(cronFor(360)).toBe('0 */6 * * *');
    expect(cronFor(1440)).toBe('0 0 * * *');
  });
  it('refuse what cron cannot say evenly', () => {
    for (const bad of [0, 1.5, 7, 90, 300, 2880]) expect(() => cronFor(bad), String(bad)).toThrow();
  });
});

describe('the in-process runner (embedded database)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job on its interval, never two runs of one job at once, and nothing after stop', async () => {
    vi.useFakeTimers();
    let finish: (() => void) | undefined;
    const runs: string[] = [];
    const slow: ScheduledJob = {
      name: 'slow',
      everyMinutes: 1,
      run: () => {
        runs.push('slow');
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const fast: ScheduledJob = { name: 'fast', everyMinutes: 2, run: async () => void runs.push('fast') };
    const runner = inProcessRunner();
    await runner.start([slow, fast], quietLog());

    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['slow']);
    await vi.advanceTimersByTimeAsync(60_000); // slow is still running: its second tick is skipped
    expect(runs).toEqual(['slow', 'fast']);
    finish!();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['slow', 'fast', 'slow']);

    const stopped = runner.stop();
    finish!();
    await stopped;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs).toEqual(['slow', 'fast', 'slow']);
  });

  it('logs a failing run and keeps its schedule', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const log = quietLog();
    const runner = inProcessRunner();
    await runner.start(
      [
        {
          name: 'flaky',
          everyMinutes: 1,
          run: async () => {
            calls++;
            if (calls === 1) throw new Error('gateway unreachable');
          },
        },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(calls).toBe(2);
    expect(log.errors).toEqual(['background job flaky failed']);
    await runner.stop();
  });
});

describe('login record pruning and the server wiring', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const day = 24 * 60 * 60_000;
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('deletes codes, sends, requests, secrets, failures and sessions a day past mattering, and keeps the rest', async () => {
    const user = await t.db.insertInto('users').values({ mobile_number: '9000000101' }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('otp_codes')
      .values([
        { mobile_number: '9000000101', code_hash: 'old', created_at: ago(3 * day), expires_at: ago(2 * day) },
        { mobile_number: '9000000102', code_hash: 'live', created_at: ago(60_000), expires_at: ago(-9 * 60_000) },
      ])
      .execute();
    await t.db
      .insertInto('otp_sends')
      .values([
        { mobile_number: '9000000101', ip: '10.9.9.1', sent_at: ago(3 * day) },
        { mobile_number: '9000000102', ip: '10.9.9.2', sent_at: ago(60_000) },
      ])
      .execute();
    await t.db
      .insertInto('otp_rate_keys')
      .values([{ key: 'number:9000000101' }, { key: 'ip:10.9.9.1' }, { key: 'number:9000000102' }, { key: 'ip:10.9.9.2' }])
      .execute();
    await t.db
      .insertInto('login_requests')
      .values([
        { request_hash: 'old', created_at: ago(3 * day), expires_at: ago(2 * day) },
        { request_hash: 'recent', created_at: ago(3 * 60 * 60_000), expires_at: ago(3 * 60 * 60_000 - 120_000) },
      ])
      .execute();
    await t.db
      .insertInto('login_secrets')
      .values([{ code_hash: 'old', user_id: user.id, type: 'login', created_at: ago(3 * day), expires_at: ago(2 * day) }])
      .execute();
    await t.db
      .insertInto('login_secret_failures')
      .values([
        { ip: '10.9.9.1', failed_at: ago(2 * day) },
        { ip: '10.9.9.2', failed_at: ago(60_000) },
      ])
      .execute();
    await t.db
      .insertInto('sessions')
      .values([
        { token_hash: 'expired', user_id: user.id, created_at: ago(100 * day), last_seen_at: ago(2 * day), expires_at: ago(2 * day) },
        { token_hash: 'idle', user_id: user.id, created_at: ago(40 * day), last_seen_at: ago(32 * day), expires_at: ago(-50 * day) },
        { token_hash: 'live', user_id: user.id, created_at: ago(day), last_seen_at: ago(60_000), expires_at: ago(-89 * day) },
      ])
      .execute();

    const report = await pruneLoginRecords(t.db, new Date());
    expect(report).toEqual({ otpCodes: 1, otpSends: 1, rateKeys: 2, loginRequests: 1, loginSecrets: 1, secretFailures: 1, sessions: 2 });
    const left = async (table: 'otp_codes' | 'login_requests' | 'sessions', column: 'code_hash' | 'request_hash' | 'token_hash') =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one column of three tables
      (await (t.db.selectFrom(table) as any).select(column).execute()).map((row: Record<string, string>) => row[column]).sort();
    expect(await left('otp_codes', 'code_hash')).toEqual(['live']);
    expect(await left('login_requests', 'request_hash')).toEqual(['recent']);
    expect(await left('sessions', 'token_hash')).toEqual(['live']);
    const keys = await t.db.selectFrom('otp_rate_keys').select('key').where('key', 'like', '%.9.9.%').execute();
    expect(keys.map((k) => k.key)).toEqual(['ip:10.9.9.2']);

    // Idempotent: a second run (another instance, the next tick) finds nothing more to delete.
    expect(Object.values(await pruneLoginRecords(t.db, new Date())).every((n) => n === 0)).toBe(true);
  });

  it('lists the reconciler only when there is one to run, and runs the same handlers the tests call', async () => {
    expect(storeJobs({ db: t.db }).map((job) => job.name)).toEqual(['stock-release', 'auth-prune', 'wallet-expiry']);
    let reconciled = 0;
    const jobs = storeJobs({ db: t.db, reconcilePayments: async () => reconciled++ });
    expect(jobs.map((job) => [job.name, job.everyMinutes])).toEqual([
      ['payments-reconcile', 1],
      ['stock-release', 1],
      ['auth-prune', 60],
      ['wallet-expiry', 60],
    ]);
    await jobs[0]!.run();
    expect(reconciled).toBe(1);
  });

  it('the server starts its runner with the store jobs when ready and stops it when it closes', async () => {
    const seen: { started?: string[]; stopped: boolean } = { stopped: false };
    const runner: JobRunner = {
      kind: 'in-process',
      start: async (jobs) => void (seen.started = jobs.map((job) => job.name)),
      stop: async () => void (seen.stopped = true),
    };
    const other = await createTestApp({ jobs: runner, reconcileEveryMs: 60_000 });
    expect(seen.started).toEqual(['payments-reconcile', 'stock-release', 'auth-prune', 'wallet-expiry']);
    expect(seen.stopped).toBe(false);
    await other.close();
    expect(seen.stopped).toBe(true);
  });
});
