// scripts/page-preloads.mjs: the files each lazily loaded page needs, from Vite's manifest and the page
// groups, without the entry's own files; and every page of the real groups is named.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { PAGE_GROUPS, pagePreloads, pagesOf } from '../page-preloads.mjs';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_ui.js': { file: 'assets/ui-1.js', imports: ['_shared.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-1.js' },
  'src/app/care-pages.ts': { file: 'assets/care-pages-1.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/features/doctors/routes/doctors.tsx': {
    file: 'assets/doctors-1.js',
    isDynamicEntry: true,
    imports: ['_ui.js'],
    css: ['assets/index-1.css'],
  },
};

describe('page-preloads', () => {
  it("lists a group page's files: the group module, the page, its imports deeply, not the entry's", () => {
    const result = pagePreloads(manifest, {
      'care-pages':
        "export const carePages = {\n  doctors: () => import('../features/doctors/routes/doctors.tsx'),\n};\n",
    });
    expect(result['care-pages:doctors']).toEqual([
      '/assets/care-pages-1.js',
      '/assets/doctors-1.js',
      '/assets/ui-1.js',
      '/assets/icons-1.js',
    ]);
    // Every lazily loaded module by its source too.
    expect(result['src/features/doctors/routes/doctors.tsx']).toEqual([
      '/assets/doctors-1.js',
      '/assets/ui-1.js',
      '/assets/icons-1.js',
    ]);
  });

  it('refuses a page the manifest does not know, and a group with no pages', () => {
    expect(() =>
      pagePreloads(manifest, { 'care-pages': "  gone: () => import('../features/gone.tsx'),\n" }),
    ).toThrow(/src\/features\/gone.tsx is not in the build manifest/);
    expect(() => pagePreloads(manifest, { 'care-pages': 'export const carePages = {};' })).toThrow(
      /no pages found/,
    );
  });

  it('reads every page of the real group modules (a line the pattern misses would go unpreloaded)', () => {
    for (const group of PAGE_GROUPS) {
      const source = readFileSync(path.join(__dirname, `../../apps/web/src/app/${group}.ts`), 'utf8');
      const imports = source.match(/import\(/g)?.length ?? 0;
      expect(pagesOf(source).length, group).toBe(imports);
    }
  });

  it("names each page of router.tsx by the file it imports (the server finds that page's files by it)", () => {
    const router = readFileSync(path.join(__dirname, '../../apps/web/src/app/router.tsx'), 'utf8');
    const named = [...router.matchAll(/page\(\s*\(\) => import\('([^']+)'\),\s*'([^']+)',?\s*\)/g)];
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const [, imported = '', source] of named) {
      expect(source).toBe(path.posix.join('src/app', imported));
    }
  });
});
