import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
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

/**
 * A salon of the chain (issue 24, docs/decisions/021): where its stylists and staff work, its address and phone, and
 * the IANA time zone its slots, days and emails are read in. Location 1 is the salon as it was before locations; its
 * address and phone are the ones the whole site shows (salon.details reads them here). Archived, never deleted.
 */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** In English, or the one language it was written in. */
    address: text('address').notNull().default(''),
    /** In Vietnamese, when it differs; null falls back to `address`. */
    addressVi: text('address_vi'),
    phone: text('phone').notNull().default(''),
    /** IANA ('Asia/Ho_Chi_Minh', 'Australia/Sydney'), checked with Intl before it is saved. */
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    // Two active locations never share a name (case and spacing aside): the customer picks one by it.
    uniqueIndex('locations_active_name_unique').on(sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
    check('locations_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
);

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
    /** Set when the account was erased at its owner's request: the row stays as a nameless tombstone (issue 25). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Where a stylist (R3) or staff member (R1) works: always set for them (a trigger of migration 0017 gives one
     * added without it the first active location). Null for an admin (every location) and for customers.
     */
    locationId: integer('location_id').references(() => locations.id),
    ...timestamps,
  },
  (t) => [
    index('users_location_idx').on(t.locationId),
    check('users_staff_have_location', sql`${t.roleId} not in ('R1', 'R3') or ${t.locationId} is not null`),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.roleId),
    // User search: a "first last" contains-match that ignores case and accents ("nguyen" finds "Nguyễn"), fast at
    // 100k users (pg_trgm over hs_fold, an immutable unaccent + lower: migration 0013).
    index('users_full_name_trgm_idx').using('gin', sql`hs_fold(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
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
 * Uploaded images (/uploads/<name>, a random name per upload). An upload is claimed once by the record that uses it
 * (a service or an avatar), so removing a replaced record's upload is safe. Its bytes are kept in the image store
 * (upload_blobs below, or an S3 bucket) under their SHA-256, which two uploads of the same picture share; null only
 * for an upload from before the store whose file was not found in UPLOAD_DIR (docs/decisions/015).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Hex SHA-256 of the stored bytes: their key in the image store. */
    sha256: text('sha256'),
  },
  (t) => [uniqueIndex('uploads_name_unique').on(t.name), index('uploads_sha256_idx').on(t.sha256)],
);

/** PostgreSQL's bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The default image store: the bytes of uploaded images, keyed by their SHA-256, so one database backup holds every
 * image and every instance on the database serves them (docs/decisions/015). Unused when S3_* is set.
 */
export const uploadBlobs = pgTable('upload_blobs', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
    /** The Vietnamese name and description for Vietnamese readers; null shows the English (issue 23 item 10). */
    nameVi: text('name_vi'),
    descriptionVi: text('description_vi'),
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

/**
 * Where a service is offered (issue 24): a service with no rows is offered at every location at its own price; one
 * with rows only at those locations, each at its row's price or, when that is null, the service's.
 */
export const serviceLocations = pgTable(
  'service_locations',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.locationId] }),
    index('service_locations_location_idx').on(t.locationId),
    check('service_locations_price_positive', sql`${t.priceCents} is null or ${t.priceCents} > 0`),
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

/**
 * The Idempotency-Key of an online booking request (issue 22 item 3, docs/decisions/015): a repeat of the request with
 * the same key from the same caller answers the booking the first one made. The unique index makes two requests with
 * one key book once, whatever the concurrency: the key is claimed first in the booking's transaction, and a second
 * claim waits for the first to commit (then answers its booking) or to roll back (then books). A key lives as long as
 * its booking's hold or payment: cancelling (or expiring) the booking deletes it, so a later repeat books afresh.
 */
export const bookingIdempotencyKeys = pgTable(
  'booking_idempotency_keys',
  {
    id: serial('id').primaryKey(),
    /** Whose key: 'user:<id>' for a signed-in caller, 'email:<normalised email>' for a guest. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 (hex) of the request's content: a repeat with other content under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    /** Written in the same transaction as the claim (never null once committed). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_idempotency_keys_scope_key_unique').on(t.scope, t.key),
    index('booking_idempotency_keys_booking_idx').on(t.bookingId),
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

/**
 * Private calendar feed URLs (issue 23): one per stylist (their bookings) and one for the whole salon (stylist null).
 * The URL's secret is derived from the server's secret and `nonce` (never stored), so it can be shown again; renewing
 * makes a new nonce (the old URL stops working), revoking ends the feed.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    stylistId: integer('stylist_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A location's feed (every booking with its stylists); null on a stylist's. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One live feed per stylist, and one per location.
    uniqueIndex('calendar_feeds_live_stylist_unique').on(t.stylistId).where(sql`${t.revokedAt} is null and ${t.stylistId} is not null`),
    uniqueIndex('calendar_feeds_live_location_unique').on(t.locationId).where(sql`${t.revokedAt} is null and ${t.locationId} is not null`),
    // A feed is a stylist's or a location's, never both or neither.
    check('calendar_feeds_one_owner', sql`(${t.stylistId} is null) <> (${t.locationId} is null)`),
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
    /** The location whose day it is (issue 24): an entry for any stylist waits for that location's stylists. */
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
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
    // One open entry per customer, day, location and stylist ("any stylist" is null, and counts as one): parallel
    // joins make one entry and one email when the day frees, not one each.
    uniqueIndex('waitlist_entries_open_unique')
      .on(t.customerId, t.day, t.locationId, sql`coalesce(${t.stylistId}, 0)`)
      .where(sql`${t.closedAt} is null`),
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

/**
 * The salon's (the brand's) own details, one row (id 1): what the header, footer, contact page, page titles, emails and
 * .ics files show. The address and phone are the first location's (`locations`, migration 0017); everything reads the
 * details through one function (apps/api salon.service.ts loadSalonDetails). Privacy and Terms are the admin's texts.
 */
export const salonSettings = pgTable(
  'salon_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    email: text('email').notNull().default(''),
    openingHoursEn: text('opening_hours_en').notNull().default(''),
    openingHoursVi: text('opening_hours_vi').notNull().default(''),
    /** An upload's URL (/uploads/<name>) in the image store, or null. */
    logo: text('logo'),
    emailSenderName: text('email_sender_name').notNull().default(''),
    privacyEn: text('privacy_en').notNull().default(''),
    privacyVi: text('privacy_vi').notNull().default(''),
    termsEn: text('terms_en').notNull().default(''),
    termsVi: text('terms_vi').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('salon_settings_one_row', sql`${t.id} = 1`)],
);

/** The FAQs page's question and answer pairs, in both languages, in the admin's order. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  questionEn: text('question_en').notNull(),
  answerEn: text('answer_en').notNull(),
  questionVi: text('question_vi').notNull(),
  answerVi: text('answer_vi').notNull(),
});

/** The one-time link that makes a database's first admin: the token's SHA-256, usable while no admin exists and once. */
export const setupTokens = pgTable(
  'setup_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('setup_tokens_hash_unique').on(t.tokenHash)],
);

/** Each finished `pnpm backup`: the go-live checklist's "a backup configured" reads the latest (docs/decisions/019). */
export const backupRuns = pgTable('backup_runs', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
