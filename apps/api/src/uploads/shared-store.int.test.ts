import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@hairsalon/db';
import { Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Emulator } from '../testing/s3-emulator.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { contentKey, deleteOrphanUploads, UNCLAIMED_UPLOAD_TTL_MS } from './image-store.js';
import { createS3ImageStore } from './store-s3.js';
import { makeImage, multipart } from './test-helpers.js';

/**
 * Several instances behind a load balancer on one PostgreSQL (issue 22): an image uploaded through one is served by
 * every other, from the database by default or from an S3 bucket (here the s3rver emulator) when S3_* is set.
 */
describe.each([
  ['the database', 'postgres'],
  ['an S3 bucket', 's3'],
] as const)('images kept in %s', (_label, kind) => {
  let s3: Awaited<ReturnType<typeof startS3Emulator>> | undefined;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Emulator() : undefined;
    const env = s3?.env ?? {};
    one = await startTestApp({ isolated: true, env });
    two = await startTestApp({ databaseUrl: one.databaseUrl, env });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await s3?.close();
  });

  const upload = async (app: TestApp, token: string, data: Buffer) => {
    const body = multipart({}, { imageFile: { filename: 'photo.png', contentType: 'image/png', data } });
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/upload-image',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().path as string;
  };
  const keyOf = async (url: string) =>
    (
      await one.deps.db
        .select({ sha256: schema.uploads.sha256 })
        .from(schema.uploads)
        .where(eq(schema.uploads.name, path.basename(url)))
    )[0]?.sha256 ?? null;
  const status = async (app: TestApp, url: string) => (await app.server.inject({ method: 'GET', url })).statusCode;

  it(`keeps the bytes in ${kind === 's3' ? 'the bucket, none in the database' : 'the database'}`, async () => {
    expect(one.deps.images.kind).toBe(kind);
    expect(two.deps.images.kind).toBe(kind);
    const user = await one.createUser();
    const url = await upload(one, await one.tokenFor(user), await makeImage('png', 5, 5));
    const blobs = await one.deps.db.select({ sha256: schema.uploadBlobs.sha256 }).from(schema.uploadBlobs);
    expect(blobs.map((b) => b.sha256)).toEqual(kind === 's3' ? [] : [await keyOf(url)]);
  });

  it('serves an image uploaded through one instance from another, with its bytes, type and immutable caching', async () => {
    const user = await one.createUser({ roleId: Role.Customer });
    const url = await upload(one, await one.tokenFor(user), await makeImage('png', 120, 80));
    // Nothing on either instance's disk.
    expect(existsSync(path.join(one.config.uploadDir, path.basename(url)))).toBe(false);

    const fromOne = await one.server.inject({ method: 'GET', url });
    const fromTwo = await two.server.inject({ method: 'GET', url });
    expect(fromTwo.statusCode).toBe(200);
    expect(fromTwo.rawPayload.equals(fromOne.rawPayload)).toBe(true);
    expect(fromTwo.headers['content-type']).toBe('image/png');
    expect(Number(fromTwo.headers['content-length'])).toBe(fromTwo.rawPayload.length);
    expect(fromTwo.headers['cache-control']).toBe('public, max-age=604800, immutable');
    const etag = `"${createHash('sha256').update(fromTwo.rawPayload).digest('hex')}"`;
    expect(fromTwo.headers.etag).toBe(etag);
    expect(fromOne.headers.etag).toBe(etag);
    expect(fromTwo.headers['x-content-type-options']).toBe('nosniff');

    // A browser asking again with the ETag it holds gets 304, no body, from either instance.
    for (const app of [two, one]) {
      const again = await app.server.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=604800, immutable');
    }
    const head = await two.server.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers.etag).toBe(etag);
    const otherTag = await two.server.inject({ method: 'GET', url, headers: { 'if-none-match': `"${'0'.repeat(64)}"` } });
    expect(otherTag.statusCode).toBe(200);
  });

  it('serves a saved avatar from the other instance, and stops serving it there once it is replaced', async () => {
    const user = await one.createUser({ roleId: Role.Customer });
    const token = await one.tokenFor(user);
    const first = await upload(one, token, await makeImage('jpeg', 50, 50));
    const profile = { id: user.id, phoneNumber: '912345678', email: user.email };
    await (await one.caller(user)).user.edit({ ...profile, image: first });
    expect(await status(two, first)).toBe(200);
    const second = await upload(two, await two.tokenFor(user), await makeImage('webp', 40, 40));
    await (await two.caller(user)).user.edit({ ...profile, image: second });
    expect(await status(one, second)).toBe(200);
    expect(await status(one, first)).toBe(404);
  });

  it('clean-up: deletes unused bytes from the store, and keeps bytes another record still uses', async () => {
    const admin = await one.createUser({ roleId: Role.Admin });
    const token = await one.tokenFor(admin);
    const picture = await makeImage('png', 77, 33);
    // The same picture uploaded twice (through each instance) is one set of bytes; only one upload is saved.
    const kept = await upload(one, token, picture);
    const abandonedTwin = await upload(two, await two.tokenFor(admin), picture);
    const abandoned = await upload(one, token, await makeImage('png', 31, 17));
    await (await one.caller(admin)).user.edit({ id: admin.id, phoneNumber: '912345678', email: admin.email, image: kept });
    const shared = await keyOf(kept);
    const unused = await keyOf(abandoned);
    expect(shared).not.toBeNull();
    expect(await keyOf(abandonedTwin)).toBe(shared);
    // Bytes a failed save left in the store with no upload naming them.
    const strayBytes = await makeImage('webp', 11, 11);
    await one.deps.images.put(contentKey(strayBytes), strayBytes, 'image/webp');

    one.advance(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    two.advance(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    // The daily job runs on one instance; the store is every instance's.
    expect(await deleteOrphanUploads(two.deps)).toBeGreaterThanOrEqual(3);

    expect(await one.deps.images.exists(unused ?? '')).toBe(false);
    expect(await one.deps.images.exists(contentKey(strayBytes))).toBe(false);
    expect(await one.deps.images.exists(shared ?? '')).toBe(true);
    expect(await status(one, abandoned)).toBe(404);
    expect(await status(one, abandonedTwin)).toBe(404);
    expect(await status(one, kept)).toBe(200);
    expect(await status(two, kept)).toBe(200);
  });

  it('keeps shared bytes when one of two avatars of the same picture is replaced, and deletes them with the last', async () => {
    const picture = await makeImage('png', 64, 64);
    const users = [await one.createUser(), await one.createUser()];
    const urls: string[] = [];
    for (const user of users) {
      const url = await upload(one, await one.tokenFor(user), picture);
      await (await one.caller(user)).user.edit({ id: user.id, phoneNumber: '912345678', email: user.email, image: url });
      urls.push(url);
    }
    const key = await keyOf(urls[0] ?? '');
    expect(await keyOf(urls[1] ?? '')).toBe(key);
    const replace = async (user: (typeof users)[number]) => {
      const url = await upload(one, await one.tokenFor(user), await makeImage('jpeg', 20 + user.id, 20));
      await (await one.caller(user)).user.edit({ id: user.id, phoneNumber: '912345678', email: user.email, image: url });
    };
    await replace(users[0] as (typeof users)[number]);
    expect(await one.deps.images.exists(key ?? '')).toBe(true);
    expect(await status(two, urls[1] ?? '')).toBe(200);
    await replace(users[1] as (typeof users)[number]);
    expect(await one.deps.images.exists(key ?? '')).toBe(false);
  });
});

describe('an S3 bucket that cannot be used', () => {
  it('stops the start with a message that names the bucket and why', async () => {
    const s3 = await startS3Emulator();
    try {
      const config = {
        bucket: 'no-such-bucket',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      };
      const store = createS3ImageStore(config);
      await expect(store.check()).rejects.toThrow(`S3_BUCKET no-such-bucket at ${s3.endpoint}: no such bucket`);
      await store.close();
      await expect(createS3ImageStore({ ...config, bucket: s3.bucket }).check()).resolves.toBeUndefined();
    } finally {
      await s3.close();
    }
  });
});
