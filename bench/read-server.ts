/**
 * A server process for bench/api-reads.ts, started as a child with an IPC channel so that the load generator and
 * the server never share an event loop. BENCH_SERVER picks what it serves:
 *  - `bare`: a bare Fastify server answering each read's constant JSON (BENCH_BODIES: a JSON file name → body),
 *  - `bare-pg`: a bare Fastify server with a `pg` pool (DATABASE_URL) running the SQL statement each of the app's live
 *    reads runs, as a named prepared statement, and answering its rows as they come (the limit for a read of fresh data),
 *  - `app`: the real app (DATABASE_URL for PostgreSQL; without it the embedded PGlite in a fresh DATA_DIR), with the
 *    demo salon topped up to the data (8 services, 4 stylists, ~460 slots, ~2,000 bookings), logging at info
 *    to stdout as in production (the parent sends stdout to /dev/null).
 * It sends { port, rss } when it listens, { rss } when asked for 'rss' and { cpuMicros } when asked for 'cpu'.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
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
} else if (process.env.BENCH_SERVER === 'bare-pg') {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const rows = async (name: string, text: string, values: unknown[]) => (await pool.query({ name, text, values })).rows;
  const server = Fastify();
  // The statements the app's reads run (one each), written out as Drizzle writes them in effect.
  const serviceColumns = `id, name, description, name_vi, description_vi, price_cents, duration_minutes, buffer_minutes, image, created_at,
    updated_at, coalesce((select json_agg(json_build_object('locationId', o.location_id, 'priceCents', o.price_cents)
    order by o.location_id) from service_locations o where o.service_id = services.id), '[]'::json) as offers`;
  server.get('/services', async () =>
    rows('services', `select ${serviceColumns} from services where archived_at is null order by name asc, id asc`, []),
  );
  server.get<{ Querystring: { id: string } }>('/service', async (req) => {
    const [service] = await rows('service', `select ${serviceColumns} from services where id = $1 and archived_at is null`, [req.query.id]);
    return service;
  });
  server.get<{ Querystring: { serviceId: string; page: string } }>('/feedback', async (req) => {
    const offset = (Number(req.query.page) - 1) * 4;
    const [found] = await rows(
      'feedback_page',
      `select (select count(*)::int from feedback f where f.service_id = services.id) as total,
        coalesce((select json_agg(json_build_object('id', page.id, 'firstName', page.first_name, 'lastName', page.last_name,
            'rating', page.rating, 'comment', page.comment, 'createdAtMs', floor(extract(epoch from page.created_at) * 1000)::bigint)
            order by page.created_at desc, page.id desc)
          from (select f.id, u.first_name, u.last_name, f.rating, f.comment, f.created_at
            from feedback f inner join users u on u.id = f.customer_id where f.service_id = services.id
            order by f.created_at desc, f.id desc limit $1 offset $2) page), '[]'::json) as items
      from services where services.id = $3`,
      [4, offset, req.query.serviceId],
    );
    return { items: found?.items, total: found?.total ?? 0, page: Number(req.query.page), pageSize: 4 };
  });
  // A stylist's day: the stylist and their location, and their schedule, held slots and time off around the date.
  server.get<{ Querystring: { stylistId: string; firstDay: string; lastDay: string; from: string; to: string } }>('/day', async (req) => {
    const { stylistId, firstDay, lastDay, from, to } = req.query;
    const [day] = await rows(
      'day',
      `select users.id, users.first_name, users.last_name, users.role_id, users.status, locations.id as location_id, locations.time_zone,
        coalesce((select json_agg(json_build_object('id', x.id, 'day', x.day, 'timeType', x.time_type, 'statusTime', x.status_time))
          from schedule_slots x where x.stylist_id = users.id and x.day between $1::date and $2::date), '[]'::json) as schedule,
        coalesce((select json_agg(json_build_object('day', b.day, 'timeType', b.time_type))
          from booking_slots b where b.stylist_id = users.id and b.active and b.day between $1::date and $2::date), '[]'::json) as held,
        coalesce((select json_agg(json_build_object('startsAt', floor(extract(epoch from t.starts_at) * 1000)::bigint,
            'endsAt', floor(extract(epoch from t.ends_at) * 1000)::bigint) order by t.starts_at)
          from stylist_time_off t where t.stylist_id = users.id and t.starts_at < $3::timestamptz and t.ends_at > $4::timestamptz), '[]'::json) as time_off
      from users left join locations on locations.id = users.location_id where users.id = $5`,
      [firstDay, lastDay, to, from, stylistId],
    );
    return day;
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  stop = async () => {
    await server.close();
    await pool.end();
  };
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
  // A second app on the same database (the bench's cache-off server) finds it topped up already.
  if (process.env.BENCH_TOP_UP !== '0') await topUp(app.deps.db);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  stop = () => app.stop();
  const address = app.server.server.address();
  announce({ port: typeof address === 'object' && address ? address.port : 0, rss: process.memoryUsage().rss });
}
