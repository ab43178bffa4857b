import { createDatabase, type DatabaseHandle, schema } from '@hairsalon/db';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteOrphanUploads, recordUpload, releaseContent } from './image-store.js';
import { createPostgresImageStore } from './store-postgres.js';
import { makeImage } from './test-helpers.js';

/**
 * The database store on the embedded database too (`pnpm start`): bytea comes back as bytes, the key's advisory lock
 * works on the one connection, and the store joins the caller's transaction rather than asking for a second connection.
 */
describe('the database image store on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = createDatabase({ dataDir: 'memory://' });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('stores, shares, serves and deletes bytes by key', async () => {
    const images = createPostgresImageStore(handle.db);
    const deps = { db: handle.db, images, log: pino({ level: 'silent' }) };
    const png = await makeImage('png', 21, 13);
    const createdAt = new Date();
    const key = await recordUpload(
      deps,
      { name: `${'1'.repeat(32)}.png`, uploadedBy: null, createdAt },
      { data: png, contentType: 'image/png' },
    );
    expect(
      await recordUpload(deps, { name: `${'2'.repeat(32)}.png`, uploadedBy: null, createdAt }, { data: png, contentType: 'image/png' }),
    ).toBe(key);
    const stored = await images.get(key);
    if (!stored) throw new Error('the bytes were not stored');
    expect(stored.contentType).toBe('image/png');
    expect(Buffer.isBuffer(stored.body) && stored.body.equals(png)).toBe(true);
    expect(stored.size).toBe(png.length);
    expect(await handle.db.$count(schema.uploadBlobs)).toBe(1);

    // Named by an upload: kept; named by none: deleted.
    expect(await releaseContent(deps, key)).toBe(false);
    await handle.db.delete(schema.uploads).where(eq(schema.uploads.sha256, key));
    expect(await releaseContent(deps, key)).toBe(true);
    expect(await images.get(key)).toBeNull();
  });

  it('runs the daily clean-up', async () => {
    const images = createPostgresImageStore(handle.db);
    const stray = await makeImage('webp', 7, 7);
    await images.put('ab'.repeat(32), stray, 'image/webp');
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await deleteOrphanUploads({ db: handle.db, images, log: pino({ level: 'silent' }), now: () => later })).toBe(1);
    expect(await images.exists('ab'.repeat(32))).toBe(false);
  });
});
