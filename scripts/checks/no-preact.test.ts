// React's own react-dom renders the web app (docs/ARCHITECTURE.md#start-up-steps): no renderer is aliased over
// React. Fails when Preact is back in the lockfile or in a built chunk, or when the JavaScript that '/' loads
// at start (apps/web/dist/index.html's entry and the chunks it imports) is not React DOM. Builds first
// when the sources changed since the last build (scripts/lib/build-if-stale.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ensureBuilt, ROOT } from '../lib/build-if-stale.mjs';

const ASSETS = path.join(ROOT, 'apps/web/dist/assets');

beforeAll(() => {
  // Vitest runs with NODE_ENV=test, which the build would inherit and answer with React's development build.
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    ensureBuilt();
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}, 600_000);

it('the lockfile holds no Preact package', () => {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<
      string,
      { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }
    >;
  };
  const found = Object.entries(lock.packages).flatMap(([where, entry]) => [
    ...(/(^|\/)node_modules\/(@[^/]+\/)?[^/]*preact[^/]*$/.test(where) ? [where] : []),
    ...Object.keys({ ...entry.dependencies, ...entry.devDependencies })
      .filter((name) => name.includes('preact'))
      .map((name) => `${where || '(root)'} -> ${name}`),
  ]);
  expect(found).toEqual([]);
});

it('no built chunk contains Preact', () => {
  const chunks = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  const withPreact = chunks.filter((name) => /preact/i.test(readFileSync(path.join(ASSETS, name), 'utf8')));
  expect(withPreact).toEqual([]);
});

/** The entry chunk of index.html and every chunk it imports statically, transitively. */
function startupChunks(): Map<string, string> {
  const html = readFileSync(path.join(ROOT, 'apps/web/dist/index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry module');
  const seen = new Map<string, string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const code = readFileSync(path.join(ASSETS, name), 'utf8');
    seen.set(name, code);
    for (const m of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      if (m[1]) visit(m[1]);
    }
  };
  visit(entry);
  return seen;
}

it("the JavaScript '/' loads at start is React DOM's production build", () => {
  const code = [...startupChunks().values()].join('\n');
  // The production build refers to react.dev/errors for its messages; the development build spells them out.
  expect(code).toContain('https://react.dev/errors/');
  // Names React DOM's client gives the container and the root's event listeners, kept by minifiers.
  expect(code).toContain('__reactContainer$');
  expect(code).toContain('_reactListening');
  expect(code).toContain('hydrateRoot');
});
