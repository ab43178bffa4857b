/**
 * Memory of the server at start on the embedded database (issue 9 goal 5: under 300 MiB), built and started exactly as
 * `pnpm start` starts it (apps/api's build and start scripts) on a fresh data folder: the first start creates the database
 * and the demo salon, the second opens them. Prints the resident set of the server process once /health answers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportFigure } from './figures.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
const LIMIT_MIB = 300;

/** The node flags and entry of apps/api's start script ('node <flags> dist/main.js', built by pnpm start). */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`apps/api's start script no longer starts with node: ${pkg.scripts.start}`);
  return args;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

async function startOnce(dataDir: string): Promise<{ rss: number; seconds: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, startCommand(), {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering /health`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    // Settle: the jobs that run at start (reconciliation, expiry sweeps) have run.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { rss: rssMiB(child.pid ?? 0), seconds };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

// The start script runs the built server: build it from the sources as they are now.
const built = spawnSync('pnpm', ['--filter', '@hairsalon/api', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) throw new Error('pnpm --filter @hairsalon/api build failed');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-start-'));
try {
  const first = await startOnce(dataDir);
  const second = await startOnce(dataDir);
  console.log(`node ${startCommand().join(' ')} on the embedded database (limit ${LIMIT_MIB} MiB):`);
  console.log(
    `  first start (creates the database and the demo salon): ${first.rss.toFixed(0)} MiB, answered in ${first.seconds.toFixed(1)} s`,
  );
  console.log(`  second start (opens them): ${second.rss.toFixed(0)} MiB, answered in ${second.seconds.toFixed(1)} s`);
  for (const [name, start] of [
    ['server memory at its first start, embedded database', first],
    ['server memory at a later start, embedded database', second],
  ] as const) {
    reportFigure({ name, value: `${start.rss.toFixed(0)} MiB`, goal: `< ${LIMIT_MIB} MiB`, met: start.rss < LIMIT_MIB });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
