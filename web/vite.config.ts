import { defineConfig } from 'vitest/config';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configNoCache } from './build-tools/config-no-cache.ts';
import { firstLoadChunk } from './build-tools/first-load-chunk.ts';
import { serviceWorker } from './build-tools/service-worker.ts';
import { securityHeaders } from './src/config/security-headers.ts';

/**
 * Where the same-origin proxy sends /wps, /lgw and /__admin: the fake backend, which forwards to the real one
 * (its BACKEND_URL) the routes its scenario passes through. API_PROXY_TARGET skips the fake altogether.
 */
const backend = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.MOCK_SERVER_PORT ?? '4000'}`;
const proxy = Object.fromEntries(['/wps', '/lgw', '/__admin'].map((p) => [p, { target: backend, changeOrigin: true }]));
/** The served build's headers, from the hosts its config.json names; the dev server sends none, so HMR needs no allowance. */
const headers = securityHeaders(
  JSON.parse(readFileSync(process.env.RUNTIME_CONFIG ?? new URL('public/config.json', import.meta.url), 'utf8')),
);

const library = (names: string) => new RegExp(String.raw`node_modules[\/](\.pnpm[\/][^\/]+[\/]node_modules[\/])?(${names})[\/]`);
/**
 * The libraries every page needs, in two chunks: they change less often than the app, and gzip better together. React
 * apart from the rest, so a phone evaluates them in two tasks (main.tsx imports React's first), not one long one.
 */
const reactLibs = library('react|react-dom|scheduler');
const framework = library(
  'react-router|i18next|react-i18next|@reduxjs|redux|redux-saga|@redux-saga|reselect|immer|react-redux|use-sync-external-store',
);
const shell = firstLoadChunk(fileURLToPath(new URL('src/', import.meta.url)), [
  fileURLToPath(new URL('src/app/start.tsx', import.meta.url)),
]);
/**
 * Test files that need a fresh worker: one replaces a module (vi.mock) for its own run; the frame-page test
 * failed about one run in three in a shared worker (its last balance read never came; cause not found).
 */
const mocking = [
  'src/app/chunk-failure.test.tsx',
  'src/features/identity/session/use-frame-page.test.tsx',
  // Renders with the server renderer beside the client one: its leftover context markers stay in its own worker.
  'src/entry-server.test.tsx',
];

export default defineConfig({
  plugins: [react(), shell.plugin, configNoCache(), serviceWorker(fileURLToPath(new URL('src/', import.meta.url)))],
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true, proxy, headers },
  build: {
    target: 'es2022',
    // No <link rel="modulepreload"> for what a dynamic import needs: each import added one per file from the main
    // thread, and the start (main.tsx's imports, the page, the games feature, the schemas) is made of them. Measured
    // (Lighthouse mobile against the production server, 3 runs each, nothing else changed): TBT medians 364 -> 16 ms on
    // `/` and 138 -> 59 ms on `/rng`, and the page interactive sooner (3.4 -> 2.95 s); the browser finds the files as it
    // reads each import.
    modulePreload: false,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // One stylesheet, linked by index.html: a server-rendered page is styled at its first paint. Split per chunk, a lazy
    // page's CSS (the home page's, the games cards') came only when its script ran, and the page moved (CLS 0.70 on
    // `/` in Lighthouse mobile). All of it is about 15 KB gzipped; the server could link the route's own instead.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports, which the entry and the app's chunks both use: a chunk of its own, so
            // the entry (main.tsx) fetches nothing else before the first paint.
            { name: 'preload', test: /vite\/preload-helper/, priority: 3 },
            { name: 'react', test: reactLibs, priority: 2 },
            { name: 'framework', test: framework, priority: 2 },
            { name: 'shell', test: shell.test, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.pact.test.ts', ...mocking],
          setupFiles: ['src/test/setup.ts'],
          // An upper bound for a busy 2-core machine (the boundaries test runs ESLint over the tree); tests wait for conditions.
          testTimeout: 30_000,
          // Each test renders its own store, router and i18n, and src/test/setup.ts empties the DOM and the storages
          // after it: one jsdom per worker instead of one per file (a third of the time went into building them).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocking',
          environment: 'jsdom',
          include: mocking,
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The production server (web/server): Fastify in Node, against a stand-in entry and backend.
        test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'pact',
          environment: 'node',
          include: ['src/**/*.pact.test.ts'],
          fileParallelism: false,
          // One worker, one import of Pact and the catalogue for every file (the import was half the time); each file
          // declares its own PactV3 and interactions, so nothing is shared between files but the loaded modules.
          isolate: false,
          globalSetup: ['src/test/pact-global-setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
