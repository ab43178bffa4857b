import type { AppDeps } from '../../deps.js';
import { BOOKING_EXPIRE_JOB, expireBooking, expireOverdueBookings, sendDueReminders } from './booking.service.js';

const EXPIRE_SWEEP_JOB = 'booking.expire-sweep';
const REMINDER_JOB = 'booking.reminders';

/** Hold expiry (one job per booking, plus a sweep every minute as a safety net) and the 24-hour reminders. */
export async function registerBookingJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<{ bookingId: number }>(BOOKING_EXPIRE_JOB, async ({ bookingId }) => {
    await expireBooking(deps, bookingId);
  });
  await deps.jobs.work(EXPIRE_SWEEP_JOB, async () => {
    const expired = await expireOverdueBookings(deps);
    if (expired > 0) deps.log.info({ expired }, 'expired unpaid bookings');
  });
  await deps.jobs.schedule(EXPIRE_SWEEP_JOB, '* * * * *');
  await deps.jobs.work(REMINDER_JOB, async () => {
    const sent = await sendDueReminders(deps);
    if (sent > 0) deps.log.info({ sent }, 'queued booking reminders');
  });
  await deps.jobs.schedule(REMINDER_JOB, '*/10 * * * *');
}
