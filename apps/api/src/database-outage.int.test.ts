import { type StallableProxy, startStallableProxy } from '@hairsalon/db/testing';
import { messages } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from './errors.js';
import { startTestApp, type TestApp } from './testing/test-app.js';

/**
 * The database lost, stalled or refusing: the instance answers 503 with Retry-After (a proxy tries another instance, a
 * client tries again), readiness goes red within its deadline, and service comes back by itself (decision 024).
 */
describe('when the database is lost', () => {
  let proxy: StallableProxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await startStallableProxy(inject('databaseUrl'));
    t = await startTestApp({
      databaseUrl: proxy.url,
      // Reads go to the database (no cached answer hides the outage); a short statement limit keeps the test short.
      env: { READ_CACHE_SECONDS: '0', DATABASE_STATEMENT_TIMEOUT_MS: '500', DATABASE_CONNECT_TIMEOUT_MS: '1000' },
    });
  });
  afterAll(async () => {
    proxy?.resume();
    proxy?.refuse(false);
    await t?.close();
    await proxy?.close();
  });

  const get = (url: string) => t.server.inject({ method: 'GET', url });

  it('serves as usual first', async () => {
    expect((await get('/health/ready')).statusCode).toBe(200);
    expect((await get('/api/get-all-services')).statusCode).toBe(200);
  });

  it('a network stall: readiness answers 503 within its deadline, naming what failed but no error text', async () => {
    proxy.stall();
    try {
      const from = Date.now();
      const ready = await get('/health/ready');
      expect(Date.now() - from).toBeLessThan(5_000);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', failed: expect.arrayContaining(['database']) });
      expect((await get('/health')).statusCode).toBe(503);
    } finally {
      proxy.resume();
    }
  });

  it('a network stall: a read answers 503 with Retry-After on both doors, within the client’s wait, not a 500', async () => {
    proxy.stall();
    try {
      const from = Date.now();
      const [rest, trpc] = await Promise.all([
        get('/api/get-all-services'),
        t.server.inject({ method: 'GET', url: '/trpc/service.list', headers: { 'accept-language': 'vi' } }),
      ]);
      expect(Date.now() - from).toBeLessThan(10_000);
      expect(rest.statusCode).toBe(503);
      expect(rest.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(rest.json()).toMatchObject({ errCode: 503, success: false, errMessage: messages.generic.unavailable });
      expect(trpc.statusCode).toBe(503);
      expect(trpc.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(JSON.stringify(trpc.json())).not.toContain('Query read timeout');
    } finally {
      proxy.resume();
    }
    expect((await get('/api/get-all-services')).statusCode).toBe(200);
  });

  it('a database that refuses connections: 503 at once, and back to 200 when it takes them again', async () => {
    proxy.refuse(true);
    try {
      const booking = await t.server.inject({
        method: 'POST',
        url: '/api/customer-book-appointment',
        payload: {
          fullName: 'Outage Guest',
          email: 'outage@test.hairsalon',
          phone: '912345678',
          stylistId: 1,
          date: Date.now(),
          timeType: 'T1',
          serviceIds: [1],
        },
      });
      expect(booking.statusCode).toBe(503);
      expect(booking.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(booking.json()).toMatchObject({ errCode: 503, success: false });
      expect((await get('/health/ready')).statusCode).toBe(503);
    } finally {
      proxy.refuse(false);
    }
    await expect.poll(async () => (await get('/health/ready')).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await get('/api/get-all-services')).statusCode).toBe(200);
  });
});

describe('a stopping instance', () => {
  it('drains: each answer closes its connection and readiness is red, while requests are still served', async () => {
    const t = await startTestApp({ env: { SHUTDOWN_DRAIN_SECONDS: '2' } });
    let stopped: Promise<void> | undefined;
    try {
      await t.server.listen({ host: '127.0.0.1', port: 0 });
      const address = t.server.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const before = await fetch(`${base}/api/get-allcode?type=TIME`);
      expect(before.headers.get('connection')).not.toBe('close');
      await before.arrayBuffer();
      stopped = t.app.stop();
      const during = await fetch(`${base}/api/get-allcode?type=TIME`);
      expect(during.status).toBe(200);
      expect(during.headers.get('connection')).toBe('close');
      await during.arrayBuffer();
      const ready = await fetch(`${base}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', failed: ['draining'] });
    } finally {
      await stopped;
      await t.close();
    }
  });
});

describe('GET /metrics in production', () => {
  it('is not served without METRICS_TOKEN', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await t.server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
