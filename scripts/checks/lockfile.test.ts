// `npm ci` (the first step of .ci/run) refuses a package-lock.json that is out of step with the package.json
// files. One way it drifts without anyone noticing: an `npm install` run over a copied node_modules writes
// only the optional platform packages of this machine (say @swc/core-linux-x64-gnu) and leaves out the rest,
// and `npm ci` on a clean clone then stops with "Missing: @swc/core-darwin-arm64 from lock file". This check
// catches that in `npm test`, before CI does. The fix is `rm -rf node_modules && npm install`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface LockEntry {
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  link?: boolean;
}

/** Where npm would resolve `name` from the package at `at`: its own node_modules, then each parent's. */
function resolves(packages: Record<string, LockEntry>, at: string, name: string): boolean {
  let dir = at;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in packages) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

it('package-lock.json lists every optional dependency of every locked package', () => {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const missing: string[] = [];
  for (const [at, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolves(lock.packages, at, name)) missing.push(`${at || '(root)'} → ${name}`);
    }
  }
  expect(missing, 'run `rm -rf node_modules && npm install` to write the full lock file').toEqual([]);
});

// A second way: a locked package that asks for a dist-tag instead of a version range
// (@paulirish/trace_engine, under lighthouse, wants `third-party-web: "latest"`). `npm ci` resolves the tag
// against the registry of the day, so the lock goes stale the day the tag moves ("Missing:
// third-party-web@0.30.0 from lock file") with no change here. Every such dependency is pinned in the root
// package.json's `overrides`, which `npm ci` honours instead of the tag.
it('every dependency asked for by a dist-tag is pinned by an override', () => {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    overrides?: Record<string, unknown>;
  };
  const unpinned: string[] = [];
  for (const [at, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const wanted = { ...entry.dependencies, ...entry.optionalDependencies };
    for (const [name, spec] of Object.entries(wanted)) {
      const isTag = /^[a-z][\w.-]*$/i.test(spec) && !/^(npm|file|link|git|workspace):/.test(spec);
      if (isTag && typeof root.overrides?.[name] !== 'string') unpinned.push(`${at} → ${name}@${spec}`);
    }
  }
  expect(unpinned, 'pin each in package.json "overrides" to the locked version').toEqual([]);
});
