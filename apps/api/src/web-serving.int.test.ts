import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.js';

/** How the built web app and the API answers travel: compressed, and cached by what can change (issue 9 goal 4). */
let t: TestApp;
const indexHtml = `<!doctype html><title>HairSalon</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const landingPage = `<!doctype html><title>Home · HairSalon</title><div id="root"></div><main>Look good</main>${'<!-- padding -->'.repeat(100)}`;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'hairsalon-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, 'images'));
  mkdirSync(path.join(webDist, 'pages'));
  // As the web build leaves them: each text file beside its brotli and gzip forms.
  for (const [file, text] of [
    ['index.html', indexHtml],
    ['pages/index.html', landingPage],
    ['pages/services.html', landingPage.replace('Home', 'Services')],
    ['assets/index-Ab12Cd34.js', script],
  ] as const) {
    writeFileSync(path.join(webDist, file), text);
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(webDist, 'images/logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  t = await startTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, encoding?: string) =>
  t.server.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('web app files', () => {
  it.each(['/order-history', '/services/3', '/about'])(
    '%s answers index.html brotli-compressed, revalidated on every visit',
    async (url) => {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    },
  );

  it.each([
    ['/', 'Home'],
    ['/?scenario=x', 'Home'],
    ['/services', 'Services'],
  ])('%s answers its prerendered page brotli-compressed, revalidated on every visit', async (url, title) => {
    const res = await get(url, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(`<title>${title} · HairSalon</title>`);
  });

  it('serves a hashed asset compressed and immutable for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('compresses an unhashed image on the fly and has it revalidated', async () => {
    const res = await get('/images/logo.svg', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer of the REST adapter', async () => {
    const res = await get('/api/docs/openapi.json', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ openapi: expect.any(String) });
  });

  it('compresses a tRPC answer', async () => {
    // A batch of three reads: over the 1 KiB threshold whether it comes from the read cache (one buffer) or from tRPC.
    const input = encodeURIComponent(JSON.stringify({ 0: { type: 'TIME' }, 1: { type: 'TIME' }, 2: { type: 'TIME' } }));
    const res = await get(`/trpc/allcode.getByType,allcode.getByType,allcode.getByType?batch=1&input=${input}`, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())[0]).toHaveProperty('result');
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/health', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers a client that asks for no compression in plain JSON', async () => {
    const res = await get('/api/docs/openapi.json');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ openapi: expect.any(String) });
  });
});
