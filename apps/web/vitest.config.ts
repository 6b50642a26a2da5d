// The web tier of the tests (the root vitest.config.ts lists it): component and unit tests of the web app,
// with Lingui's macros transformed as in the build (lingui.config.ts), each component rendered inside an
// English I18nProvider (src/lib/i18n/test-setup.tsx).
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [
    lingui({
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
      macroTransform: true,
    }),
  ],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/lib/i18n/test-setup.tsx'],
    // Component tests ask for jsdom in their first line (`// @vitest-environment jsdom`).
    environment: 'node',
  },
});
