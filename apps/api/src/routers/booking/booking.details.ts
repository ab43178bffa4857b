import { type DbOrTx, schema } from '@hairsalon/db';
import {
  centsToDollars,
  isLanguage,
  type Language,
  SALON_TIME_ZONE,
  SLOT_MINUTES,
  salonDayKeyToMs,
  slotStartMs,
  type TimeZone,
  timeSlotById,
} from '@hairsalon/shared';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { bookings, bookingServices, bookingSlots, services, users, payments, feedback, locations } = schema;

/** A booking as every list and email sees it (spec §3 Booking, plus what the product adds). */
export interface BookingView {
  id: number;
  /** salon-local midnight of the booked day, epoch ms as text (spec §3): midnight in the booking's location's zone */
  date: string;
  dateMs: number;
  /** The booked salon day, YYYY-MM-DD on its location's calendar (what the row stores). */
  day: string;
  /** The booking's location: its stylist's (docs/decisions/021). */
  locationId: number | null;
  /** The IANA zone of the booking's location: its day, slot and every time about it are on this wall clock. */
  timeZone: TimeZone;
  /** The instant its start slot begins (epoch ms): the slot's local time on the day, in the location's zone. */
  startMs: number;
  /** True when the salon has more than one open location: emails then name the zone beside each time. */
  zoneNamed: boolean;
  timeType: string;
  /** The booking's service time: its service slots × the one-hour grid (docs/decisions/009). */
  durationMinutes: number;
  /** Every slot it covers, services then clean-up buffer, e.g. ['T2', 'T3']. */
  coveredSlots: string[];
  statusId: string;
  customerId: number | null;
  stylistId: number;
  fullName: string;
  email: string;
  phone: string;
  timeString: string;
  services: { id: number; name: string; nameVi: string | null; price: number; priceCents: number; feedbackGiven: boolean }[];
  stylistDataBooking: { firstName: string; lastName: string };
  customerData: { firstName: string; lastName: string; email: string };
  timeTypeDataBooking: { valueEn: string; valueVi: string };
  subtotal: number;
  discount: number;
  amount: number;
  amountCents: number;
  pointsUsed: number;
  /** 'online' | 'walk-in' | 'phone' (issue 12) */
  source: string;
  /** provider 'paypal' or 'at-salon'; status 'due' while an at-salon payment waits for completion */
  payment: { id: number; provider: string; status: string; amount: number; refunded: number; approvalUrl: string | null } | null;
  holdExpiresAt: string | null;
  createdAt: string;
  /** The language of emails about this booking: the customer's, or for a guest the one they booked in (absent: English). */
  emailLanguage?: Language;
}

/** Loads bookings matching `where` with their services, people, payment and feedback flags. */
export async function loadBookingViews(db: DbOrTx, where: SQL | undefined, order: 'time' | 'newest' = 'time'): Promise<BookingView[]> {
  const stylist = alias(users, 'stylist');
  const customer = alias(users, 'customer');
  const rows = await db
    .select({
      booking: bookings,
      stylist: { firstName: stylist.firstName, lastName: stylist.lastName, locationId: stylist.locationId },
      timeZone: locations.timeZone,
      zoneNamed: sql<boolean>`(select count(*) > 1 from ${locations} open_location where open_location.archived_at is null)`,
      customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, language: customer.language },
    })
    .from(bookings)
    .innerJoin(stylist, eq(stylist.id, bookings.stylistId))
    .leftJoin(locations, eq(locations.id, stylist.locationId))
    .leftJoin(customer, eq(customer.id, bookings.customerId))
    .where(where);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.booking.id);
  const lines = await db
    .select({
      bookingId: bookingServices.bookingId,
      id: services.id,
      name: services.name,
      nameVi: services.nameVi,
      priceCents: bookingServices.priceCents,
    })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .where(inArray(bookingServices.bookingId, ids))
    .orderBy(asc(bookingServices.position));
  const paymentRows = await db.select().from(payments).where(inArray(payments.bookingId, ids)).orderBy(asc(payments.id));
  const feedbackRows = await db
    .select({ bookingId: feedback.bookingId, serviceId: feedback.serviceId })
    .from(feedback)
    .where(inArray(feedback.bookingId, ids));
  const given = new Set(feedbackRows.map((f) => `${f.bookingId}:${f.serviceId}`));
  const slotRows = await db
    .select({ bookingId: bookingSlots.bookingId, timeType: bookingSlots.timeType, kind: bookingSlots.kind })
    .from(bookingSlots)
    .where(inArray(bookingSlots.bookingId, ids))
    .orderBy(asc(bookingSlots.timeType));

  const views = rows.map(({ booking: b, stylist: st, customer: c, timeZone: zone, zoneNamed }): BookingView => {
    const slot = timeSlotById(b.timeType);
    const timeZone = zone ?? SALON_TIME_ZONE;
    const dateMs = salonDayKeyToMs(b.day, timeZone);
    // The latest payment attempt is the one that counts.
    const payment = paymentRows.filter((p) => p.bookingId === b.id).at(-1);
    const covered = slotRows.filter((r) => r.bookingId === b.id);
    return {
      id: b.id,
      date: String(dateMs),
      dateMs,
      day: b.day,
      locationId: st.locationId,
      timeZone,
      startMs: slot ? slotStartMs(dateMs, slot, timeZone) : dateMs,
      zoneNamed: Boolean(zoneNamed),
      timeType: b.timeType,
      durationMinutes: Math.max(1, covered.filter((r) => r.kind === 'service').length) * SLOT_MINUTES,
      coveredSlots: covered.map((r) => r.timeType),
      statusId: b.statusId,
      customerId: b.customerId,
      stylistId: b.stylistId,
      fullName: b.fullName,
      email: b.email,
      phone: b.phone,
      timeString: b.timeString,
      services: lines
        .filter((l) => l.bookingId === b.id)
        .map((l) => ({
          id: l.id,
          name: l.name,
          nameVi: l.nameVi,
          price: centsToDollars(l.priceCents),
          priceCents: l.priceCents,
          feedbackGiven: given.has(`${b.id}:${l.id}`),
        })),
      stylistDataBooking: { firstName: st.firstName, lastName: st.lastName },
      customerData: c
        ? { firstName: c.firstName, lastName: c.lastName, email: c.email }
        : { firstName: b.fullName, lastName: '', email: b.email },
      timeTypeDataBooking: { valueEn: slot?.valueEn ?? b.timeType, valueVi: slot?.valueVi ?? b.timeType },
      subtotal: centsToDollars(b.subtotalCents),
      discount: centsToDollars(b.discountCents),
      amount: centsToDollars(b.amountCents),
      amountCents: b.amountCents,
      pointsUsed: b.pointsUsed,
      source: b.source,
      payment: payment
        ? {
            id: payment.id,
            provider: payment.provider,
            status: payment.status,
            amount: centsToDollars(payment.amountCents),
            refunded: centsToDollars(payment.refundedCents),
            approvalUrl: payment.status === 'created' && b.statusId === 'S1' ? payment.approvalUrl : null,
          }
        : null,
      holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
      createdAt: b.createdAt.toISOString(),
      emailLanguage: isLanguage(c?.language) ? c.language : isLanguage(b.language) ? b.language : 'en',
    };
  });
  // By the booked day, then the slot's wall-clock time: the same order at every location whatever its zone.
  const slotOrder = (v: BookingView) => timeSlotById(v.timeType)?.startMinutes ?? 0;
  return order === 'time'
    ? views.sort((a, b) => a.day.localeCompare(b.day) || slotOrder(a) - slotOrder(b))
    : views.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The slots a booking holds: its services' and clean-up slots (docs/decisions/009), or its start slot should none be recorded. */
export function heldSlots(view: Pick<BookingView, 'coveredSlots' | 'timeType'>): string[] {
  return view.coveredSlots.length > 0 ? view.coveredSlots : [view.timeType];
}

export async function loadBookingView(db: DbOrTx, bookingId: number): Promise<BookingView | null> {
  const [view] = await loadBookingViews(db, eq(bookings.id, bookingId));
  return view ?? null;
}
