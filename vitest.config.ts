import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each suite is a project so `npm test` can run them in order.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file boots its own app and database; two cores, so keep it at two.
          maxWorkers: 2,
        },
      },
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
