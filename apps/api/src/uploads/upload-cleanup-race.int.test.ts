import { schema } from '@hairsalon/db';
import { Role } from '@hairsalon/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { claimImage, deleteOrphanUploads, storeImage, UNCLAIMED_UPLOAD_TTL_MS } from './image-store.js';
import { makeImage } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ isolated: true });
});
afterAll(async () => {
  await t?.close();
});

/** Waits (polling the server, no fixed sleep) until another connection is blocked on a lock, or `done` settles. */
async function untilBlockedOr(done: Promise<unknown>): Promise<void> {
  let settled = false;
  void done.finally(() => {
    settled = true;
  });
  for (let i = 0; i < 2000 && !settled; i++) {
    const result = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const row = (result as unknown as { rows?: { n: number }[] }).rows?.[0] ?? (result as unknown as { n: number }[])[0];
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the daily upload clean-up racing a save', () => {
  it('never deletes an upload that a save is claiming at that moment', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const { url } = await storeImage(t.deps, admin.id, await makeImage('png'));
    const name = url.replace('/uploads/', '');
    // The form was left open a day: the upload is now old enough for the clean-up.
    t.advance(UNCLAIMED_UPLOAD_TTL_MS + 60_000);

    let cleanup: Promise<number> | undefined;
    await t.deps.db.transaction(async (tx) => {
      expect(await claimImage(tx, url, admin.id, t.now())).toBe(true);
      await tx.update(schema.users).set({ image: url }).where(eq(schema.users.id, admin.id));
      // The clean-up runs while the save has claimed the image but not yet committed.
      cleanup = deleteOrphanUploads(t.deps);
      await untilBlockedOr(cleanup);
    });
    await cleanup;

    const [row] = await t.deps.db.select().from(schema.uploads).where(eq(schema.uploads.name, name));
    expect(row?.claimedAt).toBeInstanceOf(Date);
    expect(await t.deps.images.exists(row?.sha256 ?? '')).toBe(true);
    expect((await t.server.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('a save that comes after the clean-up took the upload is refused, not left pointing at nothing', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const { url } = await storeImage(t.deps, admin.id, await makeImage('png'));
    t.advance(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    expect(await deleteOrphanUploads(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await claimImage(t.deps.db, url, admin.id, t.now())).toBe(false);
  });
});
