// @ts-check
import { selectedApiModule } from './mutation.modules.mjs';

const module = selectedApiModule();

/**
 * Mutation testing of one API domain module (docs/decisions/017-mutation-testing.md); run from the root with
 * `pnpm test:mutation booking` (or payment, auth).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
  coverageAnalysis: 'perTest',
  // Module-level constants would need every test of the module for each mutant: not worth hours on 2 cores.
  ignoreStatic: true,
  mutate: module.mutate,
  // Two runners, each its own vitest with its own database: the machine has 2 cores, shared with other work.
  concurrency: 2,
  incremental: true,
  incrementalFile: `reports/mutation/${module.name}-incremental.json`,
  // event-recorder writes each mutant's result as it is tested (reports/mutation/<module>-events/*-onMutantTested.json)
  // and the plan with the tests covering each mutant: a run of hours can be read while it goes.
  reporters: ['json', 'html', 'progress-append-only', 'event-recorder'],
  eventReporter: { baseDir: `reports/mutation/${module.name}-events` },
  jsonReporter: { fileName: `reports/mutation/${module.name}.json` },
  htmlReporter: { fileName: `reports/mutation/${module.name}.html` },
  timeoutMS: 20_000,
  // The first run of a module's tests, with coverage per test, takes minutes on a busy 2-core machine.
  dryRunTimeoutMinutes: 40,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
