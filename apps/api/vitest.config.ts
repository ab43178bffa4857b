import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One PostgreSQL database for the run (src/testing/test-app.ts), created and dropped by the global setup;
    // a few suites also make their own.
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files one at a time keeps the 2-core machine and the PostgreSQL server calm.
    fileParallelism: false,
  },
});
