import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
