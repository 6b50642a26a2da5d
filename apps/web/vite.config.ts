import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The icons the home page draws before any section is scrolled near (features/content/components/home/,
 * emergency-note.tsx), by file name (an alias such as triangle-alert, and the file it re-exports); one missed
 * here brings the whole icons chunk to '/', which e2e/bundle-budget.spec.ts sees.
 */
const HOME_ICONS =
  /[\\/]icons[\\/](file-up|flask-conical|id-card|mail|phone|pill|search|stethoscope|triangle-alert|triangle-exclamation-point|video)\.m?js$/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: true, ws: true },
    },
  },
  // The server renderer (src/entry-server.tsx, `vite build --ssr`): the workspace contracts are TypeScript
  // sources, so they are bundled in; npm packages stay external and are imported from node_modules.
  ssr: { noExternal: ['@arogya/contracts'] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module '/' imports statically stays in the entry chunk. Without this, a module shared by
          // the entry and lazy pages (e.g. contracts/constants, lib/storage) may be split into a chunk of
          // its own, which '/' then downloads as an extra file (budget: 125 KB gzipped, e2e/bundle-budget).
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What the lazy pages share, in a few chunks rather than one per module: a doctor's page loaded 39
            // chunks, each a request, a preload link Vite's loader appends at start-up (about 2.7 ms each
            // on this machine, x4 on the phone preset) and a module to compile (docs/bench.md#lighthouse).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The icons, but for those the home page's first screen draws, which stay with it: '/' would
            // otherwise download every icon of the app (8 KB gzipped of its 125 KB budget).
            {
              name: 'icons',
              test: (id: string) => /node_modules[\\/]lucide-react[\\/]/.test(id) && !HOME_ICONS.test(id),
            },
          ],
        },
      },
    },
  },
});
