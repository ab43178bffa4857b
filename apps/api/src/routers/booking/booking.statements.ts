import { type DbOrTx, queryRows, schema } from '@hairsalon/db';
import type { TimeOffRange } from '@hairsalon/shared';
import { BookingStatus } from '@hairsalon/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { StylistRow } from '../stylist/active-stylist.js';
import type { ChosenService } from './availability.js';

/*
 * The two statements a booking is made with (issue 9: a booking made in a handful of round trips, since each one
 * costs the app and the database more than the SQL it carries). The rules stay in new-booking.ts, the use cases
 * (online-booking.service.ts, desk-booking.service.ts) and the shared package; these only read and write.
 */

const { bookings } = schema;
const DAY_MS = 86_400_000;

/** Normalised the way the hold index (migration 0009) stores them, so the count reads only the holder's rows. */
const holdEmail = sql`lower(trim(${bookings.email}))`;
const holdPhone = schema.holdPhoneExpression(bookings.phone);

/** What a booking's rules read before it is written. */
export interface BookingGround {
  stylist: StylistRow | null;
  /** The bookable (not archived) services among those asked for, in any order. */
  services: ChosenService[];
  /** The stylist's schedule rows of the day. */
  schedule: { id: number; timeType: string; statusTime: string }[];
  /** The stylist's time off overlapping the day, as epoch ms. */
  timeOff: TimeOffRange[];
  /** The signed-in customer's language, for the emails about the booking. */
  customerLanguage: string | null;
}

const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

/**
 * One round trip: takes the hold locks (transaction advisory locks on `holdKeys`, in a fixed order so two bookings
 * sharing keys cannot deadlock; PostgreSQL evaluates a volatile select list after the sort) and reads the stylist,
 * the services offered at the stylist's location at that location's prices, the stylist's schedule and time off for the day, and the customer's language.
 * The locks are held until the transaction ends: the hold count in insertBooking, a later statement, sees every
 * booking committed by whoever held them before.
 */
export async function loadBookingGround(
  tx: DbOrTx,
  q: {
    holdKeys: readonly string[];
    stylistId: number;
    serviceIds: readonly number[];
    day: string;
    dayStartMs: number;
    customerId: number | null;
  },
): Promise<BookingGround> {
  const keys = sql`array[${sql.join(
    q.holdKeys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const from = new Date(q.dayStartMs).toISOString();
  const to = new Date(q.dayStartMs + DAY_MS).toISOString();
  const [row] = await queryRows<{
    stylist: StylistRow | null;
    services: ChosenService[];
    schedule: BookingGround['schedule'];
    time_off: TimeOffRange[];
    customer_language: string | null;
  }>(
    tx,
    sql`select
      (select count(*) from (select pg_advisory_xact_lock(hashtext(k)) from unnest(${keys}) as k order by k) as held) as locks,
      (select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'roleId', u.role_id, 'status', u.status)
         from users u where u.id = ${q.stylistId}) as stylist,
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'priceCents', coalesce(o.price_cents, s.price_cents),
                  'durationMinutes', s.duration_minutes, 'bufferMinutes', s.buffer_minutes))
         from services s
         left join service_locations o on o.service_id = s.id
           and o.location_id = (select st.location_id from users st where st.id = ${q.stylistId})
         where s.id = any(${intArray(q.serviceIds)}) and s.archived_at is null
           -- Offered at the stylist's location: everywhere (no rows) or there (issue 24).
           and (o.service_id is not null or not exists (select 1 from service_locations a where a.service_id = s.id))),
         '[]'::json) as services,
      coalesce((select json_agg(json_build_object('id', x.id, 'timeType', x.time_type, 'statusTime', x.status_time))
         from schedule_slots x where x.stylist_id = ${q.stylistId} and x.day = ${q.day}::date), '[]'::json) as schedule,
      coalesce((select json_agg(json_build_object('startsAt', (extract(epoch from t.starts_at) * 1000)::bigint,
                  'endsAt', (extract(epoch from t.ends_at) * 1000)::bigint))
         from stylist_time_off t
         where t.stylist_id = ${q.stylistId} and t.starts_at < ${to}::timestamptz and t.ends_at > ${from}::timestamptz), '[]'::json) as time_off,
      (select c.language from users c where c.id = ${q.customerId}::int) as customer_language`,
  );
  if (!row) throw new Error('the booking ground statement returned nothing');
  return {
    stylist: row.stylist,
    services: row.services,
    schedule: row.schedule,
    timeOff: row.time_off,
    customerLanguage: row.customer_language,
  };
}

export interface NewBooking {
  customerId: number | null;
  stylistId: number;
  scheduleSlotId: number;
  day: string;
  timeType: string;
  statusId: string;
  source: string;
  confirmedAt: Date | null;
  fullName: string;
  email: string;
  phone: string;
  timeString: string;
  subtotalCents: number;
  discountCents: number;
  amountCents: number;
  pointsUsed: number;
  holdExpiresAt: Date | null;
  clientIp: string | null;
  language: string;
  /** The rest of its range (the insert trigger covers the start slot). */
  slots: { timeType: string; kind: 'service' | 'buffer' }[];
  /** Its services in the order chosen, at today's prices. */
  services: { id: number; priceCents: number }[];
  payment: { provider: string; status: string };
  /** The request's claimed Idempotency-Key (idempotency.ts), which gets the booking's id; null without a key. */
  keyClaimId?: number | null;
}

/** An online booking's unpaid-hold limit: at most `max` open holds per normalised email, phone and client address. */
export interface HoldLimit {
  email: string;
  phone: string;
  ip: string;
  max: number;
}

export type InsertedBooking = { bookingId: number; paymentId: number } | { tooManyHolds: true };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * One round trip: the booking, the rest of its range, its services and its payment, written only when the holder has
 * fewer than `holds.max` open holds (counted after loadBookingGround took the hold locks). A slot another active
 * booking covers makes the database refuse it (unique violation, which the caller answers as 409).
 */
export async function insertBooking(tx: DbOrTx, b: NewBooking, holds: HoldLimit | null, now: Date): Promise<InsertedBooking> {
  const at = now.toISOString();
  const holdCount: SQL = holds
    ? sql`select greatest(
          count(*) filter (where ${holdEmail} = ${holds.email}),
          count(*) filter (where ${holdPhone} = ${holds.phone}),
          count(*) filter (where ${bookings.clientIp} = ${holds.ip}))::int as open
        from ${bookings}
        where ${bookings.statusId} = ${BookingStatus.Pending} and ${bookings.holdExpiresAt} > ${at}::timestamptz
          and (${holdEmail} = ${holds.email} or ${holdPhone} = ${holds.phone} or ${bookings.clientIp} = ${holds.ip})`
    : sql`select 0 as open`;
  const slotRows = b.slots.length
    ? sql.join(
        b.slots.map((s) => sql`(${s.timeType}, ${s.kind})`),
        sql`, `,
      )
    : null;
  const serviceRows = sql.join(
    b.services.map((s, position) => sql`(${s.id}::int, ${s.priceCents}::int, ${position}::int)`),
    sql`, `,
  );
  const [row] = await queryRows<{ booking_id: number | null; payment_id: number | null; open: number }>(
    tx,
    sql`with holds as (${holdCount}),
      booking as (
        insert into bookings (customer_id, stylist_id, schedule_slot_id, day, time_type, status_id, source, confirmed_at,
          full_name, email, phone, time_string, subtotal_cents, discount_cents, amount_cents, points_used, hold_expires_at,
          client_ip, language, created_at, updated_at)
        select ${b.customerId}::int, ${b.stylistId}::int, ${b.scheduleSlotId}::int, ${b.day}::date, ${b.timeType}, ${b.statusId},
          ${b.source}, ${iso(b.confirmedAt)}::timestamptz, ${b.fullName}, ${b.email}, ${b.phone}, ${b.timeString},
          ${b.subtotalCents}::int, ${b.discountCents}::int, ${b.amountCents}::int, ${b.pointsUsed}::int,
          ${iso(b.holdExpiresAt)}::timestamptz, ${b.clientIp}, ${b.language}, ${at}::timestamptz, ${at}::timestamptz
        where (select open from holds) < ${holds?.max ?? 1}::int
        returning id
      ),
      ${
        slotRows
          ? sql`covered as (
        insert into booking_slots (booking_id, stylist_id, day, time_type, kind, active)
        select booking.id, ${b.stylistId}::int, ${b.day}::date, r.time_type, r.kind, true
        from booking, (values ${slotRows}) as r (time_type, kind)
      ),`
          : sql``
      }
      ${
        b.keyClaimId
          ? sql`keyed as (
        update booking_idempotency_keys set booking_id = booking.id from booking where booking_idempotency_keys.id = ${b.keyClaimId}::int
      ),`
          : sql``
      }
      lines as (
        insert into booking_services (booking_id, service_id, price_cents, position)
        select booking.id, l.service_id, l.price_cents, l.position
        from booking, (values ${serviceRows}) as l (service_id, price_cents, position)
      ),
      payment as (
        insert into payments (booking_id, provider, amount_cents, currency, status, created_at, updated_at)
        select booking.id, ${b.payment.provider}, ${b.amountCents}::int, 'USD', ${b.payment.status}, ${at}::timestamptz, ${at}::timestamptz
        from booking
        returning id
      )
    select (select id from booking) as booking_id, (select id from payment) as payment_id, (select open from holds) as open`,
    { writes: [bookings, schema.bookingSlots, schema.bookingIdempotencyKeys, schema.bookingServices, schema.payments] },
  );
  if (!row?.booking_id || !row.payment_id) return { tooManyHolds: true };
  return { bookingId: row.booking_id, paymentId: row.payment_id };
}
