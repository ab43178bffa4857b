import { schema } from '@hairsalon/db';
import { addSalonDays, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireOverdueBookings } from './routers/booking/cancel.service.js';
import { capturedLog } from './testing/captured-log.js';
import { startTestApp, type TestApp } from './testing/test-app.js';

/** One sample's value from Prometheus text, e.g. value(text, 'hairsalon_emails', { state: 'given_up' }). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    if (Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const current = await read();
      if (!ok(current)) throw new Error('not yet');
      return current;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ isolated: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  const scrape = async () => {
    const res = await t.server.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts requests by route and status, with their latency', async () => {
    const before = value(await scrape(), 'hairsalon_http_requests_total', { route: '/trpc/service.list', status: '200' }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.server.inject({ method: 'GET', url: '/trpc/service.list' })).statusCode).toBe(200);
    expect((await t.server.inject({ method: 'GET', url: '/api/get-detail-service-by-id?id=abc' })).statusCode).toBe(200);
    const text = await scrape();
    expect(value(text, 'hairsalon_http_requests_total', { route: '/trpc/service.list', status: '200' })).toBe(before + 3);
    expect(value(text, 'hairsalon_http_requests_total', { route: '/api/get-detail-service-by-id', status: '200' })).toBe(1);
    expect(value(text, 'hairsalon_http_request_duration_seconds_count', { route: '/trpc/service.list' })).toBeGreaterThanOrEqual(3);
    // An unknown procedure is not a label of its own: the set of routes stays bounded.
    await t.server.inject({ method: 'GET', url: '/trpc/no.such.thing' });
    expect(await scrape()).not.toContain('no.such.thing');
  });

  it('counts 5xx answers by route', () => {
    t.deps.metrics.observeRequest('GET', '/api/revenue', 503, 0.01);
    return scrape().then((text) => expect(value(text, 'hairsalon_http_server_errors_total', { route: '/api/revenue' })).toBe(1));
  });

  it('shows the job queue depth by job, and failed runs by job', async () => {
    await t.deps.jobs.send('metrics.test.nobody-works-this', { n: 1 });
    await t.deps.jobs.send('metrics.test.nobody-works-this', { n: 2 });
    expect(value(await scrape(), 'hairsalon_job_queue_depth', { job: 'metrics.test.nobody-works-this', state: 'created' })).toBe(2);

    let runs = 0;
    await t.deps.jobs.work('metrics.test.fails', async () => {
      runs++;
      throw new Error('planned failure');
    });
    await t.deps.jobs.send('metrics.test.fails', {}, { retryLimit: 0 });
    const text = await until(scrape, (body) => (value(body, 'hairsalon_job_failures_total', { job: 'metrics.test.fails' }) ?? 0) >= 1);
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(value(text, 'hairsalon_job_failures_total', { job: 'metrics.test.fails' })).toBeGreaterThanOrEqual(1);
  });

  it('shows emails failing and given up', async () => {
    await t.deps.db.insert(schema.emails).values([
      { to: 'a@example.com', subject: 'Given up', html: '', text: '', kind: 'test', attempts: 10, lastError: 'refused' },
      { to: 'b@example.com', subject: 'Retried', html: '', text: '', kind: 'test', attempts: 2, lastError: 'timeout' },
    ]);
    const text = await scrape();
    expect(value(text, 'hairsalon_emails', { state: 'given_up' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'hairsalon_emails', { state: 'failing' })).toBeGreaterThanOrEqual(1);
  });

  it('shows how overdue the oldest unpaid hold is, and how late holds were expired', async () => {
    const stylist = await t.createUser({ roleId: Role.Stylist });
    await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
    const date = addSalonDays(salonToday(t.now().getTime()), 2);
    await t.deps.db.insert(schema.scheduleSlots).values({ stylistId: stylist.id, day: salonDayKey(date), timeType: 'T2' });
    const [service] = await t.deps.db
      .insert(schema.services)
      .values({ name: `Cut ${Math.random()}`, description: 'x', priceCents: 2500 })
      .returning();
    await (await t.caller()).booking.create({
      phone: '912345678',
      fullName: 'Late Hold',
      email: 'late.hold@example.com',
      stylistId: stylist.id,
      date,
      timeType: 'T2',
      serviceIds: [service?.id ?? 0],
      pointsToUse: 0,
    });
    expect(value(await scrape(), 'hairsalon_hold_overdue_seconds')).toBe(0);
    // Fifteen minutes of hold, then two more before the sweep runs.
    t.advance(17 * 60_000);
    expect(value(await scrape(), 'hairsalon_hold_overdue_seconds')).toBeGreaterThanOrEqual(119);
    await expireOverdueBookings(t.deps);
    const text = await scrape();
    expect(value(text, 'hairsalon_hold_overdue_seconds')).toBe(0);
    expect(value(text, 'hairsalon_hold_expiry_lateness_seconds_count')).toBe(1);
    expect(value(text, 'hairsalon_hold_expiry_lateness_seconds_bucket', { le: '60' })).toBe(0);
    expect(value(text, 'hairsalon_hold_expiry_lateness_seconds_bucket', { le: '120' })).toBe(1);
  });

  it('shows the read cache hit ratio and the database pools', async () => {
    await until(async () => t.deps.listening(), Boolean);
    for (let i = 0; i < 4; i++) await t.server.inject({ method: 'GET', url: '/api/get-allcode?type=TIME' });
    const text = await scrape();
    expect(value(text, 'hairsalon_read_cache_reads_total', { result: 'hit' })).toBeGreaterThanOrEqual(3);
    expect(value(text, 'hairsalon_read_cache_hit_ratio')).toBeGreaterThan(0);
    expect(value(text, 'hairsalon_db_pool_connections', { pool: 'app', state: 'idle' })).toEqual(expect.any(Number));
    expect(value(text, 'hairsalon_db_pool_connections', { pool: 'app', state: 'waiting' })).toEqual(expect.any(Number));
    expect(value(text, 'hairsalon_db_pool_connections', { pool: 'jobs', state: 'in_use' })).toEqual(expect.any(Number));
    expect(value(text, 'hairsalon_listen_connected')).toBe(1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('asks for the token as a bearer', async () => {
    const t = await startTestApp({ env: { METRICS_TOKEN: 'scrape-me-please-0123' } });
    try {
      expect((await t.server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = { authorization: 'Bearer scrape-me-please-0124' };
      expect((await t.server.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(401);
      const right = { authorization: 'Bearer scrape-me-please-0123' };
      const res = await t.server.inject({ method: 'GET', url: '/metrics', headers: right });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('hairsalon_http_requests_total');
    } finally {
      await t.close();
    }
  });
});

describe('GET /health/ready', () => {
  it('is ready when the database, the job queue and LISTEN answer, and says which did not; losing LISTEN is logged', async () => {
    const { lines, log } = capturedLog();
    const t = await startTestApp({ log });
    try {
      const ready = () => t.server.inject({ method: 'GET', url: '/health/ready' });
      const first = await until(ready, (res) => res.statusCode === 200);
      expect(first.json()).toEqual({ status: 'ready', failed: [] });

      // Cut this instance's LISTEN connection, as a database restart or a network blip would.
      await t.deps.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      );
      const down = await until(ready, (res) => res.statusCode === 503, 5_000);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', failed: ['listen'] });
      expect((await t.server.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      // It reconnects by itself, and says so.
      expect((await until(ready, (res) => res.statusCode === 200)).statusCode).toBe(200);
      const messages = lines.map((line) => String(line.msg));
      expect(messages.some((m) => m.startsWith('lost the LISTEN connection'))).toBe(true);
      expect(messages.some((m) => m.startsWith('the LISTEN connection is back'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('DATABASE_DIRECT_URL', () => {
  it('takes the LISTEN connection (a session of its own), while requests use DATABASE_URL', async () => {
    const t = await startTestApp();
    const direct = new URL(t.config.databaseUrl ?? '');
    direct.searchParams.set('application_name', 'hairsalon-direct-test');
    await t.close();
    const withDirect = await startTestApp({ databaseUrl: t.config.databaseUrl, env: { DATABASE_DIRECT_URL: direct.toString() } });
    try {
      await until(async () => withDirect.deps.listening(), Boolean);
      const { rows } = await withDirect.deps.database.executeSql(
        "select application_name, query from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
      );
      expect(rows).toContainEqual(expect.objectContaining({ application_name: 'hairsalon-direct-test' }));
    } finally {
      await withDirect.close();
    }
  });
});

describe('the request id', () => {
  it('is the trusted proxy’s X-Request-Id, echoed, and in the request’s log lines', async () => {
    const { lines, log } = capturedLog('warn');
    // Every request is "slow" here, so each one writes a line.
    const t = await startTestApp({ log, env: { TRUST_PROXY: '10.0.0.0/8', SLOW_REQUEST_MS: '1' } });
    try {
      const viaProxy = await t.server.inject({
        method: 'GET',
        url: '/api/get-all-services',
        remoteAddress: '10.1.2.3',
        headers: { 'x-request-id': 'nginx-7f3a9c' },
      });
      expect(viaProxy.headers['x-request-id']).toBe('nginx-7f3a9c');
      const line = await until(async () => lines.find((l) => l.reqId === 'nginx-7f3a9c'), Boolean);
      expect(line).toMatchObject({ reqId: 'nginx-7f3a9c', msg: 'slow request' });

      // A client that is not the trusted proxy cannot choose the id it is logged under.
      const direct = await t.server.inject({
        method: 'GET',
        url: '/api/get-all-services',
        remoteAddress: '203.0.113.9',
        headers: { 'x-request-id': 'chosen-by-client' },
      });
      expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((l) => l.reqId === 'chosen-by-client')).toBe(false);
      // Nor can the proxy pass on an id unsafe for a log line.
      const odd = await t.server.inject({
        method: 'GET',
        url: '/health',
        remoteAddress: '10.1.2.3',
        headers: { 'x-request-id': 'two words\nand a line' },
      });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });

  it('is a fresh UUID without TRUST_PROXY', async () => {
    const t = await startTestApp();
    try {
      const res = await t.server.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'anything' } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });
});
