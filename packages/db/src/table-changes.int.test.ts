import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, queryRows } from './client.js';
import * as s from './schema.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

const kinds = ['postgres', 'pglite'] as const;

/**
 * Each write through the database handle says which tables it changed (docs/decisions/008-read-cache.md): Drizzle's
 * builders by their table, hand-written statements by the tables they name; in a transaction once it commits. Reads
 * (`for update skip locked` included) announce nothing.
 */
describe.each(kinds)('written tables on %s', (kind) => {
  let handle: DatabaseHandle;
  let testDb: TestDatabase | undefined;
  let announced: string[] = [];
  const type = `TEST_${kind.toUpperCase()}`;

  beforeAll(async () => {
    if (kind === 'postgres') {
      testDb = await createTestDatabase('hairsalon_changes_test');
      handle = createDatabase({ url: testDb.url, poolSize: 3 });
    } else {
      handle = createDatabase({ dataDir: 'memory://' });
    }
    await handle.migrate();
    handle.changes.on('change', (table) => announced.push(table));
  });
  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });
  beforeEach(() => {
    announced = [];
  });

  const code = (keyMap: string) => ({ type, keyMap, valueEn: keyMap, valueVi: keyMap });

  it('announces a builder write outside a transaction once it has run, by its table', async () => {
    const insert = handle.db.insert(s.allcodes).values(code('A1')).returning({ id: s.allcodes.id });
    expect(announced).toEqual([]);
    const [row] = await insert;
    expect(row?.id).toBeGreaterThan(0);
    expect(announced).toEqual(['allcodes']);

    await handle.db.update(s.allcodes).set({ valueEn: 'changed' }).where(eq(s.allcodes.keyMap, 'A1'));
    await handle.db.delete(s.allcodes).where(eq(s.allcodes.keyMap, 'A1')).execute();
    const prepared = handle.db
      .update(s.services)
      .set({ name: 'none' })
      .where(eq(s.services.id, sql.placeholder('id')))
      .prepare(`changes_test_${kind}`);
    await prepared.execute({ id: -1 });
    expect(announced).toEqual(['allcodes', 'allcodes', 'allcodes', 'services']);
  });

  it('announces a failed write not at all', async () => {
    await handle.db.insert(s.allcodes).values(code('DUP'));
    announced = [];
    await expect(handle.db.insert(s.allcodes).values(code('DUP'))).rejects.toThrow();
    expect(announced).toEqual([]);
  });

  it("announces a transaction's tables after its commit, savepoints included, and nothing after a rollback", async () => {
    let during: string[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.insert(s.allcodes).values(code('T1'));
      await tx.transaction(async (savepoint) => {
        await savepoint.update(s.services).set({ name: 'none' }).where(eq(s.services.id, -1));
      });
      during = [...announced];
    });
    expect(during).toEqual([]);
    expect(announced.sort()).toEqual(['allcodes', 'services']);

    announced = [];
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(s.allcodes).values(code('T2'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(announced).toEqual([]);
    expect(await handle.db.select().from(s.allcodes).where(eq(s.allcodes.keyMap, 'T2'))).toEqual([]);
  });

  it('announces nothing for reads, locking reads included', async () => {
    await handle.db.select().from(s.services).for('update', { skipLocked: true });
    await handle.db.transaction(async (tx) => {
      await tx.select().from(s.allcodes).for('update', { skipLocked: true });
      await tx.execute(sql`select * from "public"."services" for update skip locked`);
    });
    await queryRows(handle.db, sql`select id from services for update skip locked`);
    expect(announced).toEqual([]);
  });

  it('announces the tables a hand-written statement names, and a write in a WITH query', async () => {
    await queryRows(handle.db, sql`insert into allcodes (type, key_map, value_en, value_vi) values (${type}, 'Q1', 'q', 'q')`, {
      writes: [s.allcodes],
    });
    expect(announced).toEqual(['allcodes']);
    await handle.db.transaction(async (tx) => {
      await queryRows(tx, sql`update services set name = name where id = -1`, { writes: [s.services] });
      expect(announced).toEqual(['allcodes']);
    });
    expect(announced).toEqual(['allcodes', 'services']);

    announced = [];
    const old = handle.db.$with('old').as(handle.db.select({ id: s.allcodes.id }).from(s.allcodes).where(eq(s.allcodes.keyMap, 'Q1')));
    await handle.db.with(old).delete(s.allcodes).where(sql`${s.allcodes.id} in (select id from ${old})`);
    expect(announced).toEqual(['allcodes']);
  });
});
