import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'routes', include: ['test/**/*.test.ts'], exclude: ['test/provider/**'], environment: 'node' } },
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
