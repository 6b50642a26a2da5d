// After the web build: which JavaScript files each lazily loaded page needs, so the server names them in a
// rendered page's head as <link rel="modulepreload"> (docs/ARCHITECTURE.md#server-rendered-pages). Reads
// Vite's manifest (dist/.vite/manifest.json) and the page groups (src/app/{care,lab,pharmacy}-pages.ts),
// writes dist/.vite/page-preloads.json: { "care-pages:doctorDetails": ["/assets/care-pages-….js", …] }, and
// the same for every lazily loaded module by its source ("src/features/content/routes/home.tsx").
// The entry chunk and what it imports are left out (the page loads them already), and so is CSS (one
// stylesheet for the whole app, linked by index.html).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PAGE_GROUPS = ['care-pages', 'lab-pages', 'pharmacy-pages'];

/** `name: () => import('../features/x/routes/y.tsx'),` lines of a page group module, as [name, source]. */
export function pagesOf(groupSource) {
  return [...groupSource.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/([^']+)'\),?$/gm)].map(
    ([, name, rel]) => [name, `src/${rel}`],
  );
}

/** The files a manifest entry needs (itself and its static imports, deeply), minus those in `loaded`. */
export function filesOf(manifest, key, loaded) {
  const files = [];
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const entry = manifest[k];
    if (!entry) throw new Error(`page-preloads: ${k} is not in the build manifest`);
    if (!loaded.has(entry.file)) files.push(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

export function pagePreloads(manifest, groups) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('page-preloads: the build manifest has no entry');
  const loaded = new Set();
  const visitEntry = (k) => {
    const entry = manifest[k];
    if (!entry || loaded.has(entry.file)) return;
    loaded.add(entry.file);
    for (const imported of entry.imports ?? []) visitEntry(imported);
  };
  visitEntry(entryKey);
  const result = {};
  for (const [key, entry] of Object.entries(manifest)) {
    if (entry.isDynamicEntry) result[key] = filesOf(manifest, key, loaded);
  }
  for (const [group, source] of Object.entries(groups)) {
    const groupFiles = filesOf(manifest, `src/app/${group}.ts`, loaded);
    const pages = pagesOf(source);
    if (pages.length === 0) throw new Error(`page-preloads: no pages found in src/app/${group}.ts`);
    for (const [name, file] of pages) {
      result[`${group}:${name}`] = [...new Set([...groupFiles, ...filesOf(manifest, file, loaded)])];
    }
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = path.resolve(process.argv[2] ?? 'apps/web');
  const manifest = JSON.parse(readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8'));
  const groups = Object.fromEntries(
    PAGE_GROUPS.map((g) => [g, readFileSync(path.join(web, `src/app/${g}.ts`), 'utf8')]),
  );
  const result = pagePreloads(manifest, groups);
  writeFileSync(path.join(web, 'dist/.vite/page-preloads.json'), `${JSON.stringify(result, null, 1)}\n`);
  console.log(`page-preloads: ${Object.keys(result).length} pages`);
}
