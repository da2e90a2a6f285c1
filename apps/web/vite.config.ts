import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_START_SHARED, earlyStartEntry, isEarlyStartEntry } from './vite/early-start-entry.ts';
import { precompress } from './vite/precompress.ts';

const API_TARGET = 'http://127.0.0.1:3000';

// The service worker precaches the app shell only: html, the entry and route chunks, css, the
// bundled Sarabun woff2 files and icons, each under 1 MiB. Heavy on-demand assets (pdf.js worker,
// DICOM codecs, wasm) stay out of the precache and are cached at runtime when first used.
const PRECACHE_MAX_BYTES = 1024 * 1024;

export default defineConfig({
  plugins: [
    react(),
    // The signing page's early start runs before the app's entry (src/early-start.ts).
    earlyStartEntry(),
    // Brotli and gzip copies of the built files, served as they are by the server (preCompressed).
    precompress(),
    VitePWA({
      registerType: 'prompt',
      // src/app/register-service-worker.ts registers it, so tests and dev stay free of it.
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'ยิ้ม Yim',
        short_name: 'ยิ้ม',
        description: 'ระบบบริหารคลินิกทันตกรรมบนคลาวด์',
        lang: 'th',
        start_url: '/clinic',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b7f73',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Icons and the manifest are added by the plugin itself (includeAssets, manifest icons).
        globPatterns: ['**/*.{html,js,css,woff2}'],
        // The DICOM viewer's page, decoder library, worker and codecs (codec glue, emscripten
        // *wasm_decode* loaders) and pdf.js are fetched when first used, then cached at runtime:
        // a first visit does not download them (no image can be read offline anyway). The signing
        // page (pdf.js and Konva, 750 KB, and pdf-lib, 420 KB, loaded apart for the export) likewise:
        // it is opened online, from the patient record.
        globIgnores: [
          '**/*.wasm',
          '**/pdf.worker*',
          '**/*codec*',
          '**/*wasm_decode*',
          '**/*.worker-*.js',
          '**/dicom-*.js',
          '**/signing-page-*.js',
          '**/build-signed-pdf-*.js',
        ],
        maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
        navigateFallback: '/index.html',
        // API, account host and media are never answered with the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/o\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Hashed assets left out of the precache (large chunks, workers, wasm).
            urlPattern: /\/assets\/.+\.(?:js|mjs|wasm|css)$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'yim-large-assets',
              expiration: { maxEntries: 30, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ],
  // Module workers, so the DICOM worker keeps each codec in its own lazily loaded chunk.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      // A RegExp key: a plain '/o' prefix would also capture the /oauth2 page.
      '^/o/': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the entry needs before the first page is drawn ($initial: statically reachable from
        // main.tsx) comes in two chunks instead of ~35 small ones, fewer requests and one
        // compression context each (measured on /login: 174.9 → 163.8 KiB brotli): the libraries
        // (React, the router, i18next, React Query and the Mantine parts the shell draws), which
        // change only with a dependency, and the app's own shell code. Only modules the entry
        // needs are captured; everything else, Mantine's other components, feature libraries
        // (pdf.js, DICOM codecs, the calendar), zod and dayjs, stays in the lazy chunks of the
        // pages that use them. A group by package name alone (the former 'data' group of React
        // Query and i18next) would load every part any page uses (useQueries, <Trans>) on /login.
        // The early entry (src/early-start.ts) stays apart from both, with the two modules it
        // shares with the app's entry, so that it runs before the app's entry has arrived.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'early-start-shared', test: EARLY_START_SHARED, priority: 1 },
            { name: 'shell', test: (id) => !isEarlyStartEntry(id), tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
