import { configDefaults, defineConfig } from 'vitest/config';

// Server integration tests run once on PGlite (`server`) and, when TEST_DATABASE_URL names a
// PostgreSQL server, once more against it (`server-postgres`): each test file then creates and
// drops its own uniquely named databases there.
// Files named *.postgres.test.ts test what only a PostgreSQL server has (several connections,
// advisory locks) and run only in the second pass, so no test is ever skipped.
const serverProject = (name: string, testDatabaseUrl: string) => ({
  test: {
    name,
    include: ['apps/server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(testDatabaseUrl ? [] : ['apps/server/**/*.postgres.test.ts'])],
    env: { TEST_DATABASE_URL: testDatabaseUrl },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own app and database; two cores, so keep it at two.
    maxWorkers: 2,
  },
});
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();

// One runner for the whole repo; each suite is a project so `npm test` can run them in order.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/**/*.test.ts'] } },
      serverProject('server', ''),
      ...(testDatabaseUrl ? [serverProject('server-postgres', testDatabaseUrl)] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
