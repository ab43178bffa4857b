import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.js';
import { createTestDatabase, migrationsBefore, type TestDatabase } from './testing.js';

/**
 * Migration 0022 on a database where parallel joins left a customer several open entries for one day and stylist:
 * the oldest stays open, the others close, and from then on a second open entry is refused by the unique index.
 */
const databases: TestDatabase[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0022: one open waitlist entry per customer, day and stylist', () => {
  it('closes the duplicates open today, keeping the oldest, and then refuses a second open entry', async () => {
    const testDb = await createTestDatabase('hairsalon_db_waitlist');
    databases.push(testDb);
    const folder = migrationsBefore('0022_open_waitlist_entry_unique');
    folders.push(folder);
    const pool = new pg.Pool({ connectionString: testDb.url, max: 2 });
    const db = drizzle(pool);
    try {
      await migrate(db, { migrationsFolder: folder });
      await pool.query(
        `insert into users (id, email, password_hash, role_id, location_id) values
         (1, 'lan@may.test', 'x', 'R3', 1), (2, 'an@may.test', 'x', 'R4', null), (3, 'binh@may.test', 'x', 'R4', null)`,
      );
      const entry = (customer: number, stylist: number | null, createdAt: string, closed = false) =>
        pool.query(
          `insert into waitlist_entries (customer_id, day, stylist_id, location_id, service_ids, created_at, closed_at)
           values ($1, '2030-05-01', $2, 1, '[1]', $3, $4) returning id`,
          [customer, stylist, createdAt, closed ? createdAt : null],
        );
      // One after another, so ids follow the order written (two of them tie on created_at: the id decides).
      const ids = async (...rows: Parameters<typeof entry>[]) => {
        const made: number[] = [];
        for (const row of rows) made.push((await entry(...row)).rows[0].id as number);
        return made;
      };
      // An's: three open for Lan (the second oldest first in id order), two for any stylist, one closed long ago.
      const [lanLater, lanOldest, lanLatest] = await ids(
        [2, 1, '2030-04-01T10:00:01Z'],
        [2, 1, '2030-04-01T10:00:00Z'],
        [2, 1, '2030-04-01T10:00:02Z'],
      );
      const [anyOldest, anyLater] = await ids([2, null, '2030-04-01T09:00:00Z'], [2, null, '2030-04-01T09:00:00Z']);
      const [closedBefore] = await ids([2, 1, '2030-03-01T00:00:00Z', true]);
      // Binh's one entry for Lan is left alone.
      const [binh] = await ids([3, 1, '2030-04-01T11:00:00Z']);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const open = await pool.query('select id from waitlist_entries where closed_at is null order by id');
      expect(open.rows.map((r) => r.id)).toEqual([lanOldest, anyOldest, binh].sort((x, y) => (x ?? 0) - (y ?? 0)));
      const closed = await pool.query('select id from waitlist_entries where closed_at is not null order by id');
      expect(closed.rows.map((r) => r.id)).toEqual([lanLater, lanLatest, anyLater, closedBefore].sort((x, y) => (x ?? 0) - (y ?? 0)));

      await expect(entry(2, 1, '2030-04-02T00:00:00Z')).rejects.toMatchObject({ code: '23505' });
      await expect(entry(2, null, '2030-04-02T00:00:00Z')).rejects.toMatchObject({ code: '23505' });
      // A closed entry does not count: a customer who left may wait again.
      await pool.query('update waitlist_entries set closed_at = now() where id = $1', [lanOldest]);
      await expect(entry(2, 1, '2030-04-02T00:00:00Z')).resolves.toBeDefined();
    } finally {
      await pool.end();
    }
  });
});
