import type { AppDeps } from '../../deps.js';
import { expireOverdueBookings } from './cancel.service.js';
import { BOOKING_EXPIRE_JOB } from './payment-order.js';
import { sendDueReminders } from './reminders.service.js';

const EXPIRE_SWEEP_JOB = 'booking.expire-sweep';
const REMINDER_JOB = 'booking.reminders';
/** Per-booking expiry jobs one poll takes; each runs (or joins) the process's one sweep. */
const EXPIRE_CONCURRENCY = 50;

/**
 * Hold expiry: each booking queues a job due when its hold runs out, and that job runs the batched sweep of every
 * due hold (one sweep at a time per process: jobs arriving meanwhile join it), so a burst of thousands is expired
 * by the first few jobs in set-based batches rather than one transaction each. A sweep every minute is the safety
 * net for lost jobs. Plus the 24-hour reminders.
 */
export async function registerBookingJobs(deps: AppDeps): Promise<void> {
  let running: Promise<number> | undefined;
  // A job arriving during a sweep may be due after that sweep read the due holds: it asks for one more round.
  let again = false;
  const sweep = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let expired = 0;
      do {
        again = false;
        expired += await expireOverdueBookings(deps);
      } while (again);
      if (expired > 0) deps.log.info({ expired }, 'expired unpaid bookings');
      return expired;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  await deps.jobs.work<{ bookingId: number }>(
    BOOKING_EXPIRE_JOB,
    async () => {
      await sweep();
    },
    { concurrency: EXPIRE_CONCURRENCY },
  );
  await deps.jobs.work(EXPIRE_SWEEP_JOB, async () => {
    await sweep();
  });
  await deps.jobs.schedule(EXPIRE_SWEEP_JOB, '* * * * *');
  await deps.jobs.work(REMINDER_JOB, async () => {
    const sent = await sendDueReminders(deps);
    if (sent > 0) deps.log.info({ sent }, 'queued booking reminders');
  });
  await deps.jobs.schedule(REMINDER_JOB, '*/10 * * * *');
}
