import { gunzipSync } from 'node:zlib';
import { Role } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.js';

/**
 * How /trpc's answers go out (issue 21 item 5, lib/json-response-text.ts): one JSON document is sent whole, with its
 * length, compressed only when it is over 1 KiB and the client accepts gzip; a subscription stays a stream.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const batchUrl = (procedure: string, input: unknown, times = 1) =>
  `/trpc/${Array.from({ length: times }, () => procedure).join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(Array.from({ length: times }, (_, i) => [i, input]))),
  )}`;

describe('a /trpc answer of one JSON document', () => {
  it('goes out whole with its Content-Length, not chunked, and uncompressed under 1 KiB even when gzip is accepted', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: batchUrl('allcode.getByType', { type: 'TIME' }),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(1024);
    const [first] = res.json() as [{ result: { data: { keyMap: string }[] } }];
    expect(first.result.data.map((slot) => slot.keyMap)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
    // tRPC's own headers come along, and the language the answer depends on.
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('is gzipped in one piece over 1 KiB, with the compressed length, and reads back as the same answer', async () => {
    const url = batchUrl('allcode.getByType', { type: 'TIME' }, 6);
    const plain = await t.server.inject({ method: 'GET', url });
    expect(plain.rawPayload.length, plain.body).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await t.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['transfer-encoding']).toBeUndefined();
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers a batch whose procedures make a long path (eight reads at once), not 414', async () => {
    const procedures = ['service.list', 'stylist.list', 'allcode.getByType', 'location.list'];
    const inputs = [undefined, undefined, { type: 'TIME' }, undefined];
    const names = [...procedures, ...procedures];
    const url = `/trpc/${names.join(',')}?batch=1&input=${encodeURIComponent(
      JSON.stringify(Object.fromEntries(names.map((_, i) => [i, inputs[i % inputs.length] ?? {}]))),
    )}`;
    expect(names.join(',').length).toBeGreaterThan(100);
    const res = await t.server.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(8);
  });

  it("keeps tRPC's status and error body: a procedure that does not exist is a 404 with its length", async () => {
    const res = await t.server.inject({ method: 'GET', url: '/trpc/nothing.here?input=%7B%7D' });
    expect(res.statusCode).toBe(404);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((res.json() as { error: { data: { code: string } } }).error.data.code).toBe('NOT_FOUND');
  });

  it('answers a mutation the same way: refused input is a 400 with its length', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody', password: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });
});

describe('a subscription', () => {
  it('is still a stream of server-sent events, its first event sent before the answer ends', async () => {
    const staff = await t.createUser({ roleId: Role.Staff });
    const origin = await t.server.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    try {
      const res = await fetch(`${origin}/trpc/booking.changes`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${await t.tokenFor(staff)}` },
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-length')).toBeNull();
      const reader = res.body?.getReader();
      let text = '';
      while (reader && !text.includes('"kind":"ready"')) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += new TextDecoder().decode(chunk.value);
      }
      expect(text).toContain('"kind":"ready"');
    } finally {
      controller.abort();
    }
  });
});
