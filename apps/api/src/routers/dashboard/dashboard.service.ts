import { type DbOrTx, schema } from '@hairsalon/db';
import {
  centsToDollars,
  MONTH_LABELS,
  type MonthLabel,
  Role,
  SALON_TIME_ZONE,
  salonDateParts,
  salonDayFromParts,
  UserStatus,
} from '@hairsalon/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';

const { users, bookings, payments, feedback } = schema;

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

/** The four summary cards: four aggregates run side by side. */
export async function dashboardTotals(db: DbOrTx): Promise<DashboardTotals> {
  const [[customers], [revenue], [bookingCount], [feedbackCount]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.roleId, Role.Customer), eq(users.status, UserStatus.Active))),
    db
      .select({ cents: sql<string>`coalesce(sum(${netCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(inArray(payments.status, CAPTURED_STATUSES), isNotNull(payments.capturedAt))),
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(feedback),
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

/** Revenue per salon month of a year, Jan to Dec (months without sales are 0). */
export async function monthlyRevenue(db: DbOrTx, year: number): Promise<MonthlyRevenue[]> {
  // The month on the salon's wall clock (its IANA zone, so daylight saving too), the zone inlined so that SELECT and
  // GROUP BY are the same expression. Per-location dashboards will group by each location's zone (docs/decisions/021).
  const monthOf = sql<number>`extract(month from ${payments.capturedAt} at time zone '${sql.raw(SALON_TIME_ZONE.replace(/'/g, "''"))}')::int`;
  const rows = await db
    .select({ month: monthOf, cents: sql<string>`sum(${netCents})`.mapWith(Number) })
    .from(payments)
    .where(
      and(
        inArray(payments.status, CAPTURED_STATUSES),
        gte(payments.capturedAt, new Date(salonDayFromParts(year, 1, 1))),
        lt(payments.capturedAt, new Date(salonDayFromParts(year + 1, 1, 1))),
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

/** The latest captured (not refunded) payments and how many were captured this salon month. */
export async function recentSales(db: DbOrTx, now: Date): Promise<RecentSales> {
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
    .where(and(eq(payments.status, 'captured'), isNotNull(payments.capturedAt)))
    .orderBy(desc(payments.capturedAt), desc(payments.id))
    .limit(RECENT_SALES_LIMIT);
  const { year, month } = salonDateParts(now.getTime());
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const [thisMonth] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'captured'),
        gte(payments.capturedAt, new Date(salonDayFromParts(year, month, 1))),
        lt(payments.capturedAt, new Date(salonDayFromParts(next.year, next.month, 1))),
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
