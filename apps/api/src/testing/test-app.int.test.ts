import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { startTestApp, UNREACHABLE_IMAGE_BUCKET } from './test-app.js';

// The databases startTestApp makes, by name: the real helper, watched.
const made = vi.hoisted(() => [] as string[]);
vi.mock(import('@hairsalon/db/testing'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    createTestDatabase: async (prefix?: string) => {
      const database = await actual.createTestDatabase(prefix);
      made.push(database.name);
      return database;
    },
  };
});

async function existingDatabases(names: readonly string[]): Promise<string[]> {
  const { DEFAULT_TEST_SERVER_URL } = await import('@hairsalon/db/testing');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_SERVER_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname = any($1)', [names]);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe('startTestApp', () => {
  it('drops the database it made when the app fails to start', async () => {
    made.length = 0;
    // An image bucket nobody answers for: createApp checks it and throws, after migrating the new database.
    const start = startTestApp({
      isolated: true,
      env: UNREACHABLE_IMAGE_BUCKET,
    });
    await expect(start).rejects.toThrow();
    expect(made).toHaveLength(1);
    expect(await existingDatabases(made)).toEqual([]);
  });

  it('drops the database it made when the configuration is refused', async () => {
    made.length = 0;
    await expect(startTestApp({ isolated: true, env: { S3_BUCKET: 'half-configured' } })).rejects.toThrow(/S3_/);
    expect(made).toHaveLength(1);
    expect(await existingDatabases(made)).toEqual([]);
  });

  it('keeps its database while it runs and drops it on close', async () => {
    made.length = 0;
    const app = await startTestApp({ isolated: true });
    expect(await existingDatabases(made)).toEqual(made);
    await app.close();
    expect(await existingDatabases(made)).toEqual([]);
  });
});
