/**
 * Booking under load, on loopback only: starts the real app on a PostgreSQL database made for the run (with the
 * PayPal emulator), then times, with bounded loops,
 *  - the public catalogue read (GET /api/get-all-services),
 *  - guest bookings on distinct slots (POST /api/customer-book-appointment, which also opens a PayPal order),
 *  - a burst of concurrent attempts at ONE slot (exactly one must win),
 * and prints latency percentiles, throughput and the process memory. Usage: `pnpm exec tsx bench/booking-load.ts`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { createDatabase } from '../packages/db/src/client.js';
import * as schema from '../packages/db/src/schema.js';
import { createTestDatabase } from '../packages/db/src/testing.js';
import { addSalonDays, salonDayKey, salonToday, TIME_SLOTS } from '../packages/shared/src/index.js';

const CATALOGUE_REQUESTS = 2000;
const CATALOGUE_CONCURRENCY = 20;
const DAYS = 10;
const CONTENDERS = 100;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
function report(label: string, samples: number[], wallMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} n=${String(samples.length).padStart(5)}  p50=${percentile(sorted, 50).toFixed(1)}ms  p95=${percentile(sorted, 95).toFixed(1)}ms  p99=${percentile(sorted, 99).toFixed(1)}ms  ${((samples.length / wallMs) * 1000).toFixed(0)} req/s`,
  );
}
async function timed<T>(fn: () => Promise<T>, samples: number[]) {
  const start = performance.now();
  const result = await fn();
  samples.push(performance.now() - start);
  return result;
}

const database = await createTestDatabase('hairsalon_bench');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-bench-'));
const config = loadConfig(
  // Every booking comes from loopback: lift the per-address hold limit (UNPAID_HOLDS_MAX) the load would hit.
  { NODE_ENV: 'test', DATABASE_URL: database.url, SEED_DEMO: '1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, UNPAID_HOLDS_MAX: '100000' },
  dataDir,
);
const handle = createDatabase({ url: database.url, poolSize: 10 });
const app = await createApp(config, { database: handle });
await app.server.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  const rssBefore = process.memoryUsage().rss;
  const [stylist] = await handle.db.select().from(schema.stylistProfiles).limit(1);
  const [service] = await handle.db.select().from(schema.services).limit(1);
  if (!stylist || !service) throw new Error('seed missing');
  const today = salonToday();
  // Open DAYS more days for the stylist beyond the seeded fortnight, so every booking below gets its own slot.
  const days = Array.from({ length: DAYS }, (_, i) => addSalonDays(today, 20 + i));
  await handle.db
    .insert(schema.scheduleSlots)
    .values(days.flatMap((d) => TIME_SLOTS.map((s) => ({ stylistId: stylist.userId, day: salonDayKey(d), timeType: s.keyMap }))))
    .onConflictDoNothing();

  // 1. catalogue reads
  let samples: number[] = [];
  let next = 0;
  let start = performance.now();
  await Promise.all(
    Array.from({ length: CATALOGUE_CONCURRENCY }, async () => {
      while (next < CATALOGUE_REQUESTS) {
        next++;
        await timed(async () => (await fetch(`${base}/api/get-all-services`)).arrayBuffer(), samples);
      }
    }),
  );
  report('GET /api/get-all-services', samples, performance.now() - start);

  // 2. bookings on distinct slots, 8 at a time
  const book = (date: number, timeType: string, i: number) =>
    fetch(`${base}/api/customer-book-appointment`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([
        ['phone', '912345678'],
        ['fullName', `Bench Guest ${i}`],
        ['email', `bench${i}@example.com`],
        ['stylistId', String(stylist.userId)],
        ['date', String(date)],
        ['timeType', timeType],
        ['serviceIds[]', String(service.id)],
      ]),
    });
  samples = [];
  const jobs = days.slice(1).flatMap((d) => TIME_SLOTS.map((s) => ({ d, t: s.keyMap })));
  let ok = 0;
  start = performance.now();
  for (let i = 0; i < jobs.length; i += 8) {
    const batch = jobs.slice(i, i + 8);
    const results = await Promise.all(batch.map((j, k) => timed(() => book(j.d, j.t, i + k), samples)));
    ok += results.filter((r) => r.status === 200).length;
  }
  report('POST customer-book-appointment', samples, performance.now() - start);
  console.log(`  distinct-slot bookings accepted: ${ok}/${jobs.length}`);

  // 3. one slot, many at once
  samples = [];
  start = performance.now();
  const contest = await Promise.all(
    Array.from({ length: CONTENDERS }, (_, i) => timed(() => book(days[0] ?? today, 'T1', 10_000 + i), samples)),
  );
  report(`${CONTENDERS} concurrent attempts, one slot`, samples, performance.now() - start);
  const winners = contest.filter((r) => r.status === 200).length;
  const conflicts = contest.filter((r) => r.status === 409).length;
  console.log(`  winners: ${winners} (must be 1), 409 conflicts: ${conflicts}`);

  const rssAfter = process.memoryUsage().rss;
  console.log(`process RSS: ${(rssBefore / 1048576).toFixed(0)} MiB before the load, ${(rssAfter / 1048576).toFixed(0)} MiB after`);
  if (winners !== 1) process.exitCode = 1;
} finally {
  await app.stop();
  await database.drop();
}
