import { defineConfig } from 'vitest/config';

// Vitest 5 prints failed tests with Map.groupBy, which Node 20 lacks (Node 21+): without this the
// reporter itself throws and the failures are never shown.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

/**
 * `unit`: rules beside the code in packages/*.
 * `integration`: the database and the API over a fresh copy of a migrated, fixture-loaded database per test file —
 * embedded PGlite by default, a real PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'apps/gateway/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/db/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
