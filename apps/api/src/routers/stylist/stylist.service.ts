import { type DbOrTx, schema } from '@hairsalon/db';
import { type CreateStylistInput, centsToDollars, messages, type PositionId, Role, UserStatus } from '@hairsalon/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { notFound } from '../../errors.js';
import { createUser } from '../auth/auth.service.js';
import { openLocation } from '../location/scope.js';

const { users, stylistProfiles, salaries } = schema;

/** The stylist's latest salary record, amounts in dollars (spec §3 Stylist.salaryData). */
export interface SalaryData {
  SalaryId: number;
  BaseSalary: number;
  Bonuses: number;
  TotalSalary: number;
  Month: number;
  Year: number;
  /** ISO instant, null while unpaid */
  PaidOn: string | null;
}

/**
 * A stylist. Everyone gets the card fields (name, image, position); email, phone number and salaryData are
 * present only for an admin caller.
 */
export interface StylistView {
  id: number;
  firstName: string;
  lastName: string;
  gender: string | null;
  image: string | null;
  roleId: string;
  status: string;
  positionId: PositionId;
  /** Where the stylist works (docs/decisions/021). */
  locationId: number | null;
  email?: string;
  phoneNumber?: string;
  salaryData?: SalaryData | null;
}

async function latestSalaries(db: DbOrTx, stylistIds: number[]): Promise<Map<number, SalaryData>> {
  if (stylistIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([salaries.stylistId])
    .from(salaries)
    .where(inArray(salaries.stylistId, stylistIds))
    .orderBy(salaries.stylistId, desc(salaries.year), desc(salaries.month), desc(salaries.id));
  return new Map(
    rows.map((s) => [
      s.stylistId,
      {
        SalaryId: s.id,
        BaseSalary: centsToDollars(s.baseSalaryCents),
        Bonuses: centsToDollars(s.bonusCents),
        TotalSalary: centsToDollars(s.totalSalaryCents),
        Month: s.month,
        Year: s.year,
        PaidOn: s.paidOn?.toISOString() ?? null,
      },
    ]),
  );
}

async function findStylists(db: DbOrTx, privateFields: boolean, extra?: SQL): Promise<StylistView[]> {
  const conditions = [
    eq(users.roleId, Role.Stylist),
    ...(privateFields ? [] : [eq(users.status, UserStatus.Active)]),
    ...(extra ? [extra] : []),
  ];
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: users.gender,
      image: users.image,
      roleId: users.roleId,
      status: users.status,
      positionId: stylistProfiles.positionId,
      locationId: users.locationId,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .leftJoin(stylistProfiles, eq(stylistProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(users.id));
  if (!privateFields) {
    return rows.map(({ email: _email, phoneNumber: _phone, positionId, ...card }) => ({
      ...card,
      positionId: (positionId ?? 'P0') as PositionId,
    }));
  }
  const salaryByStylist = await latestSalaries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, positionId: (r.positionId ?? 'P0') as PositionId, salaryData: salaryByStylist.get(r.id) ?? null }));
}

/**
 * A location's stylists for the carousel and booking form (Active only), or for the admin table (all, with contact
 * and salary).
 */
export function listStylists(db: DbOrTx, privateFields: boolean, locationId: number): Promise<StylistView[]> {
  return findStylists(db, privateFields, eq(users.locationId, locationId));
}

export async function getStylist(db: DbOrTx, id: number, privateFields: boolean): Promise<StylistView> {
  const [stylist] = await findStylists(db, privateFields, eq(users.id, id));
  if (!stylist) throw notFound(messages.generic.notFound);
  return stylist;
}

/** An admin creates a stylist: an R3 user and their position. */
export function createStylist(db: DbOrTx, input: CreateStylistInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { positionId, ...user } = input;
    if (user.locationId !== undefined) await openLocation(tx, user.locationId);
    const created = await createUser(tx, { ...user, roleId: Role.Stylist });
    await tx.insert(stylistProfiles).values({ userId: created.id, positionId });
    return created;
  });
}
