import { defineConfig } from 'vitest/config';
// By path, not as @hairsalon/api/…: Vitest leaves a package's imports to Node, which cannot load TypeScript (Node 20).
import { databaseSuite } from '../../apps/api/src/testing/database-suite.ts';

// The integration tests start the real API on a PostgreSQL database of the run's own (src/testing/global-setup.ts).
export default defineConfig({ test: databaseSuite });
