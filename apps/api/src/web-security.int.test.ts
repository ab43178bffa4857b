import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { startTestApp, type TestApp } from './testing/test-app.js';
import { storeImage } from './uploads/image-store.js';
import { makeImage } from './uploads/test-helpers.js';

/** Security headers and CORS (issue 8 item 9, issue 11 item 1). */
const SPEC_CLIENT = 'http://spec-client.test';
const OTHER_ALLOWED = 'http://other-client.test';
const STRANGER = 'http://stranger.test';

let withOrigins: TestApp;
let defaults: TestApp;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'hairsalon-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>HairSalon</title><div id="root"></div>');
  withOrigins = await startTestApp({ env: { CORS_ORIGINS: `${SPEC_CLIENT}, ${OTHER_ALLOWED}`, WEB_DIST: webDist } });
  defaults = await startTestApp({ env: { PUBLIC_URL: 'https://salon.example.com' } });
});
afterAll(async () => {
  await withOrigins?.close();
  await defaults?.close();
});

const directives = (csp: string | undefined) =>
  new Map(
    String(csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each(['/', '/order-history', '/api/get-all-services', '/health'])(
    '%s answers with CSP, nosniff, no framing and no referrer',
    async (url) => {
      const res = await withOrigins.server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it.each(['/api/get-all-services', '/trpc/service.list', '/health', '/'])(
    '%s carries the whole set of security headers, written out once for every answer',
    async (url) => {
      const res = await withOrigins.server.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('sends HSTS only when the site is served over https', async () => {
    expect((await withOrigins.server.inject({ method: 'GET', url: '/health' })).headers['strict-transport-security']).toBeUndefined();
    const https = await defaults.server.inject({ method: 'GET', url: '/health' });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('lets pages of other origins show uploaded images', async () => {
    const { url } = await storeImage(withOrigins.deps, (await withOrigins.createUser()).id, await makeImage('png'));
    const image = await withOrigins.server.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await withOrigins.server.inject({ method: 'GET', url: '/api/get-all-services' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp, origin: string, method = 'PUT') =>
    app.server.inject({
      method: 'OPTIONS',
      url: '/api/edit-user',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
    });

  it.each([SPEC_CLIENT, OTHER_ALLOWED])(
    'answers the preflight of an allowed origin (%s), allowing the Authorization header',
    async (origin) => {
      const res = await preflight(withOrigins, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers['access-control-allow-methods'])).toContain('PUT');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    },
  );

  it('lets an allowed origin send a booking with an Idempotency-Key header', async () => {
    const res = await withOrigins.server.inject({
      method: 'OPTIONS',
      url: '/api/customer-book-appointment',
      headers: { origin: SPEC_CLIENT, 'access-control-request-method': 'POST', 'access-control-request-headers': 'idempotency-key' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });

  it('lets an allowed origin read the answer of the call itself, and the users list total beside it', async () => {
    const res = await withOrigins.server.inject({ method: 'GET', url: '/api/get-all-services', headers: { origin: SPEC_CLIENT } });
    expect(res.headers['access-control-allow-origin']).toBe(SPEC_CLIENT);
    expect(String(res.headers.vary)).toContain('Origin');
    // X-Total-Count is not a safelisted header: a page on another origin reads it only when the answer exposes it.
    expect(String(res.headers['access-control-expose-headers']).split(/\s*,\s*/)).toContain('X-Total-Count');
  });

  it('gives an origin not on the list nothing to read', async () => {
    expect((await preflight(withOrigins, STRANGER)).headers['access-control-allow-origin']).toBeUndefined();
    const call = await withOrigins.server.inject({ method: 'GET', url: '/api/get-all-services', headers: { origin: STRANGER } });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('names a CORS_ORIGINS entry that is not an origin at start', () => {
    const env = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, CORS_ORIGINS: `${SPEC_CLIENT},https://b.example:8443` }).corsOrigins).toEqual([
      SPEC_CLIENT,
      'https://b.example:8443',
    ]);
    expect(loadConfig({ ...env, CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
    expect(loadConfig(env).corsOrigins).toEqual([]);
    for (const bad of ['spec-client.test', 'http://spec-client.test/app', 'ftp://files.example']) {
      expect(() => loadConfig({ ...env, CORS_ORIGINS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
    }
  });

  it('allows no other origin by default (same origin only)', async () => {
    const res = await preflight(defaults, SPEC_CLIENT);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const call = await defaults.server.inject({ method: 'GET', url: '/api/get-all-services', headers: { origin: SPEC_CLIENT } });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});
