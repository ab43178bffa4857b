import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startTestApp, type TestApp } from './testing/test-app.js';

/** A booking attempt through tRPC (the rate limit is its first step; the unknown stylist answers 404 after it). */
function attempt(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.server.inject({
    method: 'POST',
    url: '/trpc/booking.create',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      phone: '912345678',
      fullName: 'Guest',
      email: 'guest@example.com',
      stylistId: 999_999,
      date: t.now().getTime() + 3 * 86_400_000,
      timeType: 'T1',
      serviceIds: [1],
    },
  });
}

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { BOOKING_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores a spoofed X-Forwarded-For: one address is one client, whatever it claims', async () => {
    // An address no other suite books from: the run's suites share the rate-limit counters.
    const client = '192.0.2.250';
    const codes = [];
    for (const claimed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) codes.push((await attempt(t, client, claimed)).statusCode);
    expect(codes).toEqual([404, 404, 429]);
  });
});

describe('with TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { BOOKING_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts distinct clients behind one load balancer apart', async () => {
    const proxy = '10.0.0.7';
    const codes = [];
    // Addresses no other suite books from (multi-slot's guests book from 198.51.100.x; the counters are shared).
    for (const client of ['192.0.2.251', '192.0.2.252', '192.0.2.253']) codes.push((await attempt(t, proxy, client)).statusCode);
    expect(codes).toEqual([404, 404, 404]);
    // …and one client is still one client.
    expect((await attempt(t, proxy, '192.0.2.251')).statusCode).toBe(404);
    expect((await attempt(t, proxy, '192.0.2.251')).statusCode).toBe(429);
  });

  it('takes the address the proxy saw, not what the client prepended', async () => {
    const proxy = '10.0.0.8';
    const codes = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) codes.push((await attempt(t, proxy, `${forged}, 192.0.2.254`)).statusCode);
    expect(codes).toEqual([404, 404, 429]);
  });
});

describe('TRUST_PROXY values', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(32) }).trustProxy;

  it('takes off, a hop count, or proxy addresses and CIDRs', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.10,::1')).toEqual(['10.0.0.0/8', '192.168.1.10', '::1']);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '300.1.1.1', '11', '10.0.0.1/8/1'])('refuses %s and names the variable', (value) => {
    expect(() => parse(value)).toThrow(/TRUST_PROXY/);
  });
});
