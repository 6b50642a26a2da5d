// `npm test`: every tier — unit, API (PGlite, or PostgreSQL when DATABASE_URL is set), end-to-end in Chromium —
// then one closing line `N passed, N failed` for CI.
//   node scripts/test.mjs [--tiers=unit,api,e2e]
import { spawn } from 'node:child_process';
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

const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
const problems = [];
/** What a runner wrote last to stderr when it exited with no failed test to explain it. */
const exitOutput = [];

/** The last lines a runner wrote to stderr, printed again beside a failure no test owns (a CI log keeps only its tail). */
let lastErrorLines = [];

/** Runs a command with the terminal's stdout; its stderr is passed through and its last 25 lines kept. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ['inherit', 'inherit', 'pipe'],
      env: { ...process.env, ...env },
    });
    let tail = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-16_000);
    });
    child.on('close', (code, signal) => {
      lastErrorLines = tail
        .split('\n')
        .filter((l) => l.trim())
        .slice(-25);
      resolve(signal ? `killed by ${signal}` : code);
    });
  });
}

/** A runner's exit that no failed test explains, with what it last wrote to stderr. */
function runnerExit(name, code, where = '') {
  problems.push(
    `${name}: runner ${typeof code === 'number' ? `exited ${code}` : code}${where} (an unhandled error, or its worker died? its last stderr lines are printed above the count)`,
  );
  exitOutput.push(`--- ${name}: the runner's last stderr lines ---`, ...lastErrorLines);
  totals.failed += 1;
}

/** The unit tier is two Vitest projects: 'unit' (Node) and 'web' (the web app's modules, on React). */
const PROJECTS = { unit: ['unit', 'web'], api: ['api'] };

async function vitestTier(project) {
  const out = path.join(tmp, `vitest-${project}.json`);
  rmSync(out, { force: true });
  console.log(
    `\n=== ${project} tests${project === 'api' ? (process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)') : ''} ===`,
  );
  const args = [
    'vitest',
    'run',
    ...PROJECTS[project].flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  let code = await run('npx', args);
  // A runner that failed before any test ran (its worker never started or died at once: no report, or a report of
  // no tests) is the machine's failure, not a test's: its stderr is kept for the log and it runs once more.
  const ranNothing = () => {
    if (!existsSync(out)) return true;
    const report = JSON.parse(readFileSync(out, 'utf8'));
    return report.numPassedTests + report.numFailedTests === 0;
  };
  if (code !== 0 && ranNothing()) {
    exitOutput.push(
      `--- ${project}: the runner ran no test (exit ${code}) and ran again; its last stderr lines ---`,
      ...lastErrorLines,
    );
    console.log(`\n=== ${project}: the runner ran no test (exit ${code}); running it again ===`);
    rmSync(out, { force: true });
    code = await run('npx', args);
  }
  if (!existsSync(out)) {
    problems.push(`${project}: the runner produced no report (exit ${code})`);
    exitOutput.push(`--- ${project}: the runner's last stderr lines ---`, ...lastErrorLines);
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
  const root = `${ROOT}${path.sep}`;
  for (const file of report.testResults) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    if (file.status === 'failed' && file.assertionResults.length === 0)
      totals.failures.push(`${project}: ${where} (did not load)`);
    for (const t of file.assertionResults) {
      if (t.status === 'failed') totals.failures.push(`${project}: ${where} > ${t.fullName}`);
    }
  }
  if (code !== 0 && report.numFailedTests === 0 && brokenFiles === 0) {
    // Vitest exits 1 on an error no test caught (an 'Unhandled Errors' block in the log above) with every test passed,
    // or when its worker process died: the file then under way is listed with its tests 'pending' (or none), later
    // files not at all.
    const cut = report.testResults.find(
      (f) => f.assertionResults.length === 0 || f.assertionResults.some((t) => t.status === 'pending'),
    );
    const at = cut?.name.startsWith(root) ? cut.name.slice(root.length) : cut?.name;
    runnerExit(project, code, at ? ` during ${at}` : '');
  }
}

async function e2eTier() {
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
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) {
    problems.push(`e2e: the runner produced no report (exit ${code})`);
    totals.failed += 1;
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(out, 'utf8'));
  // Playwright's report nests suites (file, describe blocks) around specs; a spec whose test ended 'unexpected' failed.
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'unexpected'))
        totals.failures.push(`e2e: ${[...trail, spec.title].join(' > ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of suites ?? []) walk(suite, [suite.title]);
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (code !== 0 && stats.unexpected === 0) runnerExit('e2e', code);
}

for (const tier of tiers) {
  if (tier === 'unit' || tier === 'api') await vitestTier(tier);
  else if (tier === 'e2e') await e2eTier();
  else throw new Error(`Unknown tier ${tier}`);
}

// A failure that is no test's (a runner's exit, a missing report) is named beside the tests' too.
totals.failures.push(...problems.filter((p) => !p.startsWith('e2e skipped')));
if (process.env.TEST_TOTALS_FILE)
  appendFileSync(process.env.TEST_TOTALS_FILE, `${JSON.stringify({ ...totals, exitOutput })}\n`);
for (const p of problems.filter((p) => !totals.failures.includes(p))) console.log(`note: ${p}`);
for (const line of exitOutput) console.log(line);
// The failed tests' names come last, beside the count, where a log cut to its tail still shows them.
for (const f of totals.failures) console.log(`failed: ${f}`);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
// CI reads this line alone: nothing else may share it.
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
