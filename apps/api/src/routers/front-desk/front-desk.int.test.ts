import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, messages, Role, salonToday, slotStartMs, TIME_SLOTS } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salonWithStaff } from '../../testing/booking-fixtures.js';
import { startTestAppForFile } from '../../testing/test-app.js';

// Its own database: the dashboard's revenue is asserted exactly.
const t = startTestAppForFile({ isolated: true });

const HOUR = 3_600_000;

/** A stylist with every slot of a day open (days ahead of the test clock), a service, a customer and a staff member. */
async function salon(dayOffset = 2) {
  const date = addSalonDays(salonToday(t.now().getTime()), dayOffset);
  const { stylist, staff, staffUser, cut } = await salonWithStaff(t, [date]);
  const customer = await t.createUser({ roleId: Role.Customer, firstName: 'Binh', lastName: 'Do', phoneNumber: '913456789', points: 40 });
  return { stylist, staff, staffUser, cut, customer, date };
}
type Salon = Awaited<ReturnType<typeof salon>>;

function walkIn(s: Salon, overrides: Record<string, unknown> = {}) {
  return {
    source: 'walk-in' as const,
    fullName: 'Walk In Guest',
    phone: '987654321',
    email: '',
    stylistId: s.stylist.id,
    date: s.date,
    timeType: 'T3',
    serviceIds: [s.cut.id],
    ...overrides,
  };
}

/** Moves the test clock to the start of a slot on a salon day: a booking can be completed only from then on. */
function untilStartOf(date: number, timeType: string) {
  const slot = TIME_SLOTS.find((x) => x.keyMap === timeType);
  if (!slot) throw new Error(`no slot ${timeType}`);
  const target = slotStartMs(date, slot);
  if (t.now().getTime() < target) t.advance(target - t.now().getTime());
}

async function bookingRow(id: number) {
  const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, id));
  return row;
}
async function paymentsOf(bookingId: number) {
  return t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, bookingId));
}
async function pointsOf(userId: number) {
  const [row] = await t.deps.db.select({ points: schema.users.points }).from(schema.users).where(eq(schema.users.id, userId));
  return row?.points;
}

describe('walk-in and phone bookings', () => {
  it('staff book a new guest on a free slot: confirmed at once, paid at the salon, no online payment', async () => {
    const s = await salon();
    const created = await s.staff.booking.createAtDesk(walkIn(s));
    expect(created).toMatchObject({ statusId: BookingStatus.Confirmed, amount: 30, message: messages.frontDesk.booked });
    const row = await bookingRow(created.bookingId);
    expect(row).toMatchObject({ statusId: 'S2', source: 'walk-in', customerId: null, email: '', holdExpiresAt: null, pointsUsed: 0 });
    expect(row?.confirmedAt).not.toBeNull();
    const [payment] = await paymentsOf(created.bookingId);
    expect(payment).toMatchObject({ provider: 'at-salon', status: 'due', amountCents: 3000, providerOrderId: null, capturedAt: null });
    // The slot is taken for everyone else.
    const slots = await (await t.caller()).schedule.byStylistAndDate({ stylistId: s.stylist.id, date: s.date });
    expect(slots.find((x) => x.timeType === 'T3')?.statusTime).toBe('disable');
  });

  it('a phone booking for an existing customer is in their account and earns points when completed', async () => {
    const s = await salon();
    const found = await s.staff.frontDesk.searchCustomers({ query: '3456' });
    expect(found.map((c) => c.id)).toContain(s.customer.id);
    const byName = await s.staff.frontDesk.searchCustomers({ query: 'binh do' });
    expect(byName.map((c) => c.id)).toContain(s.customer.id);
    const created = await s.staff.booking.createAtDesk(
      walkIn(s, { source: 'phone', customerId: s.customer.id, fullName: 'Binh Do', phone: '913456789', timeType: 'T4' }),
    );
    expect(await bookingRow(created.bookingId)).toMatchObject({ customerId: s.customer.id, source: 'phone', email: s.customer.email });
    const mine = await (await t.caller(s.customer)).booking.listForCustomer();
    expect(mine.map((b) => b.id)).toContain(created.bookingId);
    untilStartOf(s.date, 'T4');
    await (await t.caller(s.stylist)).booking.complete({ bookingId: created.bookingId });
    expect(await pointsOf(s.customer.id)).toBe(50);
  });

  it('completing a walk-in records the payment as at salon, and the dashboard counts it in revenue', async () => {
    const s = await salon();
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    const before = await admin.dashboard.totals();
    const created = await s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T5' }));
    expect((await admin.dashboard.totals()).totalRevenue).toBe(before.totalRevenue);
    untilStartOf(s.date, 'T5');
    await (await t.caller(s.stylist)).booking.complete({ bookingId: created.bookingId });
    const [payment] = await paymentsOf(created.bookingId);
    expect(payment).toMatchObject({ provider: 'at-salon', status: 'captured', amountCents: 3000 });
    expect(payment?.capturedAt).not.toBeNull();
    expect((await admin.dashboard.totals()).totalRevenue).toBe(before.totalRevenue + 30);
    const view = (await s.staff.booking.listByDate({ date: s.date })).find((b) => b.id === created.bookingId);
    expect(view?.payment).toMatchObject({ provider: 'at-salon', status: 'captured' });
  });

  it('cancelling a walk-in voids its due payment and frees the slot', async () => {
    const s = await salon();
    const created = await s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T6' }));
    await s.staff.booking.cancelByStaff({ bookingId: created.bookingId });
    expect((await paymentsOf(created.bookingId))[0]?.status).toBe('voided');
    const again = await s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T6' }));
    expect(again.bookingId).not.toBe(created.bookingId);
  });

  it('refuses a taken slot, an unknown customer, and callers who are not staff or admin', async () => {
    const s = await salon();
    await s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T7' }));
    await expect(s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T7' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.booking.slotTaken,
    });
    await expect(s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T8', customerId: s.stylist.id }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.frontDesk.customerNotFound,
    });
    for (const role of [Role.Customer, Role.Stylist]) {
      const other = await t.caller(await t.createUser({ roleId: role }));
      await expect(other.booking.createAtDesk(walkIn(s, { timeType: 'T8' }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(other.frontDesk.calendar({ date: s.date, days: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(other.frontDesk.searchCustomers({ query: 'binh' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect((await t.caller()).booking.createAtDesk(walkIn(s, { timeType: 'T8' }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    await expect(admin.booking.createAtDesk(walkIn(s, { timeType: 'T8' }))).resolves.toMatchObject({ statusId: 'S2' });
  });

  it('a walk-in and an online booking racing for the same slot: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await salon(3);
      const online = await t.caller(s.customer);
      const results = await Promise.allSettled([
        s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T1' })),
        online.booking.create({
          phone: '913456789',
          fullName: 'Binh Do',
          email: s.customer.email,
          stylistId: s.stylist.id,
          date: s.date,
          timeType: 'T1',
          serviceIds: [s.cut.id],
          pointsToUse: 0,
        }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost[0]?.reason).toMatchObject({ code: 'CONFLICT', message: messages.booking.slotTaken });
      const active = (await s.staff.booking.listByDate({ date: s.date })).filter(
        (b) => b.stylistId === s.stylist.id && b.timeType === 'T1' && ['S1', 'S2'].includes(b.statusId),
      );
      expect(active).toHaveLength(1);
    }
  });
});

describe('the calendar', () => {
  it('shows a day or a week: stylists, every slot with its state, every booking and the time off', async () => {
    const s = await salon(1);
    const booked = await s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T2' }));
    await s.staff.timeOff.create({
      stylistId: s.stylist.id,
      startDay: s.date,
      endDay: s.date,
      startTime: '16:00',
      endTime: '18:00',
      reason: '',
    });
    const day = await s.staff.frontDesk.calendar({ date: s.date, days: 1 });
    expect(day.days).toEqual([s.date]);
    expect(day.today).toBe(salonToday(t.now().getTime()));
    expect(day.stylists.map((x) => x.id)).toContain(s.stylist.id);
    const mine = day.slots.filter((x) => x.stylistId === s.stylist.id);
    expect(Object.fromEntries(mine.map((x) => [x.timeType, x.state]))).toEqual({
      T1: 'free',
      T2: 'booked',
      T3: 'free',
      T4: 'free',
      T5: 'free',
      T6: 'free',
      T7: 'off',
      T8: 'off',
    });
    expect(day.bookings.find((b) => b.id === booked.bookingId)).toMatchObject({ statusId: 'S2', source: 'walk-in' });
    expect(day.timeOff.filter((x) => x.stylistId === s.stylist.id)).toHaveLength(1);
    const week = await s.staff.frontDesk.calendar({ date: s.date, days: 7 });
    expect(week.days).toHaveLength(7);
    expect(week.bookings.map((b) => b.id)).toContain(booked.bookingId);
  });

  it('shows every slot a longer booking covers as booked, its clean-up buffer included', async () => {
    const s = await salon(3);
    const [colour] = await t.deps.db
      .insert(schema.services)
      .values({ name: `Colour ${Math.random()}`, description: 'Two hours', priceCents: 6000, durationMinutes: 120, bufferMinutes: 30 })
      .returning();
    if (!colour) throw new Error('service');
    await s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T4', serviceIds: [colour.id] }));
    const day = await s.staff.frontDesk.calendar({ date: s.date, days: 1 });
    const mine = Object.fromEntries(day.slots.filter((x) => x.stylistId === s.stylist.id).map((x) => [x.timeType, x.state]));
    expect(mine).toMatchObject({ T3: 'free', T4: 'booked', T5: 'booked', T6: 'booked', T7: 'free' });
  });
});

describe('no-show', () => {
  it('only a confirmed booking whose time has passed; it earns no points and returns none', async () => {
    const s = await salon(1);
    // An online booking with points, paid, so it is confirmed.
    const customer = await t.caller(s.customer);
    const created = await customer.booking.create({
      phone: '913456789',
      fullName: 'Binh Do',
      email: s.customer.email,
      stylistId: s.stylist.id,
      date: s.date,
      timeType: 'T1',
      serviceIds: [s.cut.id],
      pointsToUse: 10,
    });
    const pending = await s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T5' }));
    await expect(s.staff.booking.markNoShow({ bookingId: created.bookingId })).rejects.toMatchObject({
      message: messages.frontDesk.notNoShowable,
    });
    const orderId = t.paypal.orderIdOf(created.approvalUrl);
    t.paypal.mock.approve(orderId);
    await (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, payerId: 'P1', stylistId: s.stylist.id });
    expect(await pointsOf(s.customer.id)).toBe(30);
    await expect(s.staff.booking.markNoShow({ bookingId: created.bookingId })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.frontDesk.noShowTooEarly,
    });
    // The next day, after 9:00 but before 14:00 salon time.
    t.advance(salonToday(t.now().getTime()) + 24 * HOUR + 10 * HOUR - t.now().getTime());
    const stylistCaller = await t.caller(s.stylist);
    await expect(stylistCaller.booking.markNoShow({ bookingId: created.bookingId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(s.staff.booking.markNoShow({ bookingId: pending.bookingId })).rejects.toMatchObject({
      message: messages.frontDesk.noShowTooEarly,
    });
    const marked = await s.staff.booking.markNoShow({ bookingId: created.bookingId });
    expect(marked).toMatchObject({ statusId: BookingStatus.NoShow, message: messages.frontDesk.noShowMarked });
    expect(await bookingRow(created.bookingId)).toMatchObject({ statusId: 'S5' });
    expect(await pointsOf(s.customer.id)).toBe(30);
    // The paid online payment is kept (no refund), and nothing more can happen to it.
    expect((await paymentsOf(created.bookingId)).at(-1)).toMatchObject({ status: 'captured', refundedCents: 0 });
    await expect(stylistCaller.booking.complete({ bookingId: created.bookingId })).rejects.toThrow(messages.booking.notCompletable);
    await expect(s.staff.booking.cancelByStaff({ bookingId: created.bookingId })).rejects.toThrow(messages.booking.notCancellable);
    await expect(s.staff.booking.markNoShow({ bookingId: created.bookingId })).rejects.toThrow(messages.frontDesk.notNoShowable);
    const movements = await t.deps.db.select().from(schema.pointsMovements).where(eq(schema.pointsMovements.bookingId, created.bookingId));
    expect(movements.map((m) => m.reason)).toEqual(['reserved']);
    // The customer's order history shows it with its status code.
    const history = await customer.booking.listForCustomer();
    expect(history.find((b) => b.id === created.bookingId)?.statusId).toBe('S5');
  });
});

describe('time off', () => {
  it('blocks the schedule and every booking path, lists the bookings to move, and can be removed', async () => {
    const s = await salon(2);
    const existing = await s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T2' }));
    const saved = await s.staff.timeOff.create({
      stylistId: s.stylist.id,
      startDay: s.date,
      endDay: s.date,
      startTime: '09:30',
      endTime: '11:00',
      reason: 'Dentist',
    });
    // 09:30–11:00 overlaps the 09:00 and 10:00 slots, not 11:00.
    expect(saved.message).toBe(messages.timeOff.saved(1));
    expect(saved.affected.map((b) => b.id)).toEqual([existing.bookingId]);
    const slots = await (await t.caller()).schedule.byStylistAndDate({ stylistId: s.stylist.id, date: s.date });
    const byTime = Object.fromEntries(slots.map((x) => [x.timeType, x]));
    expect(byTime.T1).toMatchObject({ statusTime: 'disable', timeOff: true });
    expect(byTime.T3).toMatchObject({ statusTime: 'enable', timeOff: false });
    await expect(
      (await t.caller(s.customer)).booking.create({
        phone: '913456789',
        fullName: 'Binh Do',
        email: s.customer.email,
        stylistId: s.stylist.id,
        date: s.date,
        timeType: 'T1',
        serviceIds: [s.cut.id],
        pointsToUse: 0,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: messages.frontDesk.stylistOff });
    await expect(s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T1' }))).rejects.toMatchObject({
      message: messages.frontDesk.stylistOff,
    });
    const listed = (await s.staff.timeOff.list()).find((x) => x.id === saved.id);
    expect(listed).toMatchObject({ stylistName: 'Lan Tran', reason: 'Dentist' });
    expect(listed?.affected.map((b) => b.id)).toEqual([existing.bookingId]);

    await expect(s.staff.timeOff.remove({ id: saved.id })).resolves.toMatchObject({ message: messages.timeOff.removed });
    await expect(s.staff.booking.createAtDesk(walkIn(s, { timeType: 'T1' }))).resolves.toMatchObject({ statusId: 'S2' });
    await expect(s.staff.timeOff.remove({ id: saved.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('whole days cover every slot of each day; bad ranges and other roles are refused', async () => {
    const s = await salon(3);
    await s.staff.timeOff.create({ stylistId: s.stylist.id, startDay: s.date, endDay: s.date, startTime: '', endTime: '', reason: '' });
    const slots = await (await t.caller()).schedule.byStylistAndDate({ stylistId: s.stylist.id, date: s.date });
    expect(slots.every((x) => x.statusTime === 'disable' && x.timeOff)).toBe(true);
    await expect(
      s.staff.timeOff.create({
        stylistId: s.stylist.id,
        startDay: s.date,
        endDay: s.date - 86_400_000,
        startTime: '',
        endTime: '',
        reason: '',
      }),
    ).rejects.toThrow(messages.timeOff.rangeInvalid);
    await expect(
      s.staff.timeOff.create({ stylistId: s.stylist.id, startDay: s.date, endDay: s.date, startTime: '10:00', endTime: '', reason: '' }),
    ).rejects.toThrow(messages.timeOff.bothTimes);
    const yesterday = salonToday(t.now().getTime()) - 86_400_000;
    await expect(
      s.staff.timeOff.create({ stylistId: s.stylist.id, startDay: yesterday, endDay: yesterday, startTime: '', endTime: '', reason: '' }),
    ).rejects.toThrow(messages.timeOff.inPast);
    const customer = await t.caller(s.customer);
    await expect(customer.timeOff.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      customer.timeOff.create({ stylistId: s.stylist.id, startDay: s.date, endDay: s.date, startTime: '', endTime: '', reason: '' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
