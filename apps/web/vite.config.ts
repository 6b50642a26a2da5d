import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileSourceMessages } from './vite-plugins/compile-source-messages.ts';

/**
 * The icons the home page draws before any section is scrolled near (features/content/components/home/,
 * emergency-note.tsx), by file name (an alias such as triangle-alert, and the file it re-exports); one missed
 * here brings the whole icons chunk to '/', which e2e/bundle-budget.spec.ts sees.
 */
const HOME_ICONS =
  /[\\/]icons[\\/](file-up|flask-conical|id-card|mail|phone|pill|search|stethoscope|triangle-alert|triangle-exclamation-point|video)\.m?js$/;

const BRAND = '#0f766e';

/**
 * The web app is installable (docs/screens.md#add-to-home-screen): vite-plugin-pwa writes the manifest and
 * its <link>, draws the icons from public/favicon.svg at build (@vite-pwa/assets-generator, with sharp: PNG
 * 64/192/512, maskable 192/512 on the brand's teal, Apple's 180) and builds the one service worker,
 * src/sw.ts, with workbox. Its 'injectManifest' strategy, not 'generateSW': our pages are rendered on the
 * server, so a navigation must go to the network (an app-shell fallback would serve the browser-only shell
 * for every page); src/sw.ts answers a failed navigation with the precached offline page only. The worker
 * precaches that page and the icons, never the app's code. It is registered by src/lib/register-sw.ts after
 * the page has loaded, not by a script in the page's head.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Arogya: doctors, lab tests and medicines',
    short_name: 'Arogya',
    description:
      'Find a doctor and book, consult by video or audio, book lab tests with home sample collection and buy medicines, across India.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND,
    categories: ['health', 'medical'],
  },
  pwaAssets: {
    image: 'public/favicon.svg',
    preset: {
      transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
      // A maskable icon is cropped to a circle or a squircle: the cross sits inside the safe zone on teal.
      maskable: { sizes: [192, 512], padding: 0.3, resizeOptions: { background: BRAND } },
      apple: { sizes: [180], padding: 0.3, resizeOptions: { background: BRAND } },
    },
    overrideManifestIcons: true,
  },
  injectManifest: {
    globPatterns: ['offline.html', 'favicon.svg'],
    // A classic script: every browser with service workers runs it (module workers are newer).
    rollupFormat: 'iife',
  },
});

/**
 * react-router's package exports name only its development build, which differs from its production build in
 * one constant (ENABLE_DEV_WARNINGS): the browser's production build takes the production build, whose
 * warnings the minifier then drops ('/''s JavaScript budget, e2e/bundle-budget.spec.ts). Both entry points,
 * so their shared code stays one chunk. Development, tests and the server renderer keep the warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`../../node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The server renderer's build needs no manifest, icons or worker.
  plugins: [
    // Lingui's macros, transformed natively (no Babel); the English text stays in the code, compiled there
    // (compileSourceMessages), so an English page loads no catalog (src/lib/i18n/catalogs.ts).
    lingui({
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
      macroTransform: { macro: { descriptorFields: 'message' } },
    }),
    compileSourceMessages(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [pwa]),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore; @lingui/react's import of the pre-18 shim gets React's own.
      {
        find: 'use-sync-external-store/shim',
        replacement: fileURLToPath(
          new URL('./src/lib/i18n/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
      ...(mode === 'production' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
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
    // No polyfill for <link rel="modulepreload"> (about 0.3 KB gzipped of '/''s 125 KB): Chrome, Edge and
    // Firefox have it natively, Safari since 17; an older browser only skips the preloading, the chunks
    // still load when imported.
    modulePreload: { polyfill: false },
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
}));
