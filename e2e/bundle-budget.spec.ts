import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './support.ts';

// The JavaScript needed to render / stays within 120 KB gzipped on a cheap phone's connection.
const BUDGET_BYTES = 120 * 1024;

test('the JavaScript loaded for / is at most 120 KB gzipped', async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' && url.startsWith('http://127.0.0.1')) {
      scripts.set(url, await response.body());
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  let total = 0;
  const lines: string[] = [];
  for (const [url, body] of scripts) {
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    lines.push(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  }
  console.log(
    `JavaScript for / (gzipped):\n${lines.join('\n')}\n${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_BYTES / 1024} KB)`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
