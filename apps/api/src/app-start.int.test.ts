import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hairsalon/db/testing';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { UNREACHABLE_IMAGE_BUCKET } from './testing/test-app.js';

it('a start that fails partway closes what it opened: no connection to the database is left', async () => {
  const database = await createTestDatabase('hairsalon_api_isolated');
  const admin = new pg.Client({ connectionString: database.url });
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-start-'));
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        // The start migrates, seeds and reads the salon, then fails its bucket check.
        ...UNREACHABLE_IMAGE_BUCKET,
      },
      dataDir,
    );
    await expect(createApp(config)).rejects.toThrow();
    await admin.connect();
    const connections = async () =>
      (
        await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
          database.name,
        ])
      ).rows[0]?.n;
    await vi.waitFor(async () => expect(await connections()).toBe(0), { timeout: 5_000, interval: 100 });
  } finally {
    await admin.end().catch(() => undefined);
    await database.drop();
  }
});
