import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '@hairsalon/db';
import { createTestDatabase } from '@hairsalon/db/testing';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';

export type DemoApp = Awaited<ReturnType<typeof createApp>> & { close(): Promise<void> };

/**
 * The demo salon as `pnpm start` serves it, on a PostgreSQL database of its own (`databasePrefix`): demo seed, and
 * no payment provider given, so the app starts the local PayPal emulator itself (refunds go to it). `close` stops
 * the app and drops the database.
 */
export async function startDemoApp(databasePrefix: string): Promise<DemoApp> {
  const testDb = await createTestDatabase(databasePrefix);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-demo-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: testDb.url, SEED_DEMO: '1', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    dataDir,
  );
  const app = await createApp(config, { database: createDatabase({ url: testDb.url, poolSize: 3 }) });
  return Object.assign(app, {
    async close() {
      await app.stop();
      await testDb.drop();
    },
  });
}
