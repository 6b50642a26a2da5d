// Node.js 24 LTS (README.md, "Set up"): package.json's engines, the pinned build in .nvmrc that .ci/run installs
// from the npm registry, and the message an older Node gets from npm start / test / dev (scripts/lib/node-version.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MIN_MAJOR, nodeVersionProblem, PINNED } from '../lib/node-version.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('asks for Node 24 or later, and pins a 24.x build that satisfies it', () => {
  expect(MIN_MAJOR).toBeGreaterThanOrEqual(24);
  expect(PINNED).toMatch(/^\d+\.\d+\.\d+$/);
  expect(Number(PINNED.split('.')[0])).toBeGreaterThanOrEqual(MIN_MAJOR);
});

it('refuses an older Node with the version it needs and how to get it', () => {
  const problem = nodeVersionProblem('20.20.2');
  expect(problem).toContain(`Node.js ${MIN_MAJOR} or later`);
  expect(problem).toContain('this is Node.js 20.20.2');
  expect(nodeVersionProblem('22.13.0')).not.toBeNull();
  expect(nodeVersionProblem(PINNED)).toBeNull();
  expect(nodeVersionProblem('v26.1.0')).toBeNull();
});

it('.ci/run installs the pinned build from the npm registry when the machine has an older Node', () => {
  const ci = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
  expect(ci).toContain('$(cat .nvmrc)');
  expect(ci).toMatch(/npm pack --silent "node-linux-\$arch@\$NODE_PINNED"/);
  expect(readFileSync(path.join(ROOT, '.gitignore'), 'utf8')).toMatch(/^\.tools\/$/m);
});

it('npm start stops at once on an older Node (when the machine has one)', () => {
  const old = '/usr/bin/node';
  const version = spawnSync(old, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  if (version.status !== 0 || Number(version.stdout.split('.')[0]) >= MIN_MAJOR) return;
  const run = spawnSync(old, ['scripts/start.mjs'], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`Arogya needs Node.js ${MIN_MAJOR} or later`);
});
