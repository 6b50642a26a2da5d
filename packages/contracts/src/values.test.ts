// The *-values.ts modules (and constants.ts) are what the public pages import from the contracts, so that
// they load no zod (docs/bench.md#lighthouse). Each may import only another of them, never zod or a schema
// module; e2e/bundle-budget.spec.ts checks the same in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const ZOD_FREE = readdirSync(DIR).filter(
  (f) => f.endsWith('-values.ts') || f === 'constants.ts' || f === 'storage-keys.ts',
);

it('the zod-free contract modules import nothing but each other', () => {
  expect(ZOD_FREE.length).toBeGreaterThanOrEqual(7);
  const wrong: string[] = [];
  for (const file of ZOD_FREE) {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)[^'";]*?from\s+'([^']+)'/gm)) {
      const target = spec?.replace(/^\.\//, '') ?? '';
      if (!ZOD_FREE.includes(target)) wrong.push(`${file} imports ${spec}`);
    }
  }
  expect(wrong).toEqual([]);
});

it('each schema module re-exports the values it was split from', async () => {
  const pairs = [
    ['./doctors.ts', './doctors-values.ts'],
    ['./labs.ts', './labs-values.ts'],
    ['./pharmacy.ts', './pharmacy-values.ts'],
    ['./articles.ts', './articles-values.ts'],
    ['./search.ts', './search-values.ts'],
  ] as const;
  for (const [schemas, values] of pairs) {
    const a = (await import(schemas)) as Record<string, unknown>;
    const b = (await import(values)) as Record<string, unknown>;
    for (const name of Object.keys(b)) expect(a[name], `${schemas} ${name}`).toBe(b[name]);
  }
});
