// Bundles the API into dist/server.js and dist/pglite-worker.js; npm dependencies stay external, the workspace contracts are inlined.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  // The PGlite thread is its own file: db/pglite/remote-client.ts starts dist/pglite-worker.js.
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    { in: 'src/db/pglite/worker.ts', out: 'pglite-worker' },
    // For `npm run bench`, which replays routes' SQL through the same prepared-statement path.
    { in: 'src/db/pglite/prepared-statements.ts', out: 'pglite-prepared-statements' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@arogya/')),
  logLevel: 'warning',
});
