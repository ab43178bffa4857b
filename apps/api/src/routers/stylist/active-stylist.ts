import type { DbOrTx } from '@hairsalon/db';
import { schema } from '@hairsalon/db';
import { messages, Role, UserStatus } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { badRequest, notFound } from '../../errors.js';

const { users } = schema;

export interface StylistRow {
  id: number;
  firstName: string;
  lastName: string;
  roleId: string;
  status: string;
}

/** The stylist, if the person is one whose account is active: what booking, schedules, time off and the waitlist ask first. */
export async function requireActiveStylist(db: DbOrTx, stylistId: number): Promise<StylistRow> {
  const [stylist] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roleId: users.roleId, status: users.status })
    .from(users)
    .where(eq(users.id, stylistId));
  return activeStylist(stylist);
}

/** requireActiveStylist's rule over a user row already read: a stylist (else 404) whose account is active. */
export function activeStylist<Row extends StylistRow>(stylist: Row | null | undefined): Row {
  if (!stylist || stylist.roleId !== Role.Stylist) throw notFound(messages.booking.stylistUnavailable);
  if (stylist.status !== UserStatus.Active) throw badRequest(messages.booking.stylistUnavailable);
  return stylist;
}
