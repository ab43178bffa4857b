/**
 * Booking under load (issue 9 goal 3), on loopback only: starts the real app in a process of its own (bench/read-server.ts)
 * on a PostgreSQL database made for the run, with the local PayPal emulator, then
 *  - reads the catalogue (GET /api/get-all-services) for a few seconds,
 *  - books distinct slots as guests (POST /api/customer-book-appointment, each opening a PayPal order on the emulator
 *    and queueing its email and hold expiry) with 50 connections: bookings per second and latency percentiles,
 *  - fires 100 concurrent attempts at ONE slot: exactly one must win,
 * and prints the app's memory. Usage: `pnpm bench booking-load` (BENCH_QUICK=1: fewer bookings).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTestDatabase } from '../packages/db/src/testing.js';
import { addSalonDays, salonDayKey, salonToday, TIME_SLOTS } from '../packages/shared/src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const BOOKING_DAYS = QUICK ? 12 : 40;
const CONNECTIONS = 50;
const CONTENDERS = 100;

function startApp(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
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
    },
    // BENCH_CPU_PROF=dir writes the app's CPU profile there (open it in Chrome's DevTools).
    // The server runs as `pnpm start` runs it (apps/api/package.json): V8's young generation capped at 4 MB.
    execArgv: [
      '--max-semi-space-size=4',
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`the app exited (${code}) before listening`)));
  });
}
const askRss = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (message) => resolve((message as { rss: number }).rss));
    child.send('rss');
  });

const database = await createTestDatabase('hairsalon_bench');
const db = new pg.Client({ connectionString: database.url });
let app: { child: ChildProcess; port: number } | null = null;
try {
  app = await startApp(database.url);
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
  const seconds = bookingsRun.duration;
  console.log(
    `POST customer-book-appointment      ${(accepted / seconds).toFixed(0).padStart(6)} bookings/s  p50 ${bookingsRun.latency.p50} ms  p97.5 ${bookingsRun.latency.p97_5} ms  p99 ${bookingsRun.latency.p99} ms  max ${bookingsRun.latency.max} ms`,
  );
  console.log(
    `  distinct-slot bookings accepted: ${accepted}/${slots.length} in ${seconds.toFixed(1)} s (${bookingsRun.non2xx} non-2xx, ${bookingsRun.errors} errors)`,
  );

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

  clearInterval(sampler);
  console.log(`app process RSS after the load: ${((await askRss(app.child)) / 1048576).toFixed(0)} MiB`);
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
  await database.drop();
}
