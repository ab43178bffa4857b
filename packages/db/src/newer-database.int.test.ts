import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, NewerDatabaseError, newestKnownMigration } from './client.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

/** A build rolled back over a database a newer build migrated refuses to start on it (docs/decisions/025). */
describe.each(['postgres', 'pglite'] as const)('a database migrated by a newer build, on %s', (kind) => {
  let testDb: TestDatabase | undefined;
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    if (kind === 'postgres') testDb ??= await createTestDatabase('hairsalon_db_test');
    const handle =
      kind === 'postgres' ? createDatabase({ url: testDb?.url, poolSize: 2 }) : (handles[0] ?? createDatabase({ dataDir: 'memory://' }));
    if (!handles.includes(handle)) handles.push(handle);
    return handle;
  };
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await testDb?.drop();
  });

  it('starts on its own migrations again, and refuses one a newer build applied, saying what to do', async () => {
    const first = await open();
    await first.migrate();
    // Applying its own migrations again is fine (a restart).
    await (await open()).migrate();
    const later = newestKnownMigration().when + 24 * 60 * 60 * 1000;
    await first.executeSql('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', ['from-a-newer-build', later]);
    const refusal = await (await open()).migrate().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(NewerDatabaseError);
    expect(String((refusal as Error).message)).toMatch(
      new RegExp(`newer HairSalon build.*${new Date(later).toISOString()}.*${newestKnownMigration().tag}.*restore the backup`),
    );
    // Nothing of the newer build's record was touched.
    const { rows } = await first.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations where hash = $1', [
      'from-a-newer-build',
    ]);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
