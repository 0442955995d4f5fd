import { defineConfig } from 'vitest/config';

/**
 * The schemas and the catalogue hold no state between files, so one worker runs them all (vitest's isolate: false,
 * about twice as fast here); the test that mocks zod away to prove a module never imports it needs a fresh one.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['**/*.test.ts'], exclude: ['node_modules/**', 'src/zod-free.test.ts'], isolate: false } },
      { test: { name: 'zod-free', include: ['src/zod-free.test.ts'] } },
    ],
  },
});
