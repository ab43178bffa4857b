import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, salonDayKey } from '@hairsalon/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { loadBookingViews } from './booking.details.js';
import { enqueueBookingReminder } from './booking.emails.js';

const { bookings } = schema;

/**
 * Emails a reminder about 24 hours before each confirmed booking, once. The 24 hours run to the instant the booking
 * starts at its location (its slot on that location's wall clock, docs/decisions/021).
 */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  const now = deps.now().getTime();
  // Every day that is yesterday, today or tomorrow somewhere on Earth (UTC−12 … UTC+14): the candidates of any
  // location; the instant each one starts decides.
  const days = [-2, -1, 0, 1, 2].map((n) => salonDayKey(addSalonDays(now, n, 'UTC'), 'UTC'));
  const candidates = await loadBookingViews(
    deps.db,
    and(eq(bookings.statusId, BookingStatus.Confirmed), isNull(bookings.reminderSentAt), inArray(bookings.day, days)),
  );
  let sent = 0;
  for (const view of candidates) {
    const start = view.startMs;
    if (start <= now || start - now > 24 * 3_600_000) continue;
    await deps.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(bookings)
        .set({ reminderSentAt: new Date(now) })
        .where(and(eq(bookings.id, view.id), isNull(bookings.reminderSentAt)))
        .returning({ id: bookings.id });
      if (marked) {
        await enqueueBookingReminder(deps, tx, view);
        sent++;
      }
    });
  }
  return sent;
}
