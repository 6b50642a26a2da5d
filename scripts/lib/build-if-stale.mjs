// Rebuilds only when a source file is newer than the last build, so warm starts skip the build.
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

export function ensureBuilt({ force = false } = {}) {
  if (!force && !isStale()) return false;
  console.log('[arogya] building the web app and the API (only when sources change)...');
  const res = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('[arogya] build failed');
    process.exit(res.status ?? 1);
  }
  writeFileSync(STAMP, new Date().toISOString());
  return true;
}
