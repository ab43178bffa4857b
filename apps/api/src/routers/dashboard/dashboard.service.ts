import { type DbOrTx, schema } from '@hairsalon/db';
import {
  centsToDollars,
  MONTH_LABELS,
  type MonthLabel,
  Role,
  salonDateParts,
  salonDayFromParts,
  type TimeZone,
  UserStatus,
} from '@hairsalon/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocationScope } from '../location/scope.js';

const { users, bookings, payments, feedback } = schema;

/**
 * Which dashboard (docs/decisions/021): one location's (its bookings, their payments and feedback; months on its wall
 * clock), or the chain's (`id: null`: every location; months on the first location's wall clock).
 */
export interface DashboardScope {
  id: number | null;
  timeZone: TimeZone;
}

export const locationDashboard = (place: LocationScope): DashboardScope => ({ id: place.id, timeZone: place.timeZone });

/** Bookings at the dashboard's location (a booking's location is its stylist's); every booking for the chain. */
function bookingAt(scope: DashboardScope, bookingId: AnyPgColumn): SQL | undefined {
  if (scope.id === null) return undefined;
  return sql`${bookingId} in (select b.id from ${bookings} b join ${users} u on u.id = b.stylist_id where u.location_id = ${scope.id})`;
}

/** Payments that brought money in; a refunded one keeps its capture and records what went back. */
const CAPTURED_STATUSES = ['captured', 'refunded'];
const netCents = sql`${payments.amountCents} - ${payments.refundedCents}`;

/**
 * spec §3 Dashboard. totalUsers: active customers (the Subscriptions card). totalRevenue in dollars: captured payments
 * minus what was refunded of them; a capture whose refund is still due (refund_due) is owed back and not counted.
 */
export interface DashboardTotals {
  totalUsers: number;
  totalRevenue: number;
  totalBookings: number;
  totalFeedback: number;
}

/**
 * The four summary cards: four aggregates run side by side. Revenue, bookings and feedback are the dashboard's
 * location's; customers are the chain's (a customer books at any location).
 */
export async function dashboardTotals(db: DbOrTx, scope: DashboardScope): Promise<DashboardTotals> {
  const [[customers], [revenue], [bookingCount], [feedbackCount]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.roleId, Role.Customer), eq(users.status, UserStatus.Active))),
    db
      .select({ cents: sql<string>`coalesce(sum(${netCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(inArray(payments.status, CAPTURED_STATUSES), isNotNull(payments.capturedAt), bookingAt(scope, payments.bookingId))),
    db.select({ n: count() }).from(bookings).where(bookingAt(scope, bookings.id)),
    db.select({ n: count() }).from(feedback).where(bookingAt(scope, feedback.bookingId)),
  ]);
  return {
    totalUsers: customers?.n ?? 0,
    totalRevenue: centsToDollars(Number(revenue?.cents ?? 0)),
    totalBookings: bookingCount?.n ?? 0,
    totalFeedback: feedbackCount?.n ?? 0,
  };
}

export interface MonthlyRevenue {
  month: MonthLabel;
  /** dollars: captured minus refunded, by capture instant in salon time */
  total: number;
}

/** Revenue per salon month of a year, Jan to Dec (months without sales are 0), at the dashboard's location. */
export async function monthlyRevenue(db: DbOrTx, year: number, scope: DashboardScope): Promise<MonthlyRevenue[]> {
  // The month on the location's wall clock (its IANA zone, so daylight saving too), the zone inlined so that SELECT
  // and GROUP BY are the same expression (a zone name the validator accepted: letters, '/', '_', '-', '+').
  const zone = scope.timeZone;
  const monthOf = sql<number>`extract(month from ${payments.capturedAt} at time zone '${sql.raw(zone.replace(/'/g, "''"))}')::int`;
  const rows = await db
    .select({ month: monthOf, cents: sql<string>`sum(${netCents})`.mapWith(Number) })
    .from(payments)
    .where(
      and(
        inArray(payments.status, CAPTURED_STATUSES),
        gte(payments.capturedAt, new Date(salonDayFromParts(year, 1, 1, zone))),
        lt(payments.capturedAt, new Date(salonDayFromParts(year + 1, 1, 1, zone))),
        bookingAt(scope, payments.bookingId),
      ),
    )
    .groupBy(monthOf);
  const byMonth = new Map(rows.map((r) => [Number(r.month), Number(r.cents)]));
  return MONTH_LABELS.map((month, i) => ({ month, total: centsToDollars(byMonth.get(i + 1) ?? 0) }));
}

export interface RecentSale {
  /** payment id */
  id: number;
  bookingId: number;
  customerName: string;
  email: string;
  /** dollars */
  amount: number;
  /** ISO instant */
  capturedAt: string;
}

export interface RecentSales {
  sales: RecentSale[];
  /** captured payments of the current salon month */
  salesThisMonth: number;
}

const RECENT_SALES_LIMIT = 5;

/** The latest captured (not refunded) payments and how many were captured this salon month, at the dashboard's location. */
export async function recentSales(db: DbOrTx, now: Date, scope: DashboardScope): Promise<RecentSales> {
  const rows = await db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      customerName: bookings.fullName,
      email: bookings.email,
      cents: netCents.mapWith(Number),
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.status, 'captured'), isNotNull(payments.capturedAt), bookingAt(scope, payments.bookingId)))
    .orderBy(desc(payments.capturedAt), desc(payments.id))
    .limit(RECENT_SALES_LIMIT);
  const zone = scope.timeZone;
  const { year, month } = salonDateParts(now.getTime(), zone);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const [thisMonth] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'captured'),
        gte(payments.capturedAt, new Date(salonDayFromParts(year, month, 1, zone))),
        lt(payments.capturedAt, new Date(salonDayFromParts(next.year, next.month, 1, zone))),
        bookingAt(scope, payments.bookingId),
      ),
    );
  return {
    sales: rows.map((r) => ({
      id: r.id,
      bookingId: r.bookingId,
      customerName: r.customerName,
      email: r.email,
      amount: centsToDollars(Number(r.cents)),
      capturedAt: (r.capturedAt as Date).toISOString(),
    })),
    salesThisMonth: thisMonth?.n ?? 0,
  };
}
