import { defineConfig } from 'vitest/config';

/** Test files that replace a module (vi.mock) for their own run: each needs a fresh worker. */
const mocking = ['test/identity/login-lock.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'routes',
          include: ['test/**/*.test.ts'],
          exclude: ['test/provider/**', ...mocking],
          environment: 'node',
          // Every test builds its own app and world (test/helpers): nothing leaks between files, so one worker runs
          // them all instead of a fresh one per file (about four times as fast: the imports are paid once).
          isolate: false,
        },
      },
      { test: { name: 'routes-mocking', include: mocking, environment: 'node' } },
      {
        test: {
          name: 'provider',
          include: ['test/provider/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
