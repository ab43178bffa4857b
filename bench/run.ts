/** Runs every benchmark in turn; each prints its own figures. Usage: `pnpm bench`. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
let failed = false;
for (const script of ['users-search.ts', 'booking-load.ts', 'email-drain.ts', 'hold-expiry.ts']) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
