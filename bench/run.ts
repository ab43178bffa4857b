/**
 * Runs the benchmarks in turn; each prints its own figures. Usage: `pnpm bench` (all), `pnpm bench api-reads
 * booking-load` (those whose file name contains a word), BENCH_QUICK=1 for shorter runs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = ['api-reads.ts', 'booking-load.ts', 'start-memory.ts', 'users-search.ts', 'email-drain.ts', 'hold-expiry.ts'];
const words = process.argv.slice(2);
const chosen = words.length === 0 ? scripts : scripts.filter((s) => words.some((w) => s.includes(w)));
if (chosen.length === 0) {
  console.error(`No benchmark matches ${words.join(' ')}; there are: ${scripts.join(', ')}`);
  process.exit(1);
}
let failed = false;
for (const script of chosen) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
