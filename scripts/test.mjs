// `npm test`: every tier — unit, API (PGlite, or PostgreSQL when DATABASE_URL is set), end-to-end in Chromium —
// then one closing line `N passed, N failed` for CI.
//   node scripts/test.mjs [--tiers=unit,api,e2e]
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build-if-stale.mjs';
import { requireNode } from './lib/node-version.mjs';

requireNode();

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tiersArg = process.argv.find((a) => a.startsWith('--tiers='));
const tiers = tiersArg ? tiersArg.slice('--tiers='.length).split(',') : ['unit', 'api', 'e2e'];
const tmp = path.join(ROOT, '.tmp');
mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

/** The unit tier is two Vitest projects: 'unit' (Node) and 'web' (the web app's modules, on React). */
const PROJECTS = { unit: ['unit', 'web'], api: ['api'] };

function vitestTier(project) {
  const out = path.join(tmp, `vitest-${project}.json`);
  rmSync(out, { force: true });
  console.log(
    `\n=== ${project} tests${project === 'api' ? (process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)') : ''} ===`,
  );
  const code = run('npx', [
    'vitest',
    'run',
    ...PROJECTS[project].flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    problems.push(`${project}: the runner produced no report (exit ${code})`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that fails to load counts as a failure even when no test inside it ran.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  totals.failed += brokenFiles;
  if (code !== 0 && report.numFailedTests === 0 && brokenFiles === 0) {
    problems.push(`${project}: runner exited ${code}`);
    totals.failed += 1;
  }
}

function e2eTier() {
  console.log('\n=== end-to-end tests (Chromium) ===');
  if (!existsSync(CHROMIUM)) {
    const bar = '!'.repeat(78);
    console.log(
      `\n${bar}\n!! CHROMIUM IS MISSING at ${CHROMIUM}: the end-to-end tier is SKIPPED.\n!! Install it with:  sudo apt-get install -y chromium fonts-noto-core\n!! (.ci/run installs it, so CI always runs this tier.)\n${bar}\n`,
    );
    problems.push('e2e skipped: Chromium missing');
    return;
  }
  ensureBuilt();
  const out = path.join(tmp, 'playwright.json');
  rmSync(out, { force: true });
  const code = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) {
    problems.push(`e2e: the runner produced no report (exit ${code})`);
    totals.failed += 1;
    return;
  }
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (code !== 0 && stats.unexpected === 0) {
    problems.push(`e2e: runner exited ${code}`);
    totals.failed += 1;
  }
}

for (const tier of tiers) {
  if (tier === 'unit' || tier === 'api') vitestTier(tier);
  else if (tier === 'e2e') await e2eTier();
  else throw new Error(`Unknown tier ${tier}`);
}

if (process.env.TEST_TOTALS_FILE) appendFileSync(process.env.TEST_TOTALS_FILE, `${JSON.stringify(totals)}\n`);
for (const p of problems) console.log(`note: ${p}`);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
// CI reads this line alone: nothing else may share it.
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
