/**
 * Public reads against a bare Fastify server (issue 9 goals 1, 2 and 5): starts, each in its own process,
 *  - a bare Fastify server answering each read's JSON as a constant,
 *  - the real app on PostgreSQL (a database made for the run and dropped after it),
 *  - the real app on the embedded database (PGlite, a fresh data folder),
 *  - the real app on the same PostgreSQL database with the read cache off (READ_CACHE_SECONDS=0), and
 *  - a bare Fastify server with a `pg` pool running the SQL those reads run, as prepared statements (the limit for a
 *    read of fresh data; only the four live reads: services list, service detail, feedback page, a stylist's day),
 * all with the same data, then loads every read on every server with autocannon (50 connections), interleaved
 * (round by round, read by read, so that the shared machine's noise falls on all of them alike), and prints
 * requests per second, p99 latency and the ratio to bare Fastify, with the load average during the run and the
 * servers' memory. Reads: REST (`/api/...`) and the web app's path (tRPC, batched GET as httpBatchLink sends it).
 * Then, for one read of each live kind, where its time goes: query building, SQL execution, row mapping,
 * serialization and the HTTP + tRPC door (bench/read-steps.ts; BENCH_STEP_CALLS calls each, 300 by default).
 *
 * Usage: `pnpm bench api-reads`; BENCH_QUICK=1 for one short round; BENCH_FILTER=schedule (a regular expression
 * over "read path database") to run some rows only; BENCH_SECONDS / BENCH_ROUNDS to change the run.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTestDatabase } from '../packages/db/src/testing.js';
import { addSalonDays, salonToday } from '../packages/shared/src/index.js';
import { reportFigure } from './figures.js';
import { measureReadSteps } from './read-steps.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 5));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
const CONNECTIONS = 50;
const FILTER = process.env.BENCH_FILTER ? new RegExp(process.env.BENCH_FILTER, 'i') : null;

interface Server {
  name: string;
  child: ChildProcess;
  port: number;
  rssAtStart: number;
}

function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const child = fork(path.join(here, 'read-server.ts'), [], {
    env: { ...process.env, ...env },
    // The server runs as `pnpm start` runs it (apps/api/package.json): V8's young generation capped at 4 MB.
    execArgv: ['--max-semi-space-size=4', '--import', 'tsx'],
    // The app logs to stdout as in production; the figures include writing those lines, not reading them.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const { port, rss } = message as { port: number; rss: number };
      resolve({ name, child, port, rssAtStart: rss });
    });
    child.once('exit', (code) => reject(new Error(`${name} server exited (${code}) before listening`)));
  });
}

function askRss(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.child.once('message', (message) => resolve((message as { rss: number }).rss));
    server.child.send('rss');
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.send('stop');
  });
}

async function load(url: string, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const trpcUrl = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }))}`;

const database = await createTestDatabase('hairsalon_bench');
const servers: Server[] = [];
const loadSamples: number[] = [];
const sampler = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 1000);
try {
  const [postgres, embedded] = await Promise.all([
    startServer('PostgreSQL', { BENCH_SERVER: 'app', DATABASE_URL: database.url }),
    startServer('PGlite', { BENCH_SERVER: 'app', DATABASE_URL: '' }),
  ]);
  servers.push(postgres, embedded);
  const uncached = await startServer('PG no cache', {
    BENCH_SERVER: 'app',
    DATABASE_URL: database.url,
    READ_CACHE_SECONDS: '0',
    BENCH_TOP_UP: '0',
  });
  const barePg = await startServer('bare Fastify + pg', { BENCH_SERVER: 'bare-pg', DATABASE_URL: database.url });
  servers.push(uncached, barePg);

  // The ids the reads use, from the PostgreSQL copy (both servers seed the same salon in the same order).
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows: svc } = await client.query<{ id: number }>(
    'select service_id as id from feedback group by service_id order by count(*) desc limit 1',
  );
  const { rows: sty } = await client.query<{ id: number }>('select user_id as id from stylist_profiles order by user_id limit 1');
  await client.end();
  const serviceId = svc[0]?.id ?? 1;
  const stylistId = sty[0]?.id ?? 1;
  const date = addSalonDays(salonToday(), 1);
  // The stylist's day as the app's statement reads it: the calendar days either side of the date, time off two days either side.
  const DAY_MS = 86_400_000;
  const dayRange = `firstDay=${new Date(date - DAY_MS).toISOString().slice(0, 10)}&lastDay=${new Date(date + DAY_MS).toISOString().slice(0, 10)}&from=${new Date(date - 2 * DAY_MS).toISOString()}&to=${new Date(date + 2 * DAY_MS).toISOString()}`;
  /** The bare Fastify + pg server's path of each live read. */
  const barePgPaths: Record<string, string> = {
    'services list': '/services',
    'service detail': `/service?id=${serviceId}`,
    'feedback page': `/feedback?serviceId=${serviceId}&page=1`,
    'schedule of a day': `/day?stylistId=${stylistId}&${dayRange}`,
  };

  const reads = [
    { name: 'services list', rest: '/api/get-all-services', trpc: trpcUrl('service.list', undefined) },
    { name: 'service detail', rest: `/api/get-detail-service-by-id?id=${serviceId}`, trpc: trpcUrl('service.getById', { id: serviceId }) },
    {
      name: 'feedback page',
      rest: `/api/get-feedback-by-serviceId?serviceId=${serviceId}&page=1`,
      trpc: trpcUrl('feedback.listByService', { serviceId, page: 1 }),
    },
    { name: 'stylists list', rest: '/api/get-all-stylist', trpc: trpcUrl('stylist.list', undefined) },
    { name: 'allcode TIME', rest: '/api/get-allcode?type=TIME', trpc: trpcUrl('allcode.getByType', { type: 'TIME' }) },
    {
      name: 'schedule of a day',
      rest: `/api/get-schedule-stylist-by-date?stylistId=${stylistId}&date=${date}`,
      trpc: trpcUrl('schedule.byStylistAndDate', { stylistId, date }),
    },
  ];

  // The bare server answers each read's REST body, as fetched from the app on PostgreSQL.
  const bodies: Record<string, unknown> = {};
  for (const [i, read] of reads.entries()) {
    const res = await fetch(`http://127.0.0.1:${postgres.port}${read.rest}`);
    const body = (await res.json()) as { errCode?: number } | unknown[];
    // A success is the envelope with errCode 0, or the bare list of a path that answers one (services, codes).
    const ok = Array.isArray(body) || body.errCode === 0;
    if (res.status !== 200 || !ok) throw new Error(`${read.name}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    bodies[`r${i}`] = body;
  }
  const bodiesFile = path.join(mkdtempSync(path.join(tmpdir(), 'hairsalon-bench-')), 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const bare = await startServer('bare Fastify', { BENCH_SERVER: 'bare', BENCH_BODIES: bodiesFile });
  servers.push(bare);

  type Row = { read: string; path: string; db: string; url: string };
  const rows: Row[] = [];
  for (const [i, read] of reads.entries()) {
    rows.push({ read: read.name, path: 'bare', db: '-', url: `http://127.0.0.1:${bare.port}/r${i}` });
    const barePgPath = barePgPaths[read.name];
    if (barePgPath) {
      rows.push({ read: read.name, path: 'bare', db: 'pg', url: `http://127.0.0.1:${barePg.port}${barePgPath}` });
      rows.push({ read: read.name, path: 'REST', db: uncached.name, url: `http://127.0.0.1:${uncached.port}${read.rest}` });
      rows.push({ read: read.name, path: 'tRPC', db: uncached.name, url: `http://127.0.0.1:${uncached.port}${read.trpc}` });
    }
    for (const server of [postgres, embedded]) {
      rows.push({ read: read.name, path: 'REST', db: server.name, url: `http://127.0.0.1:${server.port}${read.rest}` });
      rows.push({ read: read.name, path: 'tRPC', db: server.name, url: `http://127.0.0.1:${server.port}${read.trpc}` });
    }
  }
  const selected = rows.filter((r) => r.path === 'bare' || !FILTER || FILTER.test(`${r.read} ${r.path} ${r.db}`));
  const wanted = new Set(selected.filter((r) => r.path !== 'bare').map((r) => r.read));
  const plan = selected.filter((r) => wanted.has(r.read));

  // Warm-up: every row once, briefly (JIT, caches, pools).
  for (const row of plan) await load(row.url, 1);

  const results = new Map<Row, { rps: number[]; p99: number[]; failures: number }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of plan) {
      const r = await load(row.url, SECONDS);
      const acc = results.get(row) ?? { rps: [], p99: [], failures: 0 };
      acc.rps.push(r.rps);
      acc.p99.push(r.p99);
      acc.failures += r.failures;
      results.set(row, acc);
    }
  }

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
  };
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} interleaved round(s) of ${SECONDS} s per row; median req/s; ratio = row / bare Fastify of the same read (rows on "${uncached.name}": / bare Fastify + pg)`,
  );
  console.log(
    `${'read'.padEnd(20)}${'path'.padEnd(6)}${'database'.padEnd(12)}${'req/s'.padStart(9)}${'p99 ms'.padStart(8)}${'ratio'.padStart(8)}`,
  );
  for (const read of reads.filter((r) => wanted.has(r.name))) {
    const bareRow = plan.find((r) => r.read === read.name && r.path === 'bare' && r.db === '-');
    const bareRps = bareRow ? median(results.get(bareRow)?.rps ?? []) : 0;
    const barePgRow = plan.find((r) => r.read === read.name && r.path === 'bare' && r.db === 'pg');
    const barePgRps = barePgRow ? median(results.get(barePgRow)?.rps ?? []) : 0;
    for (const row of plan.filter((r) => r.read === read.name)) {
      const r = results.get(row);
      if (!r) continue;
      const rps = median(r.rps);
      const anchor = row.db === uncached.name || row.db === 'pg' ? barePgRps : bareRps;
      const failed = r.failures > 0 ? `  (${r.failures} failed)` : '';
      console.log(
        `${row.read.padEnd(20)}${row.path.padEnd(6)}${row.db.padEnd(12)}${rps.toFixed(0).padStart(9)}${median(r.p99).toFixed(1).padStart(8)}${(row.path === 'bare' ? '1.00x' : `${(rps / anchor).toFixed(2)}x`).padStart(8)}${failed}`,
      );
    }
  }
  // The goals (issue 9 goal 2 and 5): the web app's path and REST alike, so each read's slower of the two counts.
  const rpsOf = (read: string, path: string, db: string) => {
    const row = plan.find((r) => r.read === read && r.path === path && r.db === db);
    return row ? median(results.get(row)?.rps ?? []) : 0;
  };
  // Issue 21 goal 5: cached, both doors at 0.7x bare Fastify's constant JSON; live (cache off), the four reads at 0.5x
  // bare Fastify + pg running the same SQL as prepared statements.
  for (const read of reads.filter((r) => wanted.has(r.name))) {
    const bareRps = rpsOf(read.name, 'bare', '-');
    const goal = 0.7;
    const worst = Math.min(rpsOf(read.name, 'REST', postgres.name), rpsOf(read.name, 'tRPC', postgres.name)) / bareRps;
    reportFigure({
      name: `${read.name}, cached, on PostgreSQL / bare Fastify (slower of REST, tRPC)`,
      value: `${worst.toFixed(2)}x`,
      goal: `≥ ${goal.toFixed(2)}x`,
      met: worst >= goal,
    });
  }
  for (const read of reads.filter((r) => wanted.has(r.name) && barePgPaths[r.name])) {
    const anchor = rpsOf(read.name, 'bare', 'pg');
    const worst = Math.min(rpsOf(read.name, 'REST', uncached.name), rpsOf(read.name, 'tRPC', uncached.name)) / anchor;
    reportFigure({
      name: `${read.name}, cache off, on PostgreSQL / bare Fastify + pg (slower of REST, tRPC)`,
      value: `${worst.toFixed(2)}x`,
      goal: '≥ 0.50x',
      met: worst >= 0.5,
    });
  }
  for (const read of reads.filter((r) => wanted.has(r.name))) {
    const slower = Math.max(
      rpsOf(read.name, 'REST', postgres.name) / rpsOf(read.name, 'REST', embedded.name),
      rpsOf(read.name, 'tRPC', postgres.name) / rpsOf(read.name, 'tRPC', embedded.name),
    );
    reportFigure({
      name: `${read.name}: PostgreSQL / embedded database (the larger of REST, tRPC)`,
      value: `${slower.toFixed(2)}x`,
      goal: '≤ 2.00x',
      met: slower <= 2,
    });
  }
  // Issue 21 goal 5: what each live read does per request, step by step (bench/read-steps.ts).
  if (!FILTER || wanted.size > 0) {
    await measureReadSteps({
      databaseUrl: database.url,
      serviceId,
      stylistId,
      date,
      uncachedBase: `http://127.0.0.1:${uncached.port}`,
      trpcUrls: Object.fromEntries(reads.map((read) => [read.name, read.trpc])),
    });
  }
  const mib = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MiB`;
  for (const server of [postgres, embedded]) {
    console.log(`${server.name} app RSS: ${mib(server.rssAtStart)} at start, ${mib(await askRss(server))} after the load`);
  }
  console.log('(these servers run the sources through tsx, with 2,000 extra bookings; pnpm start runs the bundle: start-memory.ts)');
  const [one, five] = loadavg();
  console.log(
    `load average during the run: ${median(loadSamples).toFixed(2)} median of 1-min samples (max ${Math.max(...loadSamples).toFixed(2)}); now 1 min ${one?.toFixed(2)}, 5 min ${five?.toFixed(2)}`,
  );
} finally {
  clearInterval(sampler);
  await Promise.all(servers.map(stopServer));
  await database.drop();
}
