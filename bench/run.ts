/**
 * Runs the benchmarks in turn; each prints its own figures, and at the end one table gathers the figures held to a
 * goal (bench/figures.ts), with the machine's load average over the run. Usage: `pnpm bench` (all), `pnpm bench
 * api-reads booking-load` (those whose file name contains a word), BENCH_QUICK=1 for shorter runs.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Figure, parseFigureLine } from './figures.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = [
  'api-reads.ts',
  'booking-load.ts',
  'start-memory.ts',
  'web-size.ts',
  'lighthouse.ts',
  'users-search.ts',
  'email-drain.ts',
  'hold-expiry.ts',
];
const words = process.argv.slice(2);
const chosen = words.length === 0 ? scripts : scripts.filter((s) => words.some((w) => s.includes(w)));
if (chosen.length === 0) {
  console.error(`No benchmark matches ${words.join(' ')}; there are: ${scripts.join(', ')}`);
  process.exit(1);
}

/** Runs one script, passing its output through and keeping its figure lines. */
function run(script: string, figures: Figure[]): Promise<boolean> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: ['inherit', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    const figure = parseFigureLine(line);
    if (figure) figures.push(figure);
    else process.stdout.write(`${line}\n`);
  });
  return new Promise((resolve) => child.once('close', (code) => resolve(code === 0)));
}

const loadSamples: number[] = [];
const sampler = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 5_000);
const figures: { script: string; figure: Figure }[] = [];
let failed = false;
for (const script of chosen) {
  console.log(`\n== ${script}`);
  const own: Figure[] = [];
  if (!(await run(script, own))) {
    failed = true;
    console.log(`!! ${script} failed`);
  }
  figures.push(...own.map((figure) => ({ script, figure })));
}
clearInterval(sampler);

if (figures.length > 0) {
  const width = Math.max(...figures.map((f) => f.figure.name.length), 6);
  const valueWidth = Math.max(...figures.map((f) => f.figure.value.length), 5);
  console.log(`\n== Figures and goals (${chosen.join(', ')})`);
  console.log(`${'figure'.padEnd(width)}  ${'value'.padStart(valueWidth)}  goal`);
  for (const { figure } of figures) {
    console.log(`${figure.name.padEnd(width)}  ${figure.value.padStart(valueWidth)}  ${figure.goal}${figure.met ? '' : '   << not met'}`);
  }
  const sorted = [...loadSamples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? loadavg()[0] ?? 0;
  console.log(
    `${figures.filter((f) => f.figure.met).length} of ${figures.length} goals met; load average over the run: median ${median.toFixed(2)}, max ${Math.max(...sorted, 0).toFixed(2)} (${availableParallelism()} cores here: above ${availableParallelism()} the benchmarks wait for CPU)`,
  );
}
process.exitCode = failed ? 1 : 0;
