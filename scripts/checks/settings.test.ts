// Two promises of the README kept true: its configuration tables name every setting the code reads from the
// environment, and the Node versions `engines` states are ones every locked dependency accepts (npm warns
// EBADENGINE otherwise).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'dist', '.tmp', 'data', 'drizzle']);

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(full);
  }
  return found;
}

it('the README names every setting the code reads from the environment', () => {
  const names = new Set<string>();
  for (const dir of ['apps', 'packages', 'scripts', 'e2e']) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)) names.add(m[1] ?? '');
    }
  }
  // The API's settings are the keys of its parsed environment (apps/api/src/config/env.ts).
  const env = readFileSync(path.join(ROOT, 'apps/api/src/config/env.ts'), 'utf8');
  for (const m of env.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) names.add(m[1] ?? '');
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const missing = [...names].filter((name) => !readme.includes(`\`${name}\``)).sort();
  expect(missing).toEqual([]);
});

type Version = [number, number, number];

function parse(text: string): Version {
  const [a = 0, b = 0, c = 0] = text.replace(/^v/, '').split('.').map(Number);
  return [a, b, c];
}
const cmp = (x: Version, y: Version) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];

/** Whether `v` satisfies an npm range of the forms packages use for `engines.node`. */
function satisfies(v: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/^(\S+)\s+-\s+(\S+)$/, '>=$1 <=$2')
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .replace(/(\.[x*])+$/, '')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const m = /^(\^|~|>=|<=|>|<|=)?v?(\d+(?:\.\d+){0,2}|\*|x)$/.exec(comparator);
        if (!m) throw new Error(`Cannot read the range "${range}"`);
        const [, op = '', text = ''] = m;
        if (text === '*' || text === 'x') return true;
        const parts = text.split('.').length;
        const base = parse(text);
        const next: Version =
          op === '^' || (op === '' && parts === 1)
            ? [base[0] + 1, 0, 0]
            : op === '~' || (op === '' && parts === 2)
              ? [base[0], base[1] + 1, 0]
              : base;
        if (op === '^' || op === '~' || (op === '' && parts < 3))
          return cmp(v, base) >= 0 && cmp(v, next) < 0;
        const c = cmp(v, base);
        return op === '>='
          ? c >= 0
          : op === '>'
            ? c > 0
            : op === '<='
              ? c <= 0
              : op === '<'
                ? c < 0
                : c === 0;
      }),
  );
}

it("`engines.node` allows only Node versions every locked dependency's engines allow", () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }>;
  };
  // A binary for 32-bit Windows may allow Node 20 only: Node ships no 32-bit Windows build from 23 on, so
  // that range is all its platform can run (sharp's @img/sharp-win32-ia32).
  const win32ia32 = (entry: { os?: string[]; cpu?: string[] }) =>
    entry.os?.join() === 'win32' && entry.cpu?.join() === 'ia32';
  const problems = new Set<string>();
  for (let major = 18; major <= 26; major++) {
    for (let minor = 0; minor <= 25; minor++) {
      const v: Version = [major, minor, 0];
      if (!satisfies(v, pkg.engines.node)) continue;
      for (const [at, entry] of Object.entries(lock.packages)) {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (at && node && !win32ia32(entry) && !satisfies(v, node))
          problems.add(`${at.replace(/.*node_modules\//, '')} (${node})`);
      }
    }
  }
  expect([...problems].sort()).toEqual([]);
});
