// The import boundaries of .dependency-cruiser.cjs hold: the web app never imports the API, a feature never
// reaches into another feature, lib/ knows no module, no import cycles (docs/ARCHITECTURE.md#boundaries).
// Violations that predate a rule are listed in .dependency-cruiser-known-violations.json and tolerated;
// any other fails here, in `npm test`, and so in CI.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('no import crosses a boundary', () => {
  const res = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'apps',
      'packages',
      'e2e',
      'scripts',
      '--ignore-known',
      '--output-type',
      'json',
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const { summary } = JSON.parse(res.stdout) as {
    summary: { violations: { rule: { name: string; severity: string }; from: string; to: string }[] };
  };
  const lines = summary.violations
    .filter((v) => v.rule.severity !== 'ignore')
    .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  expect(lines).toEqual([]);
}, 60_000);
