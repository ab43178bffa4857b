import { type Database, type DbOrTx, schema } from '@hairsalon/db';
import { messages, Role } from '@hairsalon/shared';
import { eq, isNull, sql } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../../auth/tokens.js';
import { refused } from '../../errors.js';
import { createUser } from '../auth/auth.service.js';

const { users, setupTokens } = schema;

/** Whether the database has an administrator (any R2 account, active or not: a deactivated one can be reactivated by SQL, not by a link). */
export async function hasAdmin(db: DbOrTx): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.roleId, Role.Admin)).limit(1);
  return admin !== undefined;
}

/** The path of the setup page for a token; the caller puts APP_URL in front. */
export function setupPath(token: string): string {
  return `/setup?token=${encodeURIComponent(token)}`;
}

/**
 * A new one-time setup token when the database has no admin (null when it has one): random, stored only as its
 * SHA-256, valid until an admin exists. Each start of a server without an admin prints a new one
 * (`pnpm admin:setup-link` too); any of them works, once, and all of them die with the first admin.
 */
export async function issueSetupToken(db: Database, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockFirstAdmin(tx);
    if (await hasAdmin(tx)) return null;
    const token = newOpaqueToken();
    await tx.insert(setupTokens).values({ tokenHash: hashToken(token), createdAt: now });
    return token;
  });
}

/** Two setups at once (two tabs, the link and `pnpm admin:create`) take turns: only one makes the first admin. */
async function lockFirstAdmin(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hairsalon:first-admin'))`);
}

export interface FirstAdminInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Makes the database's first admin, from the setup page (with a token) or `pnpm admin:create` (token null: whoever
 * runs it has the database). Refused once any admin exists, and for a token that was not issued or was used; using
 * a token spends every token, so no link works afterwards. The password follows register's rule.
 */
export async function createFirstAdmin(db: Database, input: FirstAdminInput, token: string | null, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockFirstAdmin(tx);
    if (await hasAdmin(tx)) throw refused(messages.setup.linkInvalid);
    if (token !== null) {
      const [issued] = await tx
        .select({ id: setupTokens.id, usedAt: setupTokens.usedAt })
        .from(setupTokens)
        .where(eq(setupTokens.tokenHash, hashToken(token)));
      if (!issued || issued.usedAt) throw refused(messages.setup.linkInvalid);
    }
    const admin = await createUser(tx, { ...input, roleId: Role.Admin });
    await tx.update(setupTokens).set({ usedAt: now }).where(isNull(setupTokens.usedAt));
    return admin;
  });
}
