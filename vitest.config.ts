import { defineConfig } from 'vitest/config';

// Two tiers run by Vitest: fast unit tests, and API tests against one real database per run.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
            'scripts/checks/*.test.ts',
            'scripts/bench/*.test.ts',
          ],
          environment: 'node',
        },
      },
      // The web app's tests: apps/web/vitest.config.ts (its Lingui plugin resolves from apps/web).
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // One database for the whole run: files share the process and run one after another.
          isolate: false,
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
