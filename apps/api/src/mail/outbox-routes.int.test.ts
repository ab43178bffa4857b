import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { OUTBOX_COOKIE } from './outbox-routes.js';

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
    // Even with the key: reset links never leave this machine.
    const url = `${path.replace('ID', String(emailId))}${path.includes('?') ? '&' : '?'}key=${t.config.devOutboxKey}`;
    const res = await t.server.inject({ method: 'GET', url, remoteAddress: STRANGER });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('reset link');
  });

  it.each(['/api/dev/outbox', '/api/de%76/outbox/ID', `/api/dev/outbox/ID?key=`, '/api/dev/outbox?key=not-the-key'])(
    'answers %s with 404 to a caller on this machine without the start key (a TCP forwarder makes anyone local)',
    async (path) => {
      const res = await t.server.inject({ method: 'GET', url: path.replace('ID', String(emailId)) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('reset link');
      expect(res.headers['set-cookie']).toBeUndefined();
      // A cookie with another key opens nothing either.
      const cookie = `${OUTBOX_COOKIE}=${'x'.repeat(t.config.devOutboxKey?.length ?? 32)}`;
      const withCookie = await t.server.inject({ method: 'GET', url: path.replace('ID', String(emailId)), headers: { cookie } });
      expect(withCookie.statusCode).toBe(404);
    },
  );

  it('answers a caller on this machine with the start key, however the path is spelled; the link leaves a cookie', async () => {
    const key = t.config.devOutboxKey ?? '';
    expect(key.length).toBeGreaterThanOrEqual(32);
    const page = await t.server.inject({ method: 'GET', url: `/api/de%76/outbox/${emailId}?key=${key}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('reset link');
    const list = await t.server.inject({ method: 'GET', url: `/api/dev/%6Futbox?key=${key}` });
    expect(list.statusCode).toBe(200);
    const cookie = String(list.headers['set-cookie']);
    expect(cookie).toContain(`${OUTBOX_COOKIE}=${key}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/dev\/outbox/);
    // The list's emails then open by the cookie alone.
    const byCookie = await t.server.inject({
      method: 'GET',
      url: `/api/dev/outbox/${emailId}`,
      headers: { cookie: `${OUTBOX_COOKIE}=${key}` },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.body).toContain('reset link');
  });

  it('makes a new key at every start', () => {
    const keyOf = () => loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: '1', JWT_SECRET: 'x'.repeat(32) }).devOutboxKey;
    expect(keyOf()).not.toBe(keyOf());
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).devOutboxKey).toBeUndefined();
  });

  it('refuses a request relayed by a proxy on this machine, even with the key', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: `/api/dev/outbox/${emailId}?key=${t.config.devOutboxKey}`,
      headers: { 'x-forwarded-for': STRANGER },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('when the outbox is served', () => {
  const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env }).devOutbox;

  it('only when DEV_OUTBOX=1 says so, whatever HOST is (never by default, never outside development)', () => {
    expect(config({})).toBe(false);
    expect(config({ NODE_ENV: 'development', HOST: '127.0.0.1' })).toBe(false);
    expect(config({ HOST: 'localhost' })).toBe(false);
    expect(config({ HOST: '0.0.0.0' })).toBe(false);
    expect(config({ DEV_OUTBOX: '0' })).toBe(false);
    expect(config({ NODE_ENV: 'test' })).toBe(false);
    expect(config({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/salon' })).toBe(false);
    expect(() => config({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/salon', DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX/);
    expect(() => config({ NODE_ENV: 'test', DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX/);
  });

  it('is turned on by DEV_OUTBOX=1 in development (still answering only callers on this machine)', () => {
    expect(config({ DEV_OUTBOX: '1' })).toBe(true);
    expect(config({ NODE_ENV: 'development', HOST: '127.0.0.1', DEV_OUTBOX: '1' })).toBe(true);
    expect(config({ HOST: '0.0.0.0', DEV_OUTBOX: '1' })).toBe(true);
    expect(config({ HOST: '127.0.0.1', PUBLIC_URL: 'https://salon.example.com', DEV_OUTBOX: '1' })).toBe(true);
  });

  it('is asked for by `pnpm start` and `pnpm dev` (the README quick start), unless DEV_OUTBOX is already set', () => {
    const scripts = (file: string) =>
      (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const start = scripts('../../../../package.json').start ?? '';
    expect(start).toContain('pnpm --filter @hairsalon/api start');
    // The root script's own shell decides: 1 in development (the default), nothing under NODE_ENV=production.
    const outboxOf = (env: Record<string, string>) =>
      execFileSync(
        'sh',
        [
          '-c',
          `${start.slice(start.indexOf('DEV_OUTBOX='), start.indexOf(' pnpm --filter @hairsalon/api start'))} sh -c 'printf %s "$DEV_OUTBOX"'`,
        ],
        {
          env: { PATH: process.env.PATH ?? '', ...env },
          encoding: 'utf8',
        },
      );
    expect(outboxOf({})).toBe('1');
    expect(outboxOf({ NODE_ENV: 'development' })).toBe('1');
    expect(outboxOf({ NODE_ENV: 'production' })).toBe('');
    expect(outboxOf({ DEV_OUTBOX: '0' })).toBe('0');
    expect(scripts('../../package.json').dev).toMatch(/^DEV_OUTBOX=\$\{DEV_OUTBOX:-1\} /);
    // The production image runs the API's own start script with NODE_ENV=production: it must not ask for the outbox.
    expect(scripts('../../package.json').start).not.toContain('DEV_OUTBOX');
  });

  it('is not registered at all when off', async () => {
    // The old default's own shape (development, loopback HOST and PUBLIC_URL) now serves nothing without DEV_OUTBOX=1.
    const t = await startTestApp({ env: { NODE_ENV: 'development', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' } });
    try {
      expect((await t.server.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
