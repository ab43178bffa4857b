import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@hairsalon/db';
import { MAX_UPLOAD_BYTES, messages, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { makeImage, makeLargeImage, multipart, uploadNames } from './test-helpers.js';

let t: TestApp;
let token: string;
let customer: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await startTestApp();
  customer = await t.createUser({ roleId: Role.Customer });
  token = await t.tokenFor(customer);
});
afterAll(async () => {
  await t?.close();
});

const upload = (data: Buffer, filename = 'photo.png', contentType = 'image/png', auth: string | null = token) => {
  const body = multipart({}, { imageFile: { filename, contentType, data } });
  return t.server.inject({
    method: 'POST',
    url: '/api/upload-image',
    payload: body.payload,
    headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
  });
};
const storedFiles = () => uploadNames(t);

describe('POST /api/upload-image', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('stores a %s under a random name, resized to at most 1600 px, and serves it at /uploads', async (format, type) => {
    const res = await upload(await makeImage(format, 3200, 1000), `holiday.${format}`, type);
    expect(res.statusCode).toBe(200);
    // path: what a record is saved with; url: the same image, absolute like every image field of a REST answer.
    const { url, path: stored } = res.json();
    expect(stored).toMatch(/^\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)$/);
    expect(stored).not.toContain('holiday');
    expect(url).toBe(`${t.config.publicUrl}${stored}`);
    expect(res.json().data).toEqual({ url, path: stored });
    const served = await t.server.inject({ method: 'GET', url: stored });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(served.headers.etag).toBe(`"${createHash('sha256').update(served.rawPayload).digest('hex')}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    const [row] = await t.deps.db
      .select()
      .from(schema.uploads)
      .where(eq(schema.uploads.name, path.basename(stored)));
    expect(row?.claimedAt).toBeNull();
  });

  it('answers the path a record is saved with (as the web app does); REST shows the saved image absolute', async () => {
    const { path: stored } = (await upload(await makeImage('png'))).json();
    const saved = await (await t.caller(customer)).user.edit({
      id: customer.id,
      phoneNumber: '912345678',
      email: customer.email,
      image: stored,
    });
    expect(saved.image).toBe(stored);
    const profile = await t.server.inject({
      method: 'GET',
      url: `/api/get-user-by-id?id=${customer.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().image).toBe(`${t.config.publicUrl}${stored}`);
    expect((await t.server.inject({ method: 'GET', url: stored })).statusCode).toBe(200);
  });

  it('refuses a text file renamed .png and stores nothing', async () => {
    const before = await storedFiles();
    const res = await upload(Buffer.from('I am not a picture'), 'cat.png', 'image/png');
    expectRefusal(res, 400, messages.profile.avatarInvalid);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB as bad input, not a 500', async () => {
    const before = await storedFiles();
    const big = await makeLargeImage(MAX_UPLOAD_BYTES + 1024);
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const res = await upload(big);
    expectRefusal(res, 400, messages.profile.avatarInvalid);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a missing file, and an anonymous caller before reading anything', async () => {
    const none = multipart({ note: 'no file' });
    const missing = await t.server.inject({
      method: 'POST',
      url: '/api/upload-image',
      payload: none.payload,
      headers: { ...none.headers, authorization: `Bearer ${token}` },
    });
    expectRefusal(missing, 400);
    const anonymous = await upload(await makeImage('png'), 'a.png', 'image/png', null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the bytes in the image store, not in the upload folder', async () => {
    const { path: stored } = (await upload(await makeImage('png', 30, 20))).json();
    const [row] = await t.deps.db
      .select({ sha256: schema.uploads.sha256 })
      .from(schema.uploads)
      .where(eq(schema.uploads.name, path.basename(stored)));
    expect(row?.sha256).toMatch(/^[a-f0-9]{64}$/);
    expect(await t.deps.images.exists(row?.sha256 ?? '')).toBe(true);
    expect(existsSync(path.join(t.config.uploadDir, path.basename(stored)))).toBe(false);
  });

  it('answers 404 for a name nobody uploaded, and for anything that is not an upload name', async () => {
    for (const url of [`/uploads/${'0'.repeat(32)}.png`, '/uploads/..%2Fpackage.json', '/uploads/cat.png']) {
      const res = await t.server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errCode: 404, success: false });
    }
  });
});
