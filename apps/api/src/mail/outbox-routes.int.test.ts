import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const STRANGER = '203.0.113.7';

describe('the development outbox on a server open to the network', () => {
  let t: TestApp;
  let emailId: number;
  beforeAll(async () => {
    // The audit's set-up: development, listening on every interface, outbox switched on.
    t = await startTestApp({ env: { NODE_ENV: 'development', HOST: '0.0.0.0', DEV_OUTBOX: '1' } });
    emailId =
      (await t.deps.mail.enqueue(t.deps.db, {
        to: 'victim@example.com',
        subject: 'Reset',
        html: '<p>reset link</p>',
        text: 'reset link',
        kind: 'password-reset',
      })) ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    '/api/dev/outbox',
    '/api/dev/%6Futbox',
    '/api/de%76/outbox',
    '/api/dev/outbox/ID',
    '/api/de%76/outbox/ID',
    '/api/dev/%6futbox/ID',
    '/api/%64ev/outbox/ID?x=1',
  ])('answers %s from another machine with 404', async (path) => {
    const url = path.replace('ID', String(emailId));
    const res = await t.server.inject({ method: 'GET', url, remoteAddress: STRANGER });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('reset link');
  });

  it('answers a caller on this machine, however the path is spelled', async () => {
    const page = await t.server.inject({ method: 'GET', url: `/api/de%76/outbox/${emailId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('reset link');
    expect((await t.server.inject({ method: 'GET', url: '/api/dev/%6Futbox' })).statusCode).toBe(200);
  });

  it('refuses a request relayed by a proxy on this machine', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: `/api/dev/outbox/${emailId}`,
      headers: { 'x-forwarded-for': STRANGER },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('when the outbox is served', () => {
  const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env }).devOutbox;

  it('by default only in development on a loopback HOST (pnpm start), never in production or tests', () => {
    expect(config({})).toBe(true);
    expect(config({ HOST: 'localhost' })).toBe(true);
    expect(config({ HOST: '0.0.0.0' })).toBe(false);
    expect(config({ HOST: '0.0.0.0', DEV_OUTBOX: '1' })).toBe(true);
    expect(config({ DEV_OUTBOX: '0' })).toBe(false);
    expect(config({ NODE_ENV: 'test' })).toBe(false);
    expect(config({ NODE_ENV: 'production' })).toBe(false);
    expect(() => config({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX/);
  });

  it('stays off on a loopback HOST when a proxy is in front (PUBLIC_URL elsewhere, or TRUST_PROXY set)', () => {
    expect(config({ HOST: '127.0.0.1', PUBLIC_URL: 'https://salon.example.com' })).toBe(false);
    expect(config({ HOST: '127.0.0.1', PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe(false);
    expect(config({ HOST: '127.0.0.1', TRUST_PROXY: '1' })).toBe(false);
    expect(config({ HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' })).toBe(true);
    expect(config({ HOST: '127.0.0.1', PUBLIC_URL: 'http://[::1]:3000' })).toBe(true);
    // Asked for by name, it is served (still only to callers on this machine without a proxy header).
    expect(config({ HOST: '127.0.0.1', PUBLIC_URL: 'https://salon.example.com', DEV_OUTBOX: '1' })).toBe(true);
  });

  it('is not registered at all when off', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'development', HOST: '0.0.0.0' } });
    try {
      expect((await t.server.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
