/**
 * A server process for bench/api-reads.ts, started as a child with an IPC channel so that the load generator and
 * the server never share an event loop. BENCH_SERVER picks what it serves:
 *  - `bare`: a bare Fastify server answering each read's constant JSON (BENCH_BODIES: a JSON file name → body),
 *  - `app`: the real app (DATABASE_URL for PostgreSQL; without it the embedded PGlite in a fresh DATA_DIR), with the
 *    demo salon topped up to the data (8 services, 4 stylists, ~460 slots, ~2,000 bookings), logging at info
 *    to stdout as in production (the parent sends stdout to /dev/null).
 * It sends { port, rss } when it listens, { rss } when asked for 'rss' and { cpuMicros } when asked for 'cpu'.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import type { Database } from '../packages/db/src/client.js';
import * as schema from '../packages/db/src/schema.js';
import { addSalonDays, BookingStatus, Role, salonDayKey, salonToday, TIME_SLOTS } from '../packages/shared/src/index.js';

const BOOKINGS = 2000;

/** Past bookings (completed or cancelled, so they hold no slot) up to BOOKINGS in all, as a salon that has run a while has. */
async function topUp(db: Database) {
  const stylists = await db.select({ id: schema.stylistProfiles.userId }).from(schema.stylistProfiles);
  const customer = (await db.select().from(schema.users)).find((u) => u.roleId === Role.Customer);
  if (!customer || stylists.length === 0) throw new Error('bench: the demo seed is missing');
  const today = salonToday();
  const rows = Array.from({ length: BOOKINGS }, (_, i) => {
    const stylist = stylists[i % stylists.length] as { id: number };
    const dayMs = addSalonDays(today, -30 - Math.floor(i / (stylists.length * TIME_SLOTS.length)));
    const slot = TIME_SLOTS[i % TIME_SLOTS.length] as (typeof TIME_SLOTS)[number];
    return {
      customerId: customer.id,
      stylistId: stylist.id,
      day: salonDayKey(dayMs),
      timeType: slot.keyMap,
      statusId: i % 5 === 0 ? BookingStatus.Cancelled : BookingStatus.Completed,
      fullName: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
      phone: customer.phoneNumber ?? '912345678',
      subtotalCents: 2000,
      amountCents: 2000,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(schema.bookings).values(rows.slice(i, i + 500));
}

function announce(message: object) {
  process.send?.(message);
}
process.on('message', (message) => {
  if (message === 'rss') announce({ rss: process.memoryUsage().rss });
  // CPU time used so far (user + system, µs): a benchmark reads it before and after a load.
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    announce({ cpuMicros: user + system });
  }
  if (message === 'stop') void stop().then(() => process.exit(0));
});

let stop: () => Promise<void> = async () => undefined;

if (process.env.BENCH_SERVER === 'bare') {
  const bodies = JSON.parse(readFileSync(String(process.env.BENCH_BODIES), 'utf8')) as Record<string, unknown>;
  const server = Fastify();
  for (const [name, body] of Object.entries(bodies)) server.get(`/${name}`, async () => body);
  await server.listen({ host: '127.0.0.1', port: 0 });
  stop = () => server.close();
  const address = server.server.address();
  announce({ port: typeof address === 'object' && address ? address.port : 0, rss: process.memoryUsage().rss });
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-bench-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    SEED_DEMO: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
  };
  for (const name of [
    'DATABASE_URL',
    'UNPAID_HOLDS_MAX',
    'BOOKING_RATE_LIMIT_PER_MINUTE',
    'READ_CACHE_SECONDS',
    'TRUST_PROXY',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_API_BASE',
  ]) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  const config = loadConfig(env, dataDir);
  const app = await createApp(config);
  await topUp(app.deps.db);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  stop = () => app.stop();
  const address = app.server.server.address();
  announce({ port: typeof address === 'object' && address ? address.port : 0, rss: process.memoryUsage().rss });
}
