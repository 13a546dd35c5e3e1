import { configDefaults, defineConfig } from 'vitest/config';

const REPLICA_TESTS = 'apps/server/test/replica/**/*.test.ts';

const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    // The bench's seeds run on the same databases, so they are checked on both.
    include: ['apps/server/test/**/*.test.ts', 'bench/src/**/*.test.ts'],
    // What only a streaming replica can show runs where there is one (DATABASE_REPLICA_URL).
    exclude:
      database === 'postgres' && process.env.DATABASE_REPLICA_URL
        ? configDefaults.exclude
        : [...configDefaults.exclude, REPLICA_TESTS],
    env: { QUAYBOOK_TEST_DB: database },
    // One database per worker, migrated once and emptied between tests.
    isolate: false,
    pool: 'forks' as const,
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
          ],
          // Component tests render the real Mantine and type key by key: on a loaded machine one
          // takes longer than the default five seconds without anything being wrong.
          testTimeout: 20_000,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
