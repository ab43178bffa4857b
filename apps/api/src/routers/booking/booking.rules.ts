import { type DbOrTx, schema } from '@hairsalon/db';
import { bookingTransitions, canTransition, messages, type RoleId } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors.js';

const { bookings } = schema;

/** Who acts on a booking: the signed-in user's id and role. */
export interface Actor {
  id: number;
  roleId: RoleId;
}

/** The shared transition rules, under the names this area's callers use. */
export const transitions = bookingTransitions;
export { canTransition };

/** True when a pending booking's hold has run out (whether or not the sweep has been by). */
export const holdOver = (holdExpiresAt: Date | null, now: Date) => holdExpiresAt === null || holdExpiresAt <= now;

/** The booking's row, or 404. */
export async function requireBooking(db: DbOrTx, bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw notFound(messages.booking.notFound);
  return row;
}
