import type { DbOrTx } from '@hairsalon/db';
import { slotStartMs, timeSlotById } from '@hairsalon/shared';
import type { AppDeps } from '../../deps.js';
import type { OutgoingEmail } from '../../mail/mailer.js';
import {
  bookingCancelledEmail,
  bookingCompletedEmail,
  bookingConfirmedEmail,
  bookingIcs,
  bookingReceivedEmail,
  bookingReminderEmail,
  type CancelledBy,
} from '../../mail/templates.js';
import type { BookingView } from './booking.details.js';

/** Every booking email takes its address and names from the stored booking, never from a request. */
function fields(view: BookingView) {
  return {
    fullName: view.fullName,
    stylistName: `${view.stylistDataBooking.firstName} ${view.stylistDataBooking.lastName}`.trim(),
    dateMs: view.dateMs,
    slotLabel: view.timeTypeDataBooking.valueEn,
    services: view.services.map((s) => ({ name: s.name, priceCents: s.priceCents })),
    amountCents: view.amountCents,
  };
}

const SLOT_MINUTES = 60;

export function enqueueBookingReceived(deps: AppDeps, db: DbOrTx, view: BookingView, payUrl: string) {
  const email = bookingReceivedEmail({ ...fields(view), payUrl, holdMinutes: deps.config.bookingHoldMinutes });
  return deps.mail.enqueue(db, { to: view.email, kind: 'booking-received', dedupeKey: `booking-received:${view.id}:${payUrl}`, ...email });
}

export function enqueueBookingConfirmed(deps: AppDeps, db: DbOrTx, view: BookingView) {
  const f = fields(view);
  const slot = timeSlotById(view.timeType);
  const ics = bookingIcs({
    bookingId: view.id,
    startMs: slot ? slotStartMs(view.dateMs, slot) : view.dateMs,
    durationMinutes: SLOT_MINUTES,
    summary: `HairSalon appointment with ${f.stylistName}`,
    description: view.services.map((s) => s.name).join(', '),
    location: 'HairSalon, 123 Le Loi, District 1, Ho Chi Minh City',
    stampMs: deps.now().getTime(),
  });
  const email = bookingConfirmedEmail({ ...f, bookingId: view.id });
  return deps.mail.enqueue(db, {
    to: view.email,
    kind: 'booking-confirmed',
    dedupeKey: `booking-confirmed:${view.id}`,
    attachments: [
      { filename: `hairsalon-booking-${view.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
    ...email,
  });
}

export function enqueueBookingCancelled(deps: AppDeps, db: DbOrTx, view: BookingView, cancelledBy: CancelledBy, refundCents: number) {
  return deps.mail.enqueue(db, bookingCancelledMessage(view, cancelledBy, refundCents));
}

/** The cancellation email of a booking, ready to store (one dedupe key per booking). */
export function bookingCancelledMessage(view: BookingView, cancelledBy: CancelledBy, refundCents: number): OutgoingEmail {
  const f = fields(view);
  const email = bookingCancelledEmail({
    fullName: f.fullName,
    dateMs: f.dateMs,
    slotLabel: f.slotLabel,
    stylistName: f.stylistName,
    cancelledBy,
    refundCents,
  });
  return { to: view.email, kind: 'booking-cancelled', dedupeKey: `booking-cancelled:${view.id}`, ...email };
}

export function enqueueBookingCompleted(deps: AppDeps, db: DbOrTx, view: BookingView) {
  const f = fields(view);
  const email = bookingCompletedEmail({
    fullName: f.fullName,
    stylistName: f.stylistName,
    orderHistoryUrl: `${deps.config.publicUrl}/order-history`,
  });
  return deps.mail.enqueue(db, { to: view.email, kind: 'booking-completed', dedupeKey: `booking-completed:${view.id}`, ...email });
}

export function enqueueBookingReminder(deps: AppDeps, db: DbOrTx, view: BookingView) {
  const f = fields(view);
  const email = bookingReminderEmail({ fullName: f.fullName, dateMs: f.dateMs, slotLabel: f.slotLabel, stylistName: f.stylistName });
  return deps.mail.enqueue(db, { to: view.email, kind: 'booking-reminder', dedupeKey: `booking-reminder:${view.id}`, ...email });
}
