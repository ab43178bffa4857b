import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The whole product's schema (spec §3, ARCHITECTURE §2–§7). Money is integer cents; a booking's day is
 * the salon-local calendar day (`date`) plus the slot code; instants are timestamptz.
 */

/**
 * A phone as the unpaid-hold limit compares it (packages/shared normalizePhone, in SQL): digits only, without a +84 or
 * 0084 country code and leading zeros. The hold index and the booking code's count use this one expression.
 */
export function holdPhoneExpression(phone: AnyPgColumn | SQL): SQL {
  return sql`regexp_replace(regexp_replace(regexp_replace(${phone}, '[^0-9]', '', 'g'), '^(00)?84([0-9]{9,10})$', '\\2'), '^0+', '')`;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender'),
    address: text('address').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    image: text('image'),
    points: integer('points').notNull().default(0),
    status: text('status').notNull().default('Active'),
    roleId: text('role_id').notNull().default('R4'),
    /** 'en' | 'vi': the language the user reads (their emails are in it); null until they sign up or switch. */
    language: text('language'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.roleId),
    // Admin user search: case-insensitive "first last" contains-match (ILIKE) stays fast at 100k users (pg_trgm).
    index('users_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    check('users_points_non_negative', sql`${t.points} >= 0`),
    check('users_status_valid', sql`${t.status} in ('Active', 'Inactive')`),
    check('users_role_valid', sql`${t.roleId} in ('R1', 'R2', 'R3', 'R4')`),
    check('users_gender_valid', sql`${t.gender} is null or ${t.gender} in ('Male', 'Female')`),
    check('users_language_valid', sql`${t.language} is null or ${t.language} in ('en', 'vi')`),
  ],
);

export const stylistProfiles = pgTable(
  'stylist_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: text('position_id').notNull().default('P0'),
    bio: text('bio').notNull().default(''),
  },
  (t) => [check('stylist_position_valid', sql`${t.positionId} in ('P0', 'P1', 'P2')`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens descended from one login share a family; reuse of a rotated one revokes it. */
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when this token was exchanged for the next one. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Images stored under the upload folder (/uploads/<name>). An upload is claimed once by the record that uses
 * it (a service or an avatar), so one file never backs two records and removing a replaced file is safe.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_name_unique').on(t.name)],
);

/** Reference codes (spec: allcode). Time slots are type TIME. */
export const allcodes = pgTable(
  'allcodes',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    keyMap: text('key_map').notNull(),
    valueEn: text('value_en').notNull(),
    valueVi: text('value_vi').notNull(),
    /** Sort key (for TIME: minutes after midnight). */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('allcodes_type_key_unique').on(t.type, t.keyMap)],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    image: text('image'),
    /** Whole one-hour grid slots (docs/decisions/009). */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** Clean-up after the service; a booking rounds its longest buffer up to whole slots. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** A service that bookings refer to is archived (hidden from customers), never destroyed. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('services_price_positive', sql`${t.priceCents} > 0`),
    check('services_duration_valid', sql`${t.durationMinutes} between 60 and 240 and ${t.durationMinutes} % 60 = 0`),
    check('services_buffer_valid', sql`${t.bufferMinutes} between 0 and 120`),
  ],
);

export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: serial('id').primaryKey(),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    timeType: text('time_type').notNull(),
    /** 'enable' = available; 'disable' = booked or unavailable (spec §3). */
    statusTime: text('status_time').notNull().default('enable'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedule_slots_stylist_day_time_unique').on(t.stylistId, t.day, t.timeType),
    check('schedule_slots_status_valid', sql`${t.statusTime} in ('enable', 'disable')`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** Null for a guest booking. */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => users.id),
    scheduleSlotId: integer('schedule_slot_id').references(() => scheduleSlots.id, { onDelete: 'set null' }),
    day: date('day', { mode: 'string' }).notNull(),
    timeType: text('time_type').notNull(),
    statusId: text('status_id').notNull().default('S1'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    timeString: text('time_string').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    /** Until when an unpaid S1 booking holds its slot. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** 'customer' | 'staff' | 'expiry' */
    cancelledBy: text('cancelled_by'),
    /** Set when staff marked a confirmed booking whose time passed as no-show (S5). */
    noShowAt: timestamp('no_show_at', { withTimezone: true, mode: 'date' }),
    /** 'online' (a customer or guest on the website) | 'walk-in' | 'phone' (made by the front desk, paid at the salon) */
    source: text('source').notNull().default('online'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
    /** The address the booking was made from, an IPv6 one as its /64 (unpaid holds are limited per address). */
    clientIp: text('client_ip'),
    /** 'en' | 'vi': the language the booking was made in; a guest's emails are in it. */
    language: text('language').notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    // A slot holds at most one active (pending or confirmed) booking, whatever the concurrency.
    uniqueIndex('bookings_active_slot_unique').on(t.stylistId, t.day, t.timeType).where(sql`${t.statusId} in ('S1', 'S2')`),
    // The expiry sweep: unpaid holds by when they run out (a partial index stays small however many bookings exist).
    index('bookings_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.statusId} = 'S1'`),
    // Open holds by who holds them (a booking counts the holder's others: email and phone normalised as the booking
    // code compares them, the client address as stored), so the count reads a handful of rows, never every hold.
    index('bookings_hold_email_idx').on(sql`lower(trim(${t.email}))`).where(sql`${t.statusId} = 'S1'`),
    index('bookings_hold_phone_idx')
      .on(sql`(${holdPhoneExpression(t.phone)})`)
      .where(sql`${t.statusId} = 'S1'`),
    index('bookings_hold_ip_idx').on(t.clientIp).where(sql`${t.statusId} = 'S1'`),
    index('bookings_day_idx').on(t.day),
    index('bookings_customer_idx').on(t.customerId),
    index('bookings_stylist_day_idx').on(t.stylistId, t.day),
    check('bookings_status_valid', sql`${t.statusId} in ('S1', 'S2', 'S3', 'S4', 'S5')`),
    check('bookings_source_valid', sql`${t.source} in ('online', 'walk-in', 'phone')`),
    check('bookings_amounts_valid', sql`${t.amountCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.discountCents} >= 0`),
    check('bookings_points_used_valid', sql`${t.pointsUsed} between 0 and 30`),
    check('bookings_language_valid', sql`${t.language} in ('en', 'vi')`),
  ],
);

/** A stylist unavailable from starts_at to ends_at (issue 12): no slot in that range can be booked. */
export const stylistTimeOff = pgTable(
  'stylist_time_off',
  {
    id: serial('id').primaryKey(),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stylist_time_off_stylist_range_idx').on(t.stylistId, t.startsAt, t.endsAt),
    check('stylist_time_off_range_valid', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /** The price when booked, so later price changes never rewrite history. */
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.serviceId] }), index('booking_services_service_idx').on(t.serviceId)],
);

/**
 * Every grid slot a booking covers: its service slots and its clean-up buffer (docs/decisions/009). The partial
 * unique index makes two active bookings covering one slot of a stylist impossible. Triggers keep it in step with
 * the booking: inserting a booking covers its start slot, and a status change sets `active` (S1/S2) on its rows, so
 * no code path that changes a booking's status can leave a slot held or freed by mistake.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    timeType: text('time_type').notNull(),
    /** 'service' | 'buffer' */
    kind: text('kind').notNull().default('service'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.timeType] }),
    uniqueIndex('booking_slots_active_unique').on(t.stylistId, t.day, t.timeType).where(sql`${t.active}`),
    index('booking_slots_stylist_day_idx').on(t.stylistId, t.day),
    check('booking_slots_kind_valid', sql`${t.kind} in ('service', 'buffer')`),
  ],
);

/** A signed-in customer waiting for a day (and optionally a stylist) with no free start for their services. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null: any stylist. */
    stylistId: integer('stylist_id').references(() => users.id, { onDelete: 'cascade' }),
    serviceIds: jsonb('service_ids').$type<number[]>().notNull(),
    /** When the last email about a freed range went out. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    /** Left by the customer, or done because they booked that day. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_open_day_idx').on(t.day).where(sql`${t.closedAt} is null`),
    index('waitlist_entries_customer_idx').on(t.customerId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** 'paypal' | 'at-salon' (a front-desk booking: 'due' until the stylist completes it, then 'captured') */
    provider: text('provider').notNull().default('paypal'),
    /** PayPal's order id (the `token` on the return URL). */
    providerOrderId: text('provider_order_id'),
    providerCaptureId: text('provider_capture_id'),
    /** 'created' | 'captured' | 'declined' | 'refunded' | 'failed' | 'voided' | 'due' (at salon, not yet paid) */
    status: text('status').notNull().default('created'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    approvalUrl: text('approval_url'),
    payerId: text('payer_id'),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    /** Set just before a capture is sent to the provider: from then on, only the provider knows whether money moved. */
    captureRequestedAt: timestamp('capture_requested_at', { withTimezone: true, mode: 'date' }),
    /** Set when reconciliation settled a payment whose capture answer was lost (see payment_reconciliations). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_order_unique').on(t.providerOrderId),
    // What reconciliation looks at: a capture was sent and its outcome is not recorded.
    index('payments_unsettled_capture_idx')
      .on(t.captureRequestedAt)
      .where(sql`${t.captureRequestedAt} is not null and ${t.reconciledAt} is null and ${t.status} in ('created', 'voided')`),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_amount_valid', sql`${t.amountCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id),
  providerRefundId: text('provider_refund_id'),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull().default('completed'),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every outcome of asking the provider about a payment whose capture answer was lost (money never goes unaccounted). */
export const paymentReconciliations = pgTable(
  'payment_reconciliations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The provider's order status, e.g. COMPLETED, APPROVED */
    providerStatus: text('provider_status').notNull(),
    /** 'confirmed' | 'refunded' | 'not-captured' */
    outcome: text('outcome').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('payment_reconciliations_payment_idx').on(t.paymentId)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_booking_service_unique').on(t.bookingId, t.serviceId),
    index('feedback_service_created_idx').on(t.serviceId, t.createdAt),
    check('feedback_rating_valid', sql`${t.rating} between 1 and 5`),
  ],
);

export const salaries = pgTable(
  'salaries',
  {
    id: serial('id').primaryKey(),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    baseSalaryCents: integer('base_salary_cents').notNull(),
    bonusCents: integer('bonus_cents').notNull().default(0),
    totalSalaryCents: integer('total_salary_cents').notNull(),
    completedBookings: integer('completed_bookings').notNull().default(0),
    paidOn: timestamp('paid_on', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('salaries_stylist_month_unique').on(t.stylistId, t.year, t.month),
    check('salaries_month_valid', sql`${t.month} between 1 and 12`),
    check('salaries_year_valid', sql`${t.year} between 1900 and 2099`),
  ],
);

export const pointsMovements = pgTable(
  'points_movements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id),
    delta: integer('delta').notNull(),
    /** 'reserved' | 'returned' | 'earned' | 'adjusted' | 'seed' */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Each booking reserves, returns and earns points at most once.
    uniqueIndex('points_movements_booking_reason_unique').on(t.bookingId, t.reason).where(sql`${t.bookingId} is not null`),
    index('points_movements_user_idx').on(t.userId),
  ],
);

/** Every email the product sends: the durable record behind the job queue and the development outbox. */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** [{ filename, contentType, content (utf-8) }] */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
    kind: text('kind').notNull(),
    /** Deduplicates emails that must go once (e.g. 'booking-confirmed:12'). */
    dedupeKey: text('dedupe_key'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** true when delivered to the development outbox instead of SMTP */
    outboxOnly: boolean('outbox_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('emails_dedupe_unique').on(t.dedupeKey), index('emails_to_idx').on(t.to)],
);

/** Fixed-window counters for rate limits, shared by every API instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
});
