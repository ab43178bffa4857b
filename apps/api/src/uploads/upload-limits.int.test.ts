import path from 'node:path';
import { schema } from '@hairsalon/db';
import { messages, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { contentKey, deleteOrphanUploads, storeImage } from './image-store.js';
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
  it('deletes uploads no record refers to after 24 hours, with bytes no other upload shares, and keeps the others', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const png = await makeImage('png');
    const deps = { ...t.deps, config: { ...t.config, uploadQuotaPerHour: 100 } };
    const keyOf = async (url: string) =>
      (
        await t.deps.db
          .select({ sha256: schema.uploads.sha256 })
          .from(schema.uploads)
          .where(eq(schema.uploads.name, path.basename(url)))
      )[0]?.sha256 ?? '';
    const served = async (url: string) => (await t.server.inject({ method: 'GET', url })).statusCode === 200;
    // Three uploads of one picture share its bytes; the avatar keeps them.
    const abandoned = await storeImage(deps, admin.id, png);
    const avatar = await storeImage(deps, admin.id, png);
    const abandonedAlone = await storeImage(deps, admin.id, await makeImage('png', 13, 7));
    await (await t.caller(admin)).user.edit({ id: admin.id, phoneNumber: '912345678', email: admin.email, image: avatar.url });
    const shared = await keyOf(avatar.url);
    const alone = await keyOf(abandonedAlone.url);
    expect(await keyOf(abandoned.url)).toBe(shared);
    // Bytes a failed save left in the store without an upload row.
    const strayBytes = await makeImage('webp', 9, 9);
    const stray = contentKey(strayBytes);
    await t.deps.images.put(stray, strayBytes, 'image/webp');

    await deleteOrphanUploads(t.deps);
    expect(await served(abandoned.url)).toBe(true); // not yet a day old
    expect(await t.deps.images.exists(stray)).toBe(true);

    t.advance(25 * 3_600_000);
    const fresh = await storeImage(deps, admin.id, png);
    expect(await deleteOrphanUploads(t.deps)).toBeGreaterThanOrEqual(3);
    expect(await served(abandoned.url)).toBe(false);
    expect(
      await t.deps.db
        .select()
        .from(schema.uploads)
        .where(eq(schema.uploads.name, path.basename(abandoned.url))),
    ).toHaveLength(0);
    expect(await served(abandonedAlone.url)).toBe(false);
    expect(await t.deps.images.exists(alone)).toBe(false);
    expect(await t.deps.images.exists(stray)).toBe(false);
    expect(await t.deps.images.exists(shared)).toBe(true);
    expect(await served(avatar.url)).toBe(true);
    expect(await served(fresh.url)).toBe(true);
  });
});
