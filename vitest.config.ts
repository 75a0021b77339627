import { defineConfig } from 'vitest/config';

/**
 * `unit`: rules beside the code in packages/*, and the web's components (`*.test.tsx`, each file choosing
 * `// @vitest-environment happy-dom`).
 * `integration`: the database and the API over a fresh copy of a migrated, fixture-loaded database per test file —
 * embedded PGlite by default, a real PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.ts',
            'apps/web/app/**/*.test.tsx',
            'apps/web/server/**/*.test.ts',
            'apps/gateway/**/*.test.ts',
          ],
          // The server's tests against a database server need the integration project's golden database.
          exclude: ['**/node_modules/**', 'apps/web/server/**/*.postgres.test.ts'],
          environment: 'node',
          // Longer than the 10 s testing-library gives a waitFor (app/testing/dom.ts): on a loaded two-core
          // machine a slow test still passes, and a failing wait reports its assertion rather than a timeout.
          testTimeout: 15_000,
          // Every text in both languages, as the server has them (the browser fetches them by area).
          setupFiles: ['apps/web/app/i18n/all-messages.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts', 'apps/web/server/**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['packages/db/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
