import { inProcessRunner, pgBossRunner, type JobRunner } from '@dawa/api';

/**
 * The job runner for this database: pg-boss on PostgreSQL (several instances share each tick), timers in
 * this process on the embedded database (one process by design). The jobs themselves are the API's
 * `storeJobs`; `createApp({ jobs })` starts the runner when the server is ready and stops it on close.
 */
export function jobRunnerFor(databaseUrl: string | undefined): JobRunner {
  return databaseUrl ? pgBossRunner({ connectionString: databaseUrl }) : inProcessRunner();
}
