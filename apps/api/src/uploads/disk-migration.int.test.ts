import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@hairsalon/db';
import { Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Emulator } from '../testing/s3-emulator.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { moveDiskUploadsIntoStore } from './disk-migration.js';
import { makeImage } from './test-helpers.js';

const name = (letter: string, extension: string) => `${letter.repeat(32)}.${extension}`;

/**
 * A deployment upgrading from uploads on disk: the files in UPLOAD_DIR that records name are moved into the image
 * store when an instance starts, so every instance serves them.
 */
describe.each(['postgres', 's3'] as const)('moving uploads from disk into the %s store at start', (kind) => {
  let s3: Awaited<ReturnType<typeof startS3Emulator>> | undefined;
  let one: TestApp;
  let two: TestApp | undefined;
  const legacyDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-legacy-uploads-'));
  const files = {
    avatar: name('a', 'png'),
    unclaimed: name('b', 'jpg'),
    serviceImage: name('c', 'webp'),
    stray: name('d', 'png'),
    missing: name('e', 'png'),
    notImage: name('f', 'png'),
  };
  const disk = (file: string) => readFileSync(path.join(legacyDir, file));

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Emulator() : undefined;
    one = await startTestApp({ isolated: true, env: s3?.env ?? {} });
    writeFileSync(path.join(legacyDir, files.avatar), await makeImage('png', 30, 30));
    writeFileSync(path.join(legacyDir, files.unclaimed), await makeImage('jpeg', 20, 10));
    writeFileSync(path.join(legacyDir, files.serviceImage), await makeImage('webp', 16, 16));
    writeFileSync(path.join(legacyDir, files.stray), await makeImage('png', 8, 8));
    writeFileSync(path.join(legacyDir, files.notImage), 'not an image at all');
    // What an older version left: upload rows without a key, a user's avatar, a service image saved before uploads
    // were recorded (no row), and a row whose file is gone.
    const user = await one.createUser({ roleId: Role.Customer, image: `/uploads/${files.avatar}` });
    const now = one.now();
    await one.deps.db.insert(schema.uploads).values([
      { name: files.avatar, uploadedBy: user.id, claimedAt: now, createdAt: now },
      { name: files.unclaimed, uploadedBy: user.id, createdAt: now },
      { name: files.missing, uploadedBy: user.id, claimedAt: now, createdAt: now },
      { name: files.notImage, uploadedBy: user.id, claimedAt: now, createdAt: now },
    ]);
    await one.deps.db
      .insert(schema.services)
      .values({ name: 'Legacy trim', description: 'From before the store', priceCents: 1000, image: `/uploads/${files.serviceImage}` });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await s3?.close();
  });

  const get = (app: TestApp, file: string) => app.server.inject({ method: 'GET', url: `/uploads/${file}` });

  it('serves nothing from disk before the move', async () => {
    expect((await get(one, files.avatar)).statusCode).toBe(404);
  });

  it('an instance starting with UPLOAD_DIR moves every file a record names, and every instance then serves it', async () => {
    two = await startTestApp({ databaseUrl: one.databaseUrl, env: { ...(s3?.env ?? {}), UPLOAD_DIR: legacyDir } });
    for (const [file, type] of [
      [files.avatar, 'image/png'],
      [files.unclaimed, 'image/jpeg'],
      [files.serviceImage, 'image/webp'],
    ] as const) {
      const res = await get(one, file);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(disk(file))).toBe(true);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.etag).toBe(`"${createHash('sha256').update(disk(file)).digest('hex')}"`);
    }
    // The service image had no upload row: it has one now, claimed (the clean-up never takes it).
    const [row] = await one.deps.db.select().from(schema.uploads).where(eq(schema.uploads.name, files.serviceImage));
    expect(row?.claimedAt).toBeInstanceOf(Date);
    expect(row?.sha256).toBe(createHash('sha256').update(disk(files.serviceImage)).digest('hex'));
    // A file no record names, a record whose file is gone, and a file that is no image are not moved.
    for (const file of [files.stray, files.missing, files.notImage]) expect((await get(one, file)).statusCode).toBe(404);
    expect(await one.deps.db.select().from(schema.uploads).where(eq(schema.uploads.name, files.stray))).toHaveLength(0);
    // The old files stay where they were.
    for (const file of [files.avatar, files.unclaimed, files.serviceImage]) expect(existsSync(path.join(legacyDir, file))).toBe(true);
  });

  it('moves nothing twice: a second run (another start) finds only what it cannot move', async () => {
    if (!two) throw new Error('the previous test starts the second instance');
    const rowsBefore = await one.deps.db.$count(schema.uploads);
    const again = await moveDiskUploadsIntoStore(two.deps);
    expect(again).toEqual({ moved: 0, missing: [files.missing], skipped: [files.notImage] });
    expect(await one.deps.db.$count(schema.uploads)).toBe(rowsBefore);
    expect((await get(two, files.avatar)).statusCode).toBe(200);
  });
});
