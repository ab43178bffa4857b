import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@hairsalon/db';
import { messages, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { deleteOrphanUploads, storeImage } from './image-store.js';
import { makeImage } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { UPLOAD_QUOTA_PER_HOUR: '3' } });
});
afterAll(async () => {
  await t?.close();
});

describe('upload quota', () => {
  it('refuses a user’s fourth image within the hour with 429, and takes images again the next hour', async () => {
    const user = await t.createUser({ roleId: Role.Customer });
    const caller = await t.caller(user);
    const png = await makeImage('png');
    for (let i = 0; i < 3; i++) await expect(caller.upload.image({ imageFile: png })).resolves.toMatchObject({ url: expect.any(String) });
    await expect(caller.upload.image({ imageFile: png })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: messages.profile.uploadQuota,
    });
    // Another user is not affected.
    await expect((await t.caller(await t.createUser())).upload.image({ imageFile: png })).resolves.toBeTruthy();
    t.advance(61 * 60_000);
    await expect(caller.upload.image({ imageFile: png })).resolves.toMatchObject({ url: expect.any(String) });
  });
});

describe('the daily upload clean-up', () => {
  it('deletes uploads no record refers to after 24 hours, and keeps the others', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const png = await makeImage('png');
    const file = (url: string) => path.join(t.config.uploadDir, path.basename(url));
    const abandoned = await storeImage({ ...t.deps, config: { ...t.config, uploadQuotaPerHour: 100 } }, admin.id, png);
    const avatar = await storeImage({ ...t.deps, config: { ...t.config, uploadQuotaPerHour: 100 } }, admin.id, png);
    await (await t.caller(admin)).user.edit({ id: admin.id, phoneNumber: '912345678', email: admin.email, image: avatar.url });
    // A file a crash left without its row, a day old.
    const stray = path.join(t.config.uploadDir, `${'ab'.repeat(16)}.png`);
    writeFileSync(stray, png);
    const old = (Date.now() - 25 * 3_600_000) / 1000;
    utimesSync(stray, old, old);

    await deleteOrphanUploads(t.deps);
    expect(existsSync(file(abandoned.url))).toBe(true); // not yet a day old

    t.advance(25 * 3_600_000);
    const fresh = await storeImage({ ...t.deps, config: { ...t.config, uploadQuotaPerHour: 100 } }, admin.id, png);
    expect(await deleteOrphanUploads(t.deps)).toBeGreaterThanOrEqual(2);
    expect(existsSync(file(abandoned.url))).toBe(false);
    expect(
      await t.deps.db
        .select()
        .from(schema.uploads)
        .where(eq(schema.uploads.name, path.basename(abandoned.url))),
    ).toHaveLength(0);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(file(avatar.url))).toBe(true);
    expect(existsSync(file(fresh.url))).toBe(true);
    expect((await t.server.inject({ method: 'GET', url: avatar.url })).statusCode).toBe(200);
  });
});
