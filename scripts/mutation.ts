/**
 * `pnpm test:mutation [module…] [--summary] [--survivors] [--force]`: Stryker over the shared rules and the API's booking,
 * payment and auth domain code (docs/decisions/017-mutation-testing.md), then the mutation score of each module.
 * Modules: shared, booking, payment, auth (default: all, one after the other). `--summary` only prints the scores of
 * the last reports; `--survivors` also lists the mutants no test killed. Slow, so outside CI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface MutationModule {
  /** The package folder Stryker runs in. */
  dir: string;
  /** Its JSON report, relative to `dir`. */
  report: string;
  /** Environment for the package's Stryker config. */
  env: Record<string, string>;
}

const modules: Record<string, MutationModule> = {
  shared: { dir: 'packages/shared', report: 'reports/mutation/mutation.json', env: {} },
  booking: { dir: 'apps/api', report: 'reports/mutation/booking.json', env: { MUTATION_MODULE: 'booking' } },
  payment: { dir: 'apps/api', report: 'reports/mutation/payment.json', env: { MUTATION_MODULE: 'payment' } },
  auth: { dir: 'apps/api', report: 'reports/mutation/auth.json', env: { MUTATION_MODULE: 'auth' } },
};

/** The part of Stryker's mutation-testing-report-schema this script reads. */
interface MutationReport {
  files: Record<string, { mutants: Mutant[] }>;
}
interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
  location: { start: { line: number; column: number } };
}

interface Score {
  killed: number;
  survived: number;
  noCoverage: number;
  /** killed (timeouts included) over every mutant a test could have killed, as Stryker counts it. */
  percent: number;
}

function scoreOf(mutants: readonly Mutant[]): Score {
  const killed = mutants.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
  const survived = mutants.filter((m) => m.status === 'Survived').length;
  const noCoverage = mutants.filter((m) => m.status === 'NoCoverage').length;
  const valid = killed + survived + noCoverage;
  return { killed, survived, noCoverage, percent: valid === 0 ? 100 : (100 * killed) / valid };
}

function line(name: string, score: Score): string {
  const total = score.killed + score.survived + score.noCoverage;
  return `${name.padEnd(52)} ${score.percent.toFixed(1).padStart(6)}%  ${`${score.killed}/${total}`.padStart(9)} killed  ${String(score.survived).padStart(4)} survived  ${String(score.noCoverage).padStart(4)} no coverage`;
}

const args = process.argv.slice(2);
const summaryOnly = args.includes('--summary');
const listSurvivors = args.includes('--survivors');
/** Test every mutant again: incremental mode does not retest a surviving module-level (static) mutant after new tests. */
const force = args.includes('--force');
const named = args.filter((a) => !a.startsWith('--'));
for (const name of named) {
  if (!(name in modules)) {
    console.error(`Unknown module "${name}": choose from ${Object.keys(modules).join(', ')}`);
    process.exit(2);
  }
}
const chosen = named.length > 0 ? named : Object.keys(modules);

let failed = false;
if (!summaryOnly) {
  for (const name of chosen) {
    const module = modules[name];
    if (!module) continue;
    console.log(`\n== Stryker: ${name} (${module.dir}) ==`);
    const run = spawnSync(
      'pnpm',
      ['exec', 'stryker', 'run', ...(module.dir === 'apps/api' ? ['stryker.config.mjs'] : []), ...(force ? ['--force'] : [])],
      {
        cwd: path.join(root, module.dir),
        env: { ...process.env, ...module.env },
        stdio: 'inherit',
      },
    );
    if (run.status !== 0) {
      console.error(`Stryker failed for ${name} (exit ${run.status ?? run.signal})`);
      failed = true;
    }
  }
}

console.log('\nMutation score per module (killed + timed out / all but ignored and errors):');
for (const name of chosen) {
  const module = modules[name];
  if (!module) continue;
  const file = path.join(root, module.dir, module.report);
  if (!existsSync(file)) {
    console.log(`${name.padEnd(52)} no report (run pnpm test:mutation ${name})`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as MutationReport;
  const entries = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b));
  console.log(line(name.toUpperCase(), scoreOf(entries.flatMap(([, f]) => f.mutants))));
  for (const [fileName, { mutants }] of entries) console.log(line(`  ${fileName}`, scoreOf(mutants)));
  if (listSurvivors) {
    for (const [fileName, { mutants }] of entries) {
      for (const m of mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')) {
        const replacement = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
        console.log(
          `    ${m.status.padEnd(10)} ${fileName}:${m.location.start.line}:${m.location.start.column} ${m.mutatorName} → ${replacement}`,
        );
      }
    }
  }
}
process.exit(failed ? 1 : 0);
