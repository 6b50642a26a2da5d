import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's components run on Preact's React compatibility layer in the browser (apps/web/vite.config.ts,
// docs/ARCHITECTURE.md#preact), so their unit tests do too: the same aliases, and Testing Library's Preact
// build under the React name the tests import (the same render, screen, fireEvent, act and renderHook).
const preact = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
  '@testing-library/react': '@testing-library/preact',
};
const exact = [
  ...Object.entries(preact).map(([from, to]) => ({
    find: new RegExp(`^${from.replace('/', '\\/')}$`),
    replacement: to,
  })),
  // react-router's Node build is CommonJS, whose require('react') no alias reaches: its ES module build.
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url),
    ),
  },
];

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
      {
        resolve: { alias: exact },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Bundled so that the libraries' own imports of react (TanStack Query, react-router, Testing
          // Library) take the aliases too.
          server: { deps: { inline: true } },
        },
      },
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
