import type { DbOrTx } from '@hairsalon/db';
import {
  DEFAULT_LANGUAGE,
  formatZonedClock,
  type Language,
  PaymentProvider,
  salonDayKeyToMs,
  salonDisplayName,
  salonLocationLine,
  serviceName,
  type TimeZone,
  timeSlotLabel,
  zonedSlotLabel,
} from '@hairsalon/shared';
import type { AppDeps } from '../../deps.js';
import { emailTexts } from '../../mail/email-texts.js';
import type { OutgoingEmail } from '../../mail/mailer.js';
import {
  appointmentWhenText,
  bookingCancelledEmail,
  bookingCompletedEmail,
  bookingConfirmedEmail,
  bookingIcs,
  bookingReceivedEmail,
  bookingReminderEmail,
  bookingRescheduledEmail,
  type CancelledBy,
  type EmailContent,
} from '../../mail/templates.js';
import type { BookingView } from './booking.details.js';

/** What a booking email reads of a booking: a stored booking's view, or the booking just written from the same values. */
export interface BookingEmailSource {
  id: number;
  email: string;
  fullName: string;
  dateMs: number;
  /** The booked day on its location's calendar, the location's zone, and the instant the slot starts there. */
  day: string;
  timeZone: TimeZone;
  startMs: number;
  /** More than one open location: each time is followed by its zone's name (docs/decisions/021). */
  zoneNamed: boolean;
  stylistDataBooking: { firstName: string; lastName: string };
  timeTypeDataBooking: { valueEn: string; valueVi: string };
  services: readonly { name: string; nameVi?: string | null; priceCents: number }[];
  amountCents: number;
  emailLanguage?: Language;
}

/**
 * A booking's day and slot as its emails write them, at its location (docs/decisions/021): the day as the location's
 * calendar has it (the templates write a day on the first salon's calendar, where the same day key is the same
 * date), the slot's local time, and, with more than one location, the zone's name ("9:00 AM (AEST)").
 */
export function emailWhen(
  view: Pick<BookingEmailSource, 'day' | 'timeZone' | 'startMs' | 'zoneNamed'>,
  slot: { valueEn: string; valueVi: string },
  language: Language,
) {
  const label = timeSlotLabel(slot, language);
  return {
    dateMs: salonDayKeyToMs(view.day),
    slotLabel: zonedSlotLabel(label, view.startMs, view.timeZone, view.zoneNamed),
  };
}

/** Every booking email takes its address and names from the stored booking, never from a request. */
function fields(deps: Pick<AppDeps, 'salon'>, view: BookingEmailSource) {
  const language = view.emailLanguage ?? 'en';
  return {
    language,
    salonName: salonDisplayName(deps.salon.current()),
    fullName: view.fullName,
    stylistName: `${view.stylistDataBooking.firstName} ${view.stylistDataBooking.lastName}`.trim(),
    ...emailWhen(view, view.timeTypeDataBooking, language),
    services: view.services.map((s) => ({ name: serviceName(s, language), priceCents: s.priceCents })),
    amountCents: view.amountCents,
  };
}

/** A booking's email of `kind` to the booking's stored address, once per booking (the dedupe key `kind:id`). */
function oncePerBooking(view: { id: number; email: string }, kind: string, email: EmailContent): OutgoingEmail {
  return { to: view.email, kind, dedupeKey: `${kind}:${view.id}`, ...email };
}

/** The pay-link email of a booking just made (or of one moved and paid again). */
export function bookingReceivedMessage(deps: AppDeps, view: BookingEmailSource, payUrl: string): OutgoingEmail {
  const email = bookingReceivedEmail({ ...fields(deps, view), payUrl, holdMinutes: deps.config.bookingHoldMinutes });
  return { to: view.email, kind: 'booking-received', dedupeKey: `booking-received:${view.id}:${payUrl}`, ...email };
}

/** The booking's calendar event; a reschedule raises `sequence` so calendars replace the earlier one. */
function icsOf(deps: AppDeps, view: BookingView, sequence = 0) {
  const f = fields(deps, view);
  const services = view.services.map((s) => serviceName(s, f.language)).join(', ');
  return bookingIcs({
    bookingId: view.id,
    // The instant the slot starts at the booking's location (written in UTC, right in every calendar's zone).
    startMs: view.startMs,
    durationMinutes: view.durationMinutes,
    summary: emailTexts[f.language].confirmed.calendarSummary(f.salonName, f.stylistName),
    description: view.zoneNamed ? `${services} · ${formatZonedClock(view.startMs, view.timeZone)} ${view.timeZone}` : services,
    location: salonLocationLine(deps.salon.current(), f.language),
    stampMs: deps.now().getTime(),
    sequence,
  });
}

const icsAttachment = (view: BookingView, content: string) => ({
  filename: `hairsalon-booking-${view.id}.ics`,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content,
});

export function enqueueBookingConfirmed(deps: AppDeps, db: DbOrTx, view: BookingView) {
  const f = fields(deps, view);
  const ics = icsOf(deps, view);
  // A front-desk booking is confirmed before anything is paid: its email must not say the payment was received.
  const paidAtSalon = view.payment?.provider === PaymentProvider.AtSalon;
  const email = bookingConfirmedEmail({ ...f, bookingId: view.id, paidAtSalon });
  return deps.mail.enqueue(db, { ...oncePerBooking(view, 'booking-confirmed', email), attachments: [icsAttachment(view, ics)] });
}

/**
 * A booking moved: the customer and each stylist concerned (the new one, and the old one when it changed) get the
 * new time with the new .ics, one email each, stored in the reschedule's transaction.
 */
export async function enqueueBookingRescheduled(
  deps: AppDeps,
  db: DbOrTx,
  view: BookingView,
  previous: { view: BookingView; stylistName: string },
  stylists: { email: string; name: string; language: Language | null }[],
) {
  const f = fields(deps, view);
  const stamp = deps.now().getTime();
  // Seconds since the epoch: grows with every reschedule, as iCalendar's SEQUENCE must.
  const ics = icsOf(deps, view, Math.floor(stamp / 1000));
  // Each in their own language: the customer in the booking's (fields), a stylist in their profile's.
  const recipients = [
    { email: view.email, name: view.fullName, language: f.language },
    ...stylists.filter((s) => s.email !== view.email).map((s) => ({ ...s, language: s.language ?? DEFAULT_LANGUAGE })),
  ];
  for (const to of recipients) {
    const email = bookingRescheduledEmail({
      ...f,
      language: to.language,
      slotLabel: emailWhen(view, view.timeTypeDataBooking, to.language).slotLabel,
      bookingId: view.id,
      recipientName: to.name,
      previousWhen: (({ dateMs, slotLabel }) => appointmentWhenText(dateMs, slotLabel, to.language))(
        emailWhen(previous.view, previous.view.timeTypeDataBooking, to.language),
      ),
      previousStylistName: previous.stylistName,
    });
    await deps.mail.enqueue(db, {
      to: to.email,
      kind: 'booking-rescheduled',
      dedupeKey: `booking-rescheduled:${view.id}:${stamp}:${to.email}`,
      attachments: [icsAttachment(view, ics)],
      ...email,
    });
  }
}

/** The cancellation email of a booking, ready to store (one dedupe key per booking). */
export function bookingCancelledMessage(
  deps: Pick<AppDeps, 'salon'>,
  view: BookingView,
  cancelledBy: CancelledBy,
  refundCents: number,
): OutgoingEmail {
  return oncePerBooking(view, 'booking-cancelled', bookingCancelledEmail({ ...fields(deps, view), cancelledBy, refundCents }));
}

export function enqueueBookingCompleted(deps: AppDeps, db: DbOrTx, view: BookingView) {
  const email = bookingCompletedEmail({ ...fields(deps, view), orderHistoryUrl: `${deps.config.appUrl}/order-history` });
  return deps.mail.enqueue(db, oncePerBooking(view, 'booking-completed', email));
}

export function enqueueBookingReminder(deps: AppDeps, db: DbOrTx, view: BookingView) {
  return deps.mail.enqueue(db, oncePerBooking(view, 'booking-reminder', bookingReminderEmail(fields(deps, view))));
}
