import { defineConfig, devices } from '@playwright/test';

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4100);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
const reports = process.env.REPORTS_DIR;
/** Another build to serve (a second checkout's or a helper's), instead of web/dist. */
const outDir = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : '';

/** A phone: Pixel 7's user agent, touch and 3x pixels at 390 x 844. */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

/**
 * End to end: the built web and a live fake, in Debian's Chromium. The web is served by the production server with
 * E2E_SERVER=ssr (npm test), else by vite preview (both proxy to the fake).
 */
export default defineConfig({
  testDir: 'e2e',
  // The production server's own check needs it in front (E2E_SERVER=ssr); vite preview serves no rendered page.
  testIgnore: process.env.E2E_SERVER === 'ssr' ? [] : ['server-render.spec.ts'],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  // Two, one a core: the suite is bound by the CPU (Chromium's boot and rendering). A third worker made each test
  // half as slow again and the whole no shorter (542 s for 128 tests against about 520 s with two); E2E_WORKERS to try.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Upper bounds for a busy 2-core machine (waits are for conditions, so a passing test takes no longer for them).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: reports ? [['list'], ['json', { outputFile: `${reports}/e2e.json` }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    // A trace costs a fifth of the suite's time and CI keeps no files: E2E_TRACE=retain-on-failure records them where you debug.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // The built site registers a service worker (src/shared/pwa): page.route never sees what a worker answers, so
    // the tests run without it; e2e/pwa.spec.ts allows it, as a player's browser does.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop' },
    {
      // A phone: Chromium with a phone's viewport, touch and user agent, over the tests tagged @phone: the walks whose
      // layout at 390 px matters (the drawer, the header, dialogs and pages that fit the screen). Every other test
      // checks what the desktop project already proves, whatever the width (web/e2e/README.md says which and why).
      name: 'phone',
      grep: /@phone/,
      use: phone,
    },
  ],
  webServer: [
    {
      // Started with node itself, never through the pnpm shim, so stopping it stops the server.
      command: `node --import tsx src/server.ts --port ${MOCK_PORT} --quiet`,
      cwd: '../mock-server',
      url: `http://127.0.0.1:${MOCK_PORT}/__admin/scenario`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // E2E_SERVER=ssr: the production server (web/server, server-rendered pages; build first with pnpm build:ssr), a
    // render budget a busy 2-core machine meets; otherwise vite preview of the static build.
    process.env.E2E_SERVER === 'ssr'
      ? {
          command: 'node server/main.ts',
          env: {
            MOCK_SERVER_PORT: String(MOCK_PORT),
            WEB_PORT: String(WEB_PORT),
            RENDER_BUDGET_MS: process.env.RENDER_BUDGET_MS ?? '3000',
            // Every test changes the fake's scenario: a page cached under another scenario would be stale.
            HTML_CACHE_MS: '0',
          },
          url: `http://127.0.0.1:${WEB_PORT}/`,
          reuseExistingServer: false,
          timeout: 60_000,
        }
      : {
          command: `node node_modules/vite/bin/vite.js preview --port ${WEB_PORT} --strictPort${outDir}`,
          env: { MOCK_SERVER_PORT: String(MOCK_PORT) },
          url: `http://127.0.0.1:${WEB_PORT}/`,
          reuseExistingServer: false,
          timeout: 60_000,
        },
  ],
});
