import { schema } from '@hairsalon/db';
import { BookingStatus, messages, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBareList, expectRefusal } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SLOTS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'];

async function stylist(positionId?: 'P0' | 'P1' | 'P2') {
  const user = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
  if (positionId) await t.deps.db.insert(schema.stylistProfiles).values({ userId: user.id, positionId });
  return user;
}

/** Bookings straight in the database, one per day (YYYY-MM-DD), on rotating slots. */
async function bookingsOn(stylistId: number, days: string[], statusId: string = BookingStatus.Completed) {
  await t.deps.db.insert(schema.bookings).values(
    days.map((day, i) => ({
      stylistId,
      day,
      timeType: SLOTS[i % SLOTS.length] as string,
      statusId,
      fullName: 'Customer',
      email: 'customer@example.com',
      phone: '912345678',
      subtotalCents: 2000,
      amountCents: 2000,
    })),
  );
}

/** `n` distinct (day, slot) pairs within March 2031. */
function marchDays(n: number, startDay = 3): string[] {
  return Array.from({ length: n }, (_, i) => `2031-03-${String(startDay + Math.floor(i / SLOTS.length)).padStart(2, '0')}`);
}

async function admin() {
  return t.caller(await t.createUser({ roleId: Role.Admin }));
}

describe('calculating a salary', () => {
  it('pays no bonus for 10 completed bookings of the month; neighbouring months and unfinished bookings do not count', async () => {
    const s = await stylist('P1');
    await bookingsOn(s.id, marchDays(10));
    await bookingsOn(s.id, ['2031-02-28', '2031-04-01']);
    await bookingsOn(s.id, ['2031-03-20', '2031-03-21'], BookingStatus.Confirmed);
    await bookingsOn(s.id, ['2031-03-22'], BookingStatus.Cancelled);
    const result = await (await admin()).salary.calculate({ stylistId: s.id, month: '3', year: '2031' });
    expect(result.message).toBe(messages.salary.created);
    expect(result.salary).toMatchObject({
      stylistId: s.id,
      BaseSalary: 400,
      Bonuses: 0,
      TotalSalary: 400,
      Month: 3,
      Year: 2031,
      PaidOn: null,
      completedBookings: 10,
    });
    const [row] = await t.deps.db.select().from(schema.salaries).where(eq(schema.salaries.id, result.salary.id));
    expect(row).toMatchObject({ baseSalaryCents: 40_000, bonusCents: 0, totalSalaryCents: 40_000 });
  });

  it('adds the 50 bonus for 11 completed bookings, counting the first and last day of the month', async () => {
    const s = await stylist('P1');
    await bookingsOn(s.id, ['2031-03-01', '2031-03-31', ...marchDays(9, 10)]);
    const { salary } = await (await admin()).salary.calculate({ stylistId: s.id, month: '03', year: '2031' });
    expect(salary).toMatchObject({ BaseSalary: 400, Bonuses: 50, TotalSalary: 450, completedBookings: 11 });
  });

  it('takes the base from the position (P0 300, P1 400, P2 500; no profile counts as P0)', async () => {
    const a = await admin();
    const bases = [];
    for (const position of ['P0', 'P1', 'P2', undefined] as const) {
      const s = await stylist(position);
      bases.push((await a.salary.calculate({ stylistId: s.id, month: '1', year: '2031' })).salary.BaseSalary);
    }
    expect(bases).toEqual([300, 400, 500, 300]);
  });

  it('recalculating an unpaid month updates the same record', async () => {
    const s = await stylist('P2');
    const a = await admin();
    await bookingsOn(s.id, marchDays(10));
    const first = (await a.salary.calculate({ stylistId: s.id, month: '3', year: '2031' })).salary;
    expect(first.TotalSalary).toBe(500);
    await bookingsOn(s.id, ['2031-03-25']);
    const second = (await a.salary.calculate({ stylistId: s.id, month: '3', year: '2031' })).salary;
    expect(second).toMatchObject({ id: first.id, Bonuses: 50, TotalSalary: 550, completedBookings: 11 });
    const list = await a.salary.listForStylist({ stylistId: s.id });
    expect(list).toHaveLength(1);
  });

  it('refuses to recalculate a paid month and to pay twice; PaidOn stays the first payment', async () => {
    const s = await stylist('P0');
    const a = await admin();
    const { salary } = await a.salary.calculate({ stylistId: s.id, month: '5', year: '2031' });
    const paid = await a.salary.pay({ id: salary.id });
    expect(paid.PaidOn).toBe(t.now().toISOString());
    await expect(a.salary.calculate({ stylistId: s.id, month: '5', year: '2031' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.salary.alreadyPaid,
    });
    t.advance(60_000);
    await expect(a.salary.pay({ id: salary.id })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.salary.alreadyPaid });
    const [listed] = await a.salary.listForStylist({ stylistId: s.id });
    expect(listed?.PaidOn).toBe(paid.PaidOn);
    expect(listed?.TotalSalary).toBe(300);
  });

  it('refuses a user who is not a stylist, and an unknown salary', async () => {
    const a = await admin();
    const customer = await t.createUser({ roleId: Role.Customer });
    await expect(a.salary.calculate({ stylistId: customer.id, month: '1', year: '2031' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(a.salary.pay({ id: 99_999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('salary REST calls', () => {
  async function post(payload: Record<string, unknown>) {
    const a = await t.createUser({ roleId: Role.Admin });
    return t.server.inject({
      method: 'POST',
      url: '/api/calculate-salary',
      headers: { authorization: `Bearer ${await t.tokenFor(a)}` },
      payload,
    });
  }

  it('answers the spec message in errMessage, no message field (its client toasts any as an error), and the record under data', async () => {
    const s = await stylist('P1');
    const res = await post({ stylistId: s.id, month: '07', year: 2031 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      errCode: 0,
      success: true,
      errMessage: messages.salary.created,
      data: { stylistId: s.id, Month: 7, Year: 2031, TotalSalary: 400 },
    });
    expect(res.json()).not.toHaveProperty('message');
  });

  it.each([
    [{ month: '13', year: '2031' }, messages.salary.monthInvalid],
    [{ month: '0', year: '2031' }, messages.salary.monthInvalid],
    [{ month: 'ab', year: '2031' }, messages.salary.monthInvalid],
    [{ year: '2031' }, messages.salary.monthInvalid],
    [{ month: '1', year: '2131' }, messages.salary.yearInvalid],
    [{ month: '1', year: '23' }, messages.salary.yearInvalid],
    [{ month: '1' }, messages.salary.yearInvalid],
  ])('refuses %j with the spec message', async (body, message) => {
    const s = await stylist('P1');
    expectRefusal(await post({ stylistId: s.id, ...body }), 400, message);
  });

  it('pays by id, salaryId or SalaryId; a second payment is refused with the message', async () => {
    const a = await t.createUser({ roleId: Role.Admin });
    const headers = { authorization: `Bearer ${await t.tokenFor(a)}` };
    for (const [key, month] of [
      ['id', '1'],
      ['salaryId', '2'],
      ['SalaryId', '3'],
    ] as const) {
      const s = await stylist('P1');
      const { salary } = await (await t.caller(a)).salary.calculate({ stylistId: s.id, month, year: '2032' });
      const first = await t.server.inject({ method: 'PUT', url: '/api/update-paid-on-salaries', headers, payload: { [key]: salary.id } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ errCode: 0, data: { SalaryId: salary.id } });
      expect(first.json().data.PaidOn).not.toBeNull();
      const again = await t.server.inject({ method: 'PUT', url: '/api/update-paid-on-salaries', headers, payload: { [key]: salary.id } });
      expectRefusal(again, 400, messages.salary.alreadyPaid);
    }
  });

  it('a stylist reads only their own salaries, newest first', async () => {
    const s = await stylist('P1');
    const other = await stylist('P1');
    const a = await admin();
    await a.salary.calculate({ stylistId: s.id, month: '11', year: '2030' });
    await a.salary.calculate({ stylistId: s.id, month: '2', year: '2031' });
    await a.salary.calculate({ stylistId: s.id, month: '12', year: '2030' });
    await a.salary.calculate({ stylistId: other.id, month: '2', year: '2031' });

    const own = await (await t.caller(s)).salary.listForStylist();
    expect(own.map((r) => `${r.Year}-${r.Month}`)).toEqual(['2031-2', '2030-12', '2030-11']);
    expect(Object.keys(own[0] ?? {}).sort()).toEqual(
      [
        'BaseSalary',
        'Bonuses',
        'Month',
        'PaidOn',
        'SalaryId',
        'TotalSalary',
        'Year',
        'completedBookings',
        'id',
        'stylistId',
        'updatedAt',
      ].sort(),
    );
    await expect((await t.caller(s)).salary.listForStylist({ stylistId: other.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const headers = { authorization: `Bearer ${await t.tokenFor(s)}` };
    const mine = await t.server.inject({ method: 'GET', url: `/api/get-salaries-by-stylistId?stylistId=${s.id}`, headers });
    expect(expectBareList(mine)).toHaveLength(3);
    const theirs = await t.server.inject({ method: 'GET', url: `/api/get-salaries-by-stylistId?stylistId=${other.id}`, headers });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ success: false, errMessage: messages.session.forbidden });
  });
});

describe('who may call the salary paths', () => {
  it('anonymous 401; staff and customers 403; a stylist only their own list; the admin 200', async () => {
    const s = await stylist('P1');
    const users = {
      R1: await t.createUser({ roleId: Role.Staff }),
      R2: await t.createUser({ roleId: Role.Admin }),
      R3: s,
      R4: await t.createUser({ roleId: Role.Customer }),
    };
    const expected: Record<string, Record<'anon' | 'R1' | 'R2' | 'R3' | 'R4', number>> = {
      calculate: { anon: 401, R1: 403, R2: 200, R3: 403, R4: 403 },
      list: { anon: 401, R1: 403, R2: 200, R3: 200, R4: 403 },
      pay: { anon: 401, R1: 403, R2: 200, R3: 403, R4: 403 },
    };
    const actual: typeof expected = { calculate: {} as never, list: {} as never, pay: {} as never };
    // Pay runs last for the admin so the others find the record unpaid.
    for (const who of ['anon', 'R1', 'R3', 'R4', 'R2'] as const) {
      const user = who === 'anon' ? undefined : users[who];
      const headers = user ? { authorization: `Bearer ${await t.tokenFor(user)}` } : {};
      const calc = await t.server.inject({
        method: 'POST',
        url: '/api/calculate-salary',
        headers,
        payload: { stylistId: s.id, month: '8', year: '2031' },
      });
      (actual.calculate as Record<string, number>)[who] = calc.statusCode;
      const list = await t.server.inject({ method: 'GET', url: `/api/get-salaries-by-stylistId?stylistId=${s.id}`, headers });
      (actual.list as Record<string, number>)[who] = list.statusCode;
      const [record] = await t.deps.db.select({ id: schema.salaries.id }).from(schema.salaries).where(eq(schema.salaries.stylistId, s.id));
      const pay = await t.server.inject({ method: 'PUT', url: '/api/update-paid-on-salaries', headers, payload: { id: record?.id ?? 1 } });
      (actual.pay as Record<string, number>)[who] = pay.statusCode;
    }
    expect(actual).toEqual(expected);
  });
});
