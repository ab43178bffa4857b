import type { TestUserConfig } from 'vitest/config';

/**
 * Vitest settings of a package whose tests run against the API on the run's own PostgreSQL database: its
 * src/testing/global-setup.ts creates the database (migrated) and drops it after. Used by this package and by
 * packages/client.
 */
export const databaseSuite = {
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestUserConfig;
