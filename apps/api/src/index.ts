export { apiPlugin, apiRoutes, type ApiDeps } from './app.ts';
export { createSearchService, searchService, type SearchService } from './modules/search/service.ts';
export { loadSearchCorpus } from './modules/search/repo.ts';
export { buildOpenApi } from './http/openapi.ts';
export { cronFor, type JobLog, type JobRunner, type ScheduledJob } from './jobs/job.ts';
export { inProcessRunner } from './jobs/in-process-runner.ts';
export { pgBossRunner, type PgBossRunnerOptions } from './jobs/pg-boss-runner.ts';
export { storeJobs } from './jobs/store-jobs.ts';
export { pruneLoginRecords, AUTH_RECORD_RETENTION_MS } from './modules/auth/prune.ts';
