// Rebuilds only when a source file is newer than the last build, so warm starts skip the build. The build's
// own report (Vite's table of every chunk, a few hundred lines) is for `npm run build`; here it is kept out
// of the way: one line while it builds, one when done, and the whole report only when the build fails. A
// warning or an error line is still printed, so nothing the build says about a problem is hidden.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STAMP = path.join(ROOT, 'apps/api/dist/.build-stamp');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/api/src',
  'apps/api/build.mjs',
  'packages/contracts/src',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

export function isStale() {
  if (!existsSync(STAMP) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built);
}

/**
 * A line of the build's report that tells of a problem, as Vite, Rolldown, esbuild and npm spell them
 * ('WARN', '(!)', 'error'); the chunk table's lines ('dist/assets/route-error-x.js  1.2 kB') are not.
 */
export const isProblemLine = (line) =>
  !/^\s*dist(-ssr)?\//.test(line) && (/\b(warn(ing)?|error|failed)\b/i.test(line) || line.includes('(!)'));

/** Runs `npm run build`, its report kept rather than printed. */
function build() {
  const res = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // No colour codes in a report that is read only when something went wrong.
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return {
    code: res.status ?? 1,
    report: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? String(res.error) : ''}`,
  };
}

export function ensureBuilt({ force = false } = {}) {
  if (!force && !isStale()) return false;
  const started = Date.now();
  console.log('[arogya] building the web app and the API (only when their sources change)...');
  const { code, report } = build();
  if (code !== 0) {
    process.stderr.write(report);
    console.error(`[arogya] build failed (exit ${code}); the report is above`);
    process.exit(code);
  }
  const problems = report.split('\n').filter(isProblemLine);
  for (const line of problems) console.warn(`[arogya] build: ${line.trim()}`);
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`[arogya] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
