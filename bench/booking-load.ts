/**
 * Booking under load (issue 9 goal 3), on loopback only: starts the real app in a process of its own (bench/read-server.ts)
 * on a PostgreSQL database made for the run, talking to the PayPal emulator in another process as it would to PayPal, then
 *  - reads the catalogue (GET /api/get-all-services) for a few seconds,
 *  - books distinct slots as guests (POST /api/customer-book-appointment, each opening a PayPal order on the emulator
 *    and queueing its email and hold expiry) with 50 connections: bookings per second and latency percentiles,
 *  - fires 100 concurrent attempts at ONE slot: exactly one must win,
 * and prints the app's memory. Usage: `pnpm bench booking-load` (BENCH_QUICK=1: fewer bookings).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTestDatabase } from '../packages/db/src/testing.js';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from '../packages/paypal-mock/src/index.js';
import { addSalonDays, salonDayKey, salonToday, TIME_SLOTS } from '../packages/shared/src/index.js';
import { reportFigure } from './figures.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const BOOKING_DAYS = QUICK ? 12 : 40;
const CONNECTIONS = 50;
const CONTENDERS = 100;

/** BENCH_CPU_PROF=dir writes the app's and the emulator's CPU profiles there (open them in Chrome's DevTools). */
const cpuProfileFlags = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/**
 * The PayPal emulator in a process of its own, as PayPal is another service in production: the app reaches it over
 * HTTP with credentials, exactly as it would reach PayPal, and the emulator's own work is not the app's.
 */
function startPayPal(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(here, '../packages/paypal-mock/src/cli.ts'), [], {
    env: { ...process.env, PORT: '0' },
    execArgv: ['--import', 'tsx', ...cpuProfileFlags],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /listening at (http:\/\/\S+)/.exec(seen);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`the PayPal emulator exited (${code}) before listening`)));
  });
}

function startApp(databaseUrl: string, paypalUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(here, 'read-server.ts'), [], {
    env: {
      ...process.env,
      BENCH_SERVER: 'app',
      DATABASE_URL: databaseUrl,
      // Guests behind the salon's reverse proxy: each booking names its own client (X-Forwarded-For), as a day of real
      // customers would, and the per-address limits are lifted for the load.
      TRUST_PROXY: '127.0.0.1',
      UNPAID_HOLDS_MAX: '1000000',
      BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
      PAYPAL_CLIENT_ID: EMULATOR_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: EMULATOR_CLIENT_SECRET,
      PAYPAL_API_BASE: paypalUrl,
    },
    // The server runs as `pnpm start` runs it (apps/api/package.json): V8's young generation capped at 4 MB.
    execArgv: ['--max-semi-space-size=4', '--import', 'tsx', ...cpuProfileFlags],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`the app exited (${code}) before listening`)));
  });
}
/**
 * CPU time (ms) used so far by the PostgreSQL server `db` is connected to, when it runs on this machine and /proc
 * can be read (else null): its postmaster and every process it started (backends, WAL writer, ...).
 */
async function postgresCpuMs(db: pg.Client): Promise<number | null> {
  try {
    const pid = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    const stat = (p: string) =>
      readFileSync(`/proc/${p}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
    const postmaster = stat(String(pid))[1];
    if (!postmaster) return null;
    let ticks = 0;
    for (const p of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const fields = (() => {
        try {
          return stat(p);
        } catch {
          return null; // gone meanwhile
        }
      })();
      // after the command: state, ppid, ..., utime (12th), stime (13th)
      if (fields && (p === postmaster || fields[1] === postmaster)) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** Asks the app process for its memory ('rss', bytes) or the CPU time it has used so far ('cpu', µs). */
const ask = (child: ChildProcess, what: 'rss' | 'cpu') =>
  new Promise<number>((resolve) => {
    child.once('message', (message) => {
      const answer = message as { rss?: number; cpuMicros?: number };
      resolve((what === 'rss' ? answer.rss : answer.cpuMicros) ?? 0);
    });
    child.send(what);
  });

const database = await createTestDatabase('hairsalon_bench');
const db = new pg.Client({ connectionString: database.url });
let app: { child: ChildProcess; port: number } | null = null;
let paypal: { child: ChildProcess; url: string } | null = null;
try {
  paypal = await startPayPal();
  app = await startApp(database.url, paypal.url);
  const base = `http://127.0.0.1:${app.port}`;
  await db.connect();
  const stylists = (await db.query<{ id: number }>('select user_id as id from stylist_profiles order by user_id')).rows.map((r) => r.id);
  const serviceId = (await db.query<{ id: number }>('select id from services where archived_at is null order by id limit 1')).rows[0]?.id;
  if (stylists.length === 0 || !serviceId) throw new Error('seed missing');
  // Open every stylist's days from a month ahead (past the demo bookings), so every booking below gets a slot of its own.
  const today = salonToday();
  const days = Array.from({ length: BOOKING_DAYS + 1 }, (_, i) => addSalonDays(today, 30 + i));
  await db.query(
    `insert into schedule_slots (stylist_id, day, time_type)
     select s, d::date, t from unnest($1::int[]) s, unnest($2::text[]) d, unnest($3::text[]) t on conflict do nothing`,
    [stylists, days.map((d) => salonDayKey(d)), TIME_SLOTS.map((s) => s.keyMap)],
  );
  const [contestedDay, ...bookingDays] = days;
  const slots = bookingDays.flatMap((d) =>
    stylists.flatMap((stylistId) => TIME_SLOTS.map((s) => ({ stylistId, date: d, timeType: s.keyMap }))),
  );
  const loadSamples: number[] = [];
  const sampler = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 1000);

  // 1. catalogue reads
  const reads = await autocannon({ url: `${base}/api/get-all-services`, connections: CONNECTIONS, duration: QUICK ? 2 : 5 });
  console.log(
    `GET /api/get-all-services            ${reads.requests.average.toFixed(0).padStart(6)} req/s  p50 ${reads.latency.p50} ms  p99 ${reads.latency.p99} ms  (${reads.non2xx + reads.errors} failed)`,
  );

  // 2. bookings on distinct slots
  let next = 0;
  const cpuBefore = await ask(app.child, 'cpu');
  const postgresBefore = await postgresCpuMs(db);
  const form = (slot: { stylistId: number; date: number; timeType: string }, i: number) =>
    new URLSearchParams([
      ['phone', String(900_000_000 + i)],
      ['fullName', `Bench Guest ${i}`],
      ['email', `bench${i}@example.com`],
      ['stylistId', String(slot.stylistId)],
      ['date', String(slot.date)],
      ['timeType', slot.timeType],
      ['serviceIds[]', String(serviceId)],
    ]).toString();
  const bookingsRun = await autocannon({
    url: `${base}/api/customer-book-appointment`,
    connections: CONNECTIONS,
    amount: slots.length,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (req) => {
          const i = next++;
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
            body: form(slots[i % slots.length] as (typeof slots)[number], i),
          };
        },
      },
    ],
  });
  const accepted = Number(
    (
      await db.query<{ n: string }>(`select count(*) as n from bookings where status_id = 'S1' and day >= $1`, [
        salonDayKey(bookingDays[0] ?? today),
      ])
    ).rows[0]?.n ?? 0,
  );
  const appCpuMs = ((await ask(app.child, 'cpu')) - cpuBefore) / 1000;
  const postgresAfter = await postgresCpuMs(db);
  const seconds = bookingsRun.duration;
  console.log(
    `POST customer-book-appointment      ${(accepted / seconds).toFixed(0).padStart(6)} bookings/s  p50 ${bookingsRun.latency.p50} ms  p97.5 ${bookingsRun.latency.p97_5} ms  p99 ${bookingsRun.latency.p99} ms  max ${bookingsRun.latency.max} ms`,
  );
  console.log(
    `  distinct-slot bookings accepted: ${accepted}/${slots.length} in ${seconds.toFixed(1)} s (${bookingsRun.non2xx} non-2xx, ${bookingsRun.errors} errors)`,
  );
  const perBooking = (ms: number) => `${(ms / Math.max(accepted, 1)).toFixed(2)} ms a booking (${(ms / 1000 / seconds).toFixed(2)} cores)`;
  console.log(`  CPU used: app ${perBooking(appCpuMs)}`);
  if (postgresBefore !== null && postgresAfter !== null) {
    console.log(`            PostgreSQL ${perBooking(postgresAfter - postgresBefore)} (every process of the server, whoever used it)`);
  }

  // 3. one slot, many at once
  const contest = await Promise.all(
    Array.from({ length: CONTENDERS }, (_, i) =>
      fetch(`${base}/api/customer-book-appointment`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ stylistId: stylists[0] as number, date: contestedDay ?? today, timeType: 'T1' }, 100_000 + i),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { errCode: number } })),
    ),
  );
  const winners = contest.filter((r) => r.body.errCode === 0).length;
  const conflicts = contest.filter((r) => r.body.errCode === 409).length;
  console.log(`${CONTENDERS} concurrent attempts at one slot: winners ${winners} (must be 1), 409 conflicts ${conflicts}`);
  const perSecond = accepted / seconds;
  reportFigure({
    name: 'guest bookings on distinct slots, PostgreSQL',
    value: `${perSecond.toFixed(0)}/s`,
    goal: '≥ 300/s',
    met: perSecond >= 300,
  });
  reportFigure({
    name: 'booking latency p99 at 50 connections',
    value: `${bookingsRun.latency.p99} ms`,
    goal: 'printed (no goal)',
    met: true,
  });
  reportFigure({
    name: `winners of ${CONTENDERS} concurrent attempts at one slot`,
    value: String(winners),
    goal: 'exactly 1',
    met: winners === 1,
  });

  clearInterval(sampler);
  console.log(`app process RSS after the load: ${((await ask(app.child, 'rss')) / 1048576).toFixed(0)} MiB`);
  console.log(
    `load average during the run: ${loadSamples.length ? (loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length).toFixed(2) : loadavg()[0]?.toFixed(2)} (mean of 1-min samples)`,
  );
  if (winners !== 1) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  if (app) {
    const { child } = app;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
  }
  paypal?.child.kill();
  await database.drop();
}
