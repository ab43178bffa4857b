import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.js';
import { createTestDatabase, migrationsBefore, type TestDatabase } from './testing.js';

/**
 * Migration 0017 on a salon that ran before locations (docs/decisions/021): location 1 takes the salon's name,
 * address and phone from salon_settings (which then no longer holds them), and every stylist and staff member works
 * there.
 */
const databases: TestDatabase[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function databaseBeforeLocations() {
  const testDb = await createTestDatabase('hairsalon_db_locations');
  databases.push(testDb);
  const pool = new pg.Pool({ connectionString: testDb.url, max: 2 });
  const db = drizzle(pool);
  const folder = migrationsBefore('0017_locations');
  folders.push(folder);
  await migrate(db, { migrationsFolder: folder });
  return { pool, db };
}

describe('migration 0017: the salon becomes location 1', () => {
  it('moves the salon’s address and phone to location 1 and puts every stylist and staff member there', async () => {
    const { pool, db } = await databaseBeforeLocations();
    try {
      await pool.query(
        `insert into salon_settings (id, name, address_en, address_vi, phone, email)
         values (1, 'Salon Mây', '9 Hai Ba Trung, District 1', '9 Hai Bà Trưng, Quận 1', '+84 28 1111 2222', 'hi@may.test')`,
      );
      await pool.query(
        `insert into users (email, password_hash, role_id) values
         ('staff@may.test', 'x', 'R1'), ('admin@may.test', 'x', 'R2'), ('stylist@may.test', 'x', 'R3'), ('customer@may.test', 'x', 'R4')`,
      );
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const locations = await pool.query('select id, name, address, address_vi, phone, time_zone, archived_at from locations');
      expect(locations.rows).toEqual([
        {
          id: 1,
          name: 'Salon Mây',
          address: '9 Hai Ba Trung, District 1',
          address_vi: '9 Hai Bà Trưng, Quận 1',
          phone: '+84 28 1111 2222',
          time_zone: 'Asia/Ho_Chi_Minh',
          archived_at: null,
        },
      ]);
      const users = await pool.query('select email, location_id from users order by email');
      expect(users.rows).toEqual([
        { email: 'admin@may.test', location_id: null },
        { email: 'customer@may.test', location_id: null },
        { email: 'staff@may.test', location_id: 1 },
        { email: 'stylist@may.test', location_id: 1 },
      ]);
      // One source of truth: the settings row keeps the brand's details only.
      const columns = await pool.query(
        "select column_name from information_schema.columns where table_name = 'salon_settings' and column_name in ('address_en', 'address_vi', 'phone', 'email')",
      );
      expect(columns.rows).toEqual([{ column_name: 'email' }]);
      // The next location is 2, whatever id the first one was given by hand.
      const next = await pool.query("insert into locations (name, time_zone) values ('Second', 'Australia/Sydney') returning id");
      expect(next.rows).toEqual([{ id: 2 }]);
    } finally {
      await pool.end();
    }
  });

  it('names location 1 as the product on a database whose admin saved no details yet', async () => {
    const { pool, db } = await databaseBeforeLocations();
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const locations = await pool.query('select id, name, address, address_vi, phone, time_zone from locations');
      expect(locations.rows).toEqual([
        { id: 1, name: 'HairSalon', address: '', address_vi: null, phone: '', time_zone: 'Asia/Ho_Chi_Minh' },
      ]);
    } finally {
      await pool.end();
    }
  });
});
