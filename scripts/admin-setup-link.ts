/**
 * `pnpm admin:setup-link`: prints a new one-time link that makes the first admin of the database (DATABASE_URL, or
 * the embedded one in DATA_DIR while no server holds it), as the server prints at start; nothing when an admin exists.
 */

import { issueSetupToken, setupPath } from '../apps/api/src/routers/setup/setup.service.js';
import { createDatabase } from '../packages/db/src/index.js';

const database = createDatabase({ url: process.env.DATABASE_URL, dataDir: `${process.env.DATA_DIR ?? '.data'}/pglite` });
try {
  await database.migrate();
  const token = await issueSetupToken(database.db, new Date());
  if (!token) {
    process.stderr.write('This database already has an administrator: no setup link is made. Sign in, or reset the password.\n');
    process.exitCode = 1;
  } else {
    const base = (process.env.APP_URL ?? process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
    process.stdout.write(`Open this one-time link to create the salon owner's account:\n${base}${setupPath(token)}\n`);
  }
} finally {
  await database.close();
}
