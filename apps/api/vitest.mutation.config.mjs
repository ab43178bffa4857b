// @ts-check
import { defineConfig, mergeConfig } from 'vitest/config';
import { selectedApiModule } from './mutation.modules.mjs';
import base from './vitest.config.ts';

/**
 * Stryker's run of one module (stryker.config.mjs): only that module's test files. (Not through mergeConfig's
 * `include`: it appends arrays, which kept the base's `src/**\/*.test.ts` and ran the whole API suite.) Tests get 4×
 * the usual time: with coverage instrumentation on a loaded 2-core machine, a test that hashes many passwords can pass
 * 30 s, and one test failing in the initial run stops the whole run.
 */
const config = mergeConfig(
  base,
  // Cheap argon2 hashing for test users (src/testing/mutation-setup.ts).
  defineConfig({ test: { testTimeout: 120_000, setupFiles: ['src/testing/mutation-setup.ts'] } }),
);
config.test.include = selectedApiModule().tests;
export default config;
