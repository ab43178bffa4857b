import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // Building the demo salon on the embedded database (every migration, then the seed) can take over a minute on a busy
    // two-core machine.
    hookTimeout: 180_000,
  },
});
