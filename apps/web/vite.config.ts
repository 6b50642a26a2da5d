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
  // sources, so they are bundled in; npm packages stay external.
  ssr: { noExternal: ['@arogya/contracts'] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module '/' imports statically stays in the entry chunk. Without this, a module shared by
          // the entry and lazy pages (e.g. contracts/constants, lib/storage) may be split into a chunk of
          // its own, which '/' then downloads as an extra file (budget: 120 KB gzipped, e2e/bundle-budget).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
