import { schema } from '@hairsalon/db';
import { messages, Role, UserStatus } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/rest-answers.js';
import { containsSecret, startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { NO_SALARY_DATA } from './rest.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.tokenFor(await t.createUser({ roleId: Role.Admin }));
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createStylist(fields: Record<string, string> = {}) {
  const email = uniqueEmail('stylist');
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/register',
    headers: bearer(adminToken),
    payload: {
      firstName: 'Khoa',
      lastName: 'Dang',
      email,
      password: 'salon-pass-1',
      phoneNumber: '987654321',
      gender: 'Male',
      roleId: 'R3',
      positionId: 'P2',
      ...fields,
    },
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.id as number, email };
}

describe('creating a stylist', () => {
  it('lets an admin create an R3 user with their position through POST /api/register', async () => {
    const { id, email } = await createStylist();
    const [user] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(user).toMatchObject({ email, roleId: Role.Stylist, phoneNumber: '987654321' });
    const [profile] = await t.deps.db.select().from(schema.stylistProfiles).where(eq(schema.stylistProfiles.userId, id));
    expect(profile?.positionId).toBe('P2');
  });

  it("requires a position ('Position is required') and creates nothing without one", async () => {
    const email = uniqueEmail('nopos');
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      headers: bearer(adminToken),
      payload: { firstName: 'A', lastName: 'B', email, password: 'salon-pass-1', phoneNumber: '9', roleId: 'R3' },
    });
    expectRefusal(res, 400, messages.staffOrStylist.positionRequired);
    expect(await t.deps.db.$count(schema.users, eq(schema.users.email, email))).toBe(0);
  });
});

describe('listing stylists', () => {
  it('shows everyone the card fields of Active stylists, without contact or salary (salaryData all nulls)', async () => {
    const { id } = await createStylist({ firstName: 'Public' });
    const inactive = await createStylist({ firstName: 'Away' });
    await t.deps.db.update(schema.users).set({ status: UserStatus.Inactive }).where(eq(schema.users.id, inactive.id));

    for (const headers of [{}, bearer(await t.tokenFor(await t.createUser()))]) {
      const res = await t.server.inject({ method: 'GET', url: '/api/get-all-stylist', headers });
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Record<string, unknown>[];
      const card = list.find((s) => s.id === id);
      expect(card).toEqual({
        id,
        firstName: 'Public',
        lastName: 'Dang',
        gender: 'Male',
        image: null,
        roleId: 'R3',
        status: 'Active',
        positionId: 'P2',
        // Where the stylist works (issue 24): a stylist added without a location works at the first one.
        locationId: 1,
        salaryData: NO_SALARY_DATA,
      });
      expect(list.some((s) => s.id === inactive.id)).toBe(false);
      expect(list.every((s) => !('email' in s) && !('phoneNumber' in s))).toBe(true);
      expect(list.every((s) => JSON.stringify(s.salaryData) === JSON.stringify(NO_SALARY_DATA))).toBe(true);
      expect(containsSecret(res.json())).toBe(false);
    }
  });

  it('shows an admin every stylist with email, phone and the latest salary record in dollars', async () => {
    const { id, email } = await createStylist();
    const bare = await createStylist();
    const paidOn = new Date('2026-03-05T03:00:00Z');
    await t.deps.db.insert(schema.salaries).values([
      { stylistId: id, month: 2, year: 2026, baseSalaryCents: 50000, bonusCents: 0, totalSalaryCents: 50000, paidOn },
      { stylistId: id, month: 3, year: 2026, baseSalaryCents: 50000, bonusCents: 5000, totalSalaryCents: 55000 },
    ]);
    const [latest] = await t.deps.db
      .select()
      .from(schema.salaries)
      .where(and(eq(schema.salaries.stylistId, id), eq(schema.salaries.month, 3)));
    const res = await t.server.inject({ method: 'GET', url: '/api/get-all-stylist', headers: bearer(adminToken) });
    const list = res.json().data as Record<string, unknown>[];
    expect(list.find((s) => s.id === id)).toMatchObject({
      email,
      phoneNumber: '987654321',
      salaryData: { SalaryId: latest?.id, BaseSalary: 500, Bonuses: 50, TotalSalary: 550, Month: 3, Year: 2026, PaidOn: null },
    });
    // A stylist with no salary record still has a salaryData object (a spec client reads salaryData.PaidOn).
    expect(list.find((s) => s.id === bare.id)).toMatchObject({
      salaryData: { SalaryId: null, BaseSalary: null, Bonuses: null, TotalSalary: null, PaidOn: null },
    });
    // tRPC (the web app) keeps null.
    const trpc = await (await t.caller(await t.createUser({ roleId: Role.Admin }))).stylist.list();
    expect(trpc.find((s) => s.id === bare.id)?.salaryData).toBeNull();
  });

  it('answers one stylist by id, and 404 for a user who is not a stylist', async () => {
    const { id } = await createStylist({ firstName: 'Detail' });
    const res = await t.server.inject({ method: 'GET', url: `/api/get-detail-stylist-by-id?id=${id}` });
    expect(res.json().data).toMatchObject({ id, firstName: 'Detail', positionId: 'P2' });
    expect(res.json().data.email).toBeUndefined();
    const customer = await t.createUser();
    expectRefusal(await t.server.inject({ method: 'GET', url: `/api/get-detail-stylist-by-id?id=${customer.id}` }), 404);
    const trpc = await (await t.caller()).stylist.getDetail({ id });
    expect(trpc.firstName).toBe('Detail');
  });
});
