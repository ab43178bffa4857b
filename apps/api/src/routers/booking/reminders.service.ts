import { schema } from '@hairsalon/db';
import { BookingStatus, salonDayKey, slotStartMs, timeSlotById } from '@hairsalon/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { loadBookingViews } from './booking.details.js';
import { enqueueBookingReminder } from './booking.emails.js';

const { bookings } = schema;

/** Emails a reminder about 24 hours before each confirmed booking, once. */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  const now = deps.now().getTime();
  const today = salonDayKey(now);
  const tomorrow = salonDayKey(now + 86_400_000);
  const candidates = await loadBookingViews(
    deps.db,
    and(eq(bookings.statusId, BookingStatus.Confirmed), isNull(bookings.reminderSentAt), inArray(bookings.day, [today, tomorrow])),
  );
  let sent = 0;
  for (const view of candidates) {
    const slot = timeSlotById(view.timeType);
    if (!slot) continue;
    const start = slotStartMs(view.dateMs, slot);
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
