/**
 * `pnpm admin:create --email … --first-name … --last-name …` with the password on standard input (one line): the
 * database's first admin for scripted deployments, with register's password rules. Refused once any admin exists.
 */
import { parseArgs } from 'node:util';
import { registerSchema } from '@hairsalon/shared';
import { createFirstAdmin } from '../apps/api/src/routers/setup/setup.service.js';
import { createDatabase } from '../packages/db/src/index.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
});

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const password = await readStdin();
const parsed = registerSchema.safeParse({
  email: values.email,
  firstName: values['first-name'],
  lastName: values['last-name'],
  password,
  confirmPassword: password,
});
if (!parsed.success) {
  process.stderr.write(`${parsed.error.issues.map((i) => i.message).join('\n')}\n`);
  process.stderr.write('Usage: printf %s "$PASSWORD" | pnpm admin:create --email owner@example.com --first-name An --last-name Vo\n');
  process.exit(2);
}
const database = createDatabase({ url: process.env.DATABASE_URL, dataDir: `${process.env.DATA_DIR ?? '.data'}/pglite` });
try {
  await database.migrate();
  const { confirmPassword: _c, ...admin } = parsed.data;
  const { id } = await createFirstAdmin(database.db, admin, null, new Date());
  process.stdout.write(`Created the administrator ${admin.email} (id ${id}). Sign in at /login.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
