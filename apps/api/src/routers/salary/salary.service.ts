import { type DbOrTx, schema } from '@hairsalon/db';
import { BookingStatus, centsToDollars, messages, type PositionId, Role, salaryFor } from '@hairsalon/shared';
import { and, count, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import { badRequest, notFound } from '../../errors.js';

const { salaries, bookings, users, stylistProfiles } = schema;

/**
 * A salary record as the spec names it (spec §3 Salary record), amounts in dollars. `SalaryId` repeats `id` so
 * the record agrees with the stylist table's salaryData.
 */
export interface SalaryRecord {
  id: number;
  SalaryId: number;
  stylistId: number;
  BaseSalary: number;
  Bonuses: number;
  Month: number;
  Year: number;
  TotalSalary: number;
  /** ISO instant, null while unpaid */
  PaidOn: string | null;
  /** ISO instant */
  updatedAt: string;
  /** completed (S3) bookings of the month the bonus was decided on */
  completedBookings: number;
}

type SalaryRow = typeof salaries.$inferSelect;

function toRecord(row: SalaryRow): SalaryRecord {
  return {
    id: row.id,
    SalaryId: row.id,
    stylistId: row.stylistId,
    BaseSalary: centsToDollars(row.baseSalaryCents),
    Bonuses: centsToDollars(row.bonusCents),
    Month: row.month,
    Year: row.year,
    TotalSalary: centsToDollars(row.totalSalaryCents),
    PaidOn: row.paidOn?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    completedBookings: row.completedBookings,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The salon calendar month as `date` keys: [first day, first day of the next month). */
export function monthDayRange(year: number, month: number): { from: string; to: string } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${pad(year, 4)}-${pad(month)}-01`, to: `${pad(next.year, 4)}-${pad(next.month)}-01` };
}

async function requireStylistPosition(db: DbOrTx, stylistId: number): Promise<PositionId> {
  const [row] = await db
    .select({ roleId: users.roleId, positionId: stylistProfiles.positionId })
    .from(users)
    .leftJoin(stylistProfiles, eq(stylistProfiles.userId, users.id))
    .where(eq(users.id, stylistId));
  if (!row || row.roleId !== Role.Stylist) throw notFound(messages.generic.notFound);
  return (row.positionId ?? 'P0') as PositionId;
}

/** Completed (S3) bookings of a stylist whose service day falls in the month. */
export async function countCompletedBookings(db: DbOrTx, stylistId: number, year: number, month: number): Promise<number> {
  const { from, to } = monthDayRange(year, month);
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(eq(bookings.stylistId, stylistId), eq(bookings.statusId, BookingStatus.Completed), gte(bookings.day, from), lt(bookings.day, to)),
    );
  return row?.n ?? 0;
}

/**
 * Calculates a stylist's salary for a month (ARCHITECTURE §7) and stores it: a new record, or an update of the
 * month's unpaid one. A paid month is refused. One statement, so two admins at once cannot pay and rewrite.
 */
export async function calculateSalary(
  db: DbOrTx,
  input: { stylistId: number; month: number; year: number },
  now: Date,
): Promise<SalaryRecord> {
  const positionId = await requireStylistPosition(db, input.stylistId);
  const completedBookings = await countCompletedBookings(db, input.stylistId, input.year, input.month);
  const amount = salaryFor(positionId, completedBookings);
  const [row] = await db
    .insert(salaries)
    .values({
      stylistId: input.stylistId,
      month: input.month,
      year: input.year,
      ...amount,
      completedBookings,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [salaries.stylistId, salaries.year, salaries.month],
      set: { ...amount, completedBookings, updatedAt: now },
      setWhere: isNull(salaries.paidOn),
    })
    .returning();
  if (!row) throw badRequest(messages.salary.alreadyPaid);
  return toRecord(row);
}

/** A stylist's salary records, newest month first. */
export async function listSalariesForStylist(db: DbOrTx, stylistId: number): Promise<SalaryRecord[]> {
  const rows = await db
    .select()
    .from(salaries)
    .where(eq(salaries.stylistId, stylistId))
    .orderBy(desc(salaries.year), desc(salaries.month), desc(salaries.id));
  return rows.map(toRecord);
}

/** Marks a salary paid; PaidOn is set once and never moves. */
export async function paySalary(db: DbOrTx, id: number, now: Date): Promise<SalaryRecord> {
  const [row] = await db
    .update(salaries)
    .set({ paidOn: now, updatedAt: now })
    .where(and(eq(salaries.id, id), isNull(salaries.paidOn)))
    .returning();
  if (row) return toRecord(row);
  const [existing] = await db.select({ id: salaries.id }).from(salaries).where(eq(salaries.id, id));
  if (!existing) throw notFound(messages.generic.notFound);
  throw badRequest(messages.salary.alreadyPaid);
}
