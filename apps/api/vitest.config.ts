import { defineConfig } from 'vitest/config';
import { databaseSuite } from './src/testing/database-suite.ts';

export default defineConfig({
  test: {
    // One PostgreSQL database for the run (src/testing/test-app.ts); a few suites also make their own.
    ...databaseSuite,
    // Files one at a time keeps the 2-core machine and the PostgreSQL server calm.
    fileParallelism: false,
  },
});
