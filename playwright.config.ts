import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys in Debian's Chromium against the built server on a fresh data folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Journeys with two browsers and many steps; generous so a busy shared machine does not fail them.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker (apps/web/src/sw.ts) would take the pages' navigations, out of reach of
    // page.route (e2e/server-rendering.spec.ts alters a page on its way): blocked, but where a test allows it
    // (e2e/installable.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT) },
  },
});
