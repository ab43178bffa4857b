import { type Database, type DbOrTx, schema } from '@hairsalon/db';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ImageStore } from './store.js';

const { uploadBlobs } = schema;

/** The default store: the bytes in the upload_blobs table, so one database backup holds every image. */
export function createPostgresImageStore(db: Database): ImageStore {
  return {
    kind: 'postgres',
    async put(key, data, contentType, within = db) {
      await within.insert(uploadBlobs).values({ sha256: key, contentType, size: data.length, data }).onConflictDoNothing();
    },
    async get(key) {
      const [row] = await db
        .select({ contentType: uploadBlobs.contentType, data: uploadBlobs.data })
        .from(uploadBlobs)
        .where(eq(uploadBlobs.sha256, key));
      return row ? { contentType: row.contentType, size: row.data.length, body: row.data } : null;
    },
    async exists(key, within: DbOrTx = db) {
      const [row] = await within.select({ key: uploadBlobs.sha256 }).from(uploadBlobs).where(eq(uploadBlobs.sha256, key));
      return row !== undefined;
    },
    async delete(key, within: DbOrTx = db) {
      await within.delete(uploadBlobs).where(eq(uploadBlobs.sha256, key));
    },
    async *keysStoredBefore(before) {
      let after = '';
      // In pages by key, so a large store is never read into memory at once.
      for (;;) {
        const page = await db
          .select({ key: uploadBlobs.sha256 })
          .from(uploadBlobs)
          .where(and(lt(uploadBlobs.createdAt, before), after ? gt(uploadBlobs.sha256, after) : undefined))
          .orderBy(uploadBlobs.sha256)
          .limit(1000);
        for (const { key } of page) yield key;
        const last = page.at(-1);
        if (!last || page.length < 1000) return;
        after = last.key;
      }
    },
    async check() {
      // The migrations made the table; the database is checked at start already.
    },
    async close() {
      // The database is closed by its owner.
    },
  };
}
