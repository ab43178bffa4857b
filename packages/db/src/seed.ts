import {
  ALLCODE_TYPE_TIME,
  BookingStatus,
  computeBookingAmount,
  coveredRange,
  formatSalonLongDate,
  type PositionId,
  Role,
  salaryFor,
  salonDateParts,
  salonDayKey,
  salonToday,
  slotStartMs,
  slotsNeeded,
  TIME_SLOTS,
  type TimeSlotId,
  timeSlotById,
} from '@hairsalon/shared';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { hashPassword } from './password.js';
import * as s from './schema.js';

export const DEMO_PASSWORD = 'hairsalon123';
export const DEMO_LOGINS = [
  { email: 'admin@hairsalon.local', roleId: Role.Admin, label: 'Admin (R2)' },
  { email: 'staff@hairsalon.local', roleId: Role.Staff, label: 'Staff (R1)' },
  { email: 'stylist@hairsalon.local', roleId: Role.Stylist, label: 'Stylist (R3)' },
  { email: 'customer@hairsalon.local', roleId: Role.Customer, label: 'Customer (R4, 40 points)' },
] as const;

const DAY_MS = 86_400_000;

/** Time slot definitions (allcode type TIME). Safe to run on every start. */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(s.allcodes)
    .values(
      TIME_SLOTS.map((slot) => ({
        type: ALLCODE_TYPE_TIME,
        keyMap: slot.keyMap,
        valueEn: slot.valueEn,
        valueVi: slot.valueVi,
        sortOrder: slot.startMinutes,
      })),
    )
    .onConflictDoNothing();
}

const SERVICES = [
  {
    name: 'Haircut & Styling',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 2500,
    image: '/images/services/haircut.svg',
    description: 'A consultation, a precision cut tailored to your face shape, and a finish styled the way you like to wear it.',
  },
  {
    name: 'Beard Trim & Shape',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 1200,
    image: '/images/services/beard.svg',
    description: 'Clipper and scissor work to shape your beard, a hot towel, and a line-up with a straight razor.',
  },
  {
    name: 'Color Treatment',
    durationMinutes: 120,
    bufferMinutes: 30,
    priceCents: 6000,
    image: '/images/services/color.svg',
    description: 'Full colour, root touch-up or highlights with ammonia-free dyes, finished with a gloss for shine.',
  },
  {
    name: 'Scalp Care Therapy',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 3500,
    image: '/images/services/scalp.svg',
    description: 'A deep-cleansing scalp treatment with massage that soothes dryness and balances oil.',
  },
  {
    name: 'Keratin Smoothing',
    durationMinutes: 180,
    bufferMinutes: 30,
    priceCents: 8000,
    image: '/images/services/keratin.svg',
    description: 'A smoothing treatment that tames frizz for up to three months and cuts your drying time in half.',
  },
  {
    name: 'Makeup',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 4000,
    image: '/images/services/makeup.svg',
    description: 'Natural day makeup or a full evening look by our makeup artist, with long-wear products.',
  },
  {
    name: 'Shampoo & Blow-dry',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 1800,
    image: '/images/services/blowdry.svg',
    description: 'A relaxing wash with a head massage and a smooth, voluminous blow-dry.',
  },
  {
    name: 'Body Treatment',
    durationMinutes: 120,
    bufferMinutes: 0,
    priceCents: 5500,
    image: '/images/services/body.svg',
    description: 'An exfoliating body scrub followed by a hydrating wrap to leave your skin soft and glowing.',
  },
];

const STYLISTS: {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  positionId: PositionId;
  image: string;
  phone: string;
}[] = [
  {
    email: 'stylist@hairsalon.local',
    firstName: 'Minh',
    lastName: 'Nguyen',
    gender: 'Male',
    positionId: 'P2',
    image: '/images/stylists/stylist-1.svg',
    phone: '901234567',
  },
  {
    email: 'lan.tran@hairsalon.local',
    firstName: 'Lan',
    lastName: 'Tran',
    gender: 'Female',
    positionId: 'P1',
    image: '/images/stylists/stylist-2.svg',
    phone: '902345678',
  },
  {
    email: 'huy.pham@hairsalon.local',
    firstName: 'Huy',
    lastName: 'Pham',
    gender: 'Male',
    positionId: 'P1',
    image: '/images/stylists/stylist-3.svg',
    phone: '903456789',
  },
  {
    email: 'mai.le@hairsalon.local',
    firstName: 'Mai',
    lastName: 'Le',
    gender: 'Female',
    positionId: 'P0',
    image: '/images/stylists/stylist-4.svg',
    phone: '904567890',
  },
];

const CUSTOMERS = [
  { email: 'customer@hairsalon.local', firstName: 'An', lastName: 'Vo', gender: 'Female' as const, points: 40, phone: '912345678' },
  { email: 'binh.do@example.com', firstName: 'Binh', lastName: 'Do', gender: 'Male' as const, points: 10, phone: '913456789' },
  { email: 'chi.hoang@example.com', firstName: 'Chi', lastName: 'Hoang', gender: 'Female' as const, points: 20, phone: '914567890' },
  { email: 'dung.bui@example.com', firstName: 'Dung', lastName: 'Bui', gender: 'Male' as const, points: 0, phone: '915678901' },
  { email: 'giang.dang@example.com', firstName: 'Giang', lastName: 'Dang', gender: 'Female' as const, points: 30, phone: '916789012' },
];

const FEEDBACK_COMMENTS: [number, string][] = [
  [5, 'Best haircut I have had in years, very attentive stylist.'],
  [4, 'Great result and friendly staff, a short wait at the start.'],
  [5, 'Relaxing and professional. I will definitely come back.'],
  [3, 'Good service but the salon was busy that afternoon.'],
  [5, 'Exactly the style I asked for, thank you!'],
  [4, 'Clean salon, fair prices and a lovely head massage.'],
  [5, 'My colour came out perfect and has lasted for weeks.'],
];

export interface SeedResult {
  seeded: boolean;
}

/** How many days, from today, the demo stylists have schedules for: six weeks, as a salon opens its book. */
export const DEMO_SCHEDULE_DAYS = 42;

/**
 * The demo salon (ARCHITECTURE §1b): the four demo logins, eight services, four stylists across P0–P2 with
 * schedules for the next six weeks (DEMO_SCHEDULE_DAYS), bookings in every status with payments, feedback and salaries.
 * Does nothing when users already exist, so it is safe on every start.
 */
export async function seedDemoData(db: DbOrTx, nowMs: number = Date.now()): Promise<SeedResult> {
  await seedReferenceData(db);
  const [existing] = await db.select({ n: count() }).from(s.users);
  if ((existing?.n ?? 0) > 0) return { seeded: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = salonToday(nowMs);

  await db.insert(s.users).values({
    email: 'admin@hairsalon.local',
    passwordHash,
    firstName: 'Thao',
    lastName: 'Admin',
    roleId: Role.Admin,
    gender: 'Female',
    phoneNumber: '900000001',
    address: '123 Le Loi, District 1, Ho Chi Minh City',
  });
  await db.insert(s.users).values({
    email: 'staff@hairsalon.local',
    passwordHash,
    firstName: 'Quang',
    lastName: 'Staff',
    roleId: Role.Staff,
    gender: 'Male',
    phoneNumber: '900000002',
    address: '45 Nguyen Hue, District 1, Ho Chi Minh City',
  });

  const stylistRows = [];
  for (const st of STYLISTS) {
    const [row] = await db
      .insert(s.users)
      .values({
        email: st.email,
        passwordHash,
        firstName: st.firstName,
        lastName: st.lastName,
        gender: st.gender,
        roleId: Role.Stylist,
        image: st.image,
        phoneNumber: st.phone,
        address: 'Ho Chi Minh City',
      })
      .returning();
    if (!row) throw new Error('seed: stylist insert failed');
    await db.insert(s.stylistProfiles).values({ userId: row.id, positionId: st.positionId });
    stylistRows.push({ ...row, positionId: st.positionId });
  }

  const customerRows = [];
  for (const c of CUSTOMERS) {
    const [row] = await db
      .insert(s.users)
      .values({
        email: c.email,
        passwordHash,
        firstName: c.firstName,
        lastName: c.lastName,
        gender: c.gender,
        roleId: Role.Customer,
        points: c.points,
        phoneNumber: c.phone,
        address: 'Ho Chi Minh City',
      })
      .returning();
    if (!row) throw new Error('seed: customer insert failed');
    if (c.points > 0) await db.insert(s.pointsMovements).values({ userId: row.id, delta: c.points, reason: 'seed' });
    customerRows.push(row);
  }

  const serviceRows = await db.insert(s.services).values(SERVICES).returning();

  // Schedules: every stylist, every slot, today and the days after it (six weeks in all).
  const slotValues = [];
  for (const st of stylistRows) {
    for (let d = 0; d < DEMO_SCHEDULE_DAYS; d++) {
      const day = salonDayKey(today + d * DAY_MS);
      for (const slot of TIME_SLOTS) slotValues.push({ stylistId: st.id, day, timeType: slot.keyMap, statusTime: 'enable' });
    }
  }
  await db.insert(s.scheduleSlots).values(slotValues).onConflictDoNothing();

  // Bookings in every status. Past ones are complete (with feedback) or cancelled; upcoming ones pending or confirmed.
  type Plan = {
    customer: number;
    stylist: number;
    dayOffset: number;
    time: TimeSlotId;
    services: number[];
    status: (typeof BookingStatus)[keyof typeof BookingStatus];
    /** A front-desk booking (paid at the salon); `guest` books without an account. */
    source?: 'walk-in' | 'phone';
    guest?: { name: string; phone: string };
  };
  const plans: Plan[] = [];
  for (let i = 0; i < 14; i++) {
    plans.push({
      customer: i % customerRows.length,
      stylist: i % stylistRows.length,
      dayOffset: -(3 + i * 2),
      time: (['T1', 'T2', 'T4', 'T5', 'T6'] as const)[i % 5] ?? 'T1',
      services: i % 3 === 0 ? [0, 1] : [i % 2 === 0 ? 0 : 2],
      status: BookingStatus.Completed,
    });
  }
  plans.push({ customer: 0, stylist: 1, dayOffset: -5, time: 'T7', services: [3], status: BookingStatus.Cancelled });
  plans.push({ customer: 0, stylist: 0, dayOffset: 2, time: 'T2', services: [0, 1], status: BookingStatus.Confirmed });
  // Color Treatment lasts two hours and a half-hour clean-up: 3:00 PM–5:00 PM, and 5:00 PM is its buffer.
  plans.push({ customer: 1, stylist: 0, dayOffset: 0, time: 'T6', services: [2], status: BookingStatus.Confirmed });
  plans.push({ customer: 2, stylist: 2, dayOffset: 3, time: 'T4', services: [5], status: BookingStatus.Confirmed });
  plans.push({ customer: 0, stylist: 3, dayOffset: 4, time: 'T3', services: [6], status: BookingStatus.Pending });
  // Lan Tran is fully booked tomorrow (two-hour services among them); the demo customer waits for a free start.
  plans.push({ customer: 1, stylist: 1, dayOffset: 1, time: 'T1', services: [7], status: BookingStatus.Confirmed });
  plans.push({ customer: 2, stylist: 1, dayOffset: 1, time: 'T3', services: [0], status: BookingStatus.Confirmed });
  plans.push({ customer: 1, stylist: 1, dayOffset: 1, time: 'T4', services: [2], status: BookingStatus.Confirmed });
  plans.push({ customer: 2, stylist: 1, dayOffset: 1, time: 'T7', services: [0, 1], status: BookingStatus.Confirmed });

  // The front desk's busy week (issue 12): today and the next days across the other stylists, every status,
  // walk-in and phone bookings paid at the salon, and a no-show yesterday. Today's slots that have passed are done.
  const past = (dayOffset: number, time: TimeSlotId) =>
    slotStartMs(today + dayOffset * DAY_MS, timeSlotById(time) ?? { startMinutes: 0 }) <= nowMs;
  const doneOr = (time: TimeSlotId, later: Plan['status'], before: Plan['status'] = BookingStatus.Completed) =>
    past(0, time) ? before : later;
  plans.push(
    {
      customer: 0,
      stylist: 1,
      dayOffset: 0,
      time: 'T1',
      services: [0],
      status: doneOr('T1', BookingStatus.Confirmed),
      source: 'walk-in',
      guest: { name: 'Tuan Pham', phone: '917000111' },
    },
    {
      customer: 1,
      stylist: 1,
      dayOffset: 0,
      time: 'T4',
      services: [2],
      status: doneOr('T4', BookingStatus.Confirmed, BookingStatus.NoShow),
    },
    { customer: 2, stylist: 2, dayOffset: 0, time: 'T2', services: [1], status: doneOr('T2', BookingStatus.Confirmed), source: 'phone' },
    {
      customer: 3,
      stylist: 2,
      dayOffset: 0,
      time: 'T5',
      services: [0],
      status: doneOr('T5', BookingStatus.Pending, BookingStatus.Cancelled),
    },
    { customer: 4, stylist: 3, dayOffset: 0, time: 'T4', services: [3], status: doneOr('T4', BookingStatus.Confirmed) },
    { customer: 1, stylist: 3, dayOffset: 0, time: 'T6', services: [0], status: BookingStatus.Cancelled },
    { customer: 3, stylist: 1, dayOffset: -1, time: 'T2', services: [0, 1], status: BookingStatus.NoShow },
    // Yesterday's confirmed booking nobody came to, still waiting for the desk to mark it.
    { customer: 4, stylist: 3, dayOffset: -1, time: 'T3', services: [0], status: BookingStatus.Confirmed },
    {
      customer: 0,
      stylist: 2,
      dayOffset: -1,
      time: 'T4',
      services: [2],
      status: BookingStatus.Completed,
      source: 'walk-in',
      guest: { name: 'Long Vu', phone: '918222333' },
    },
    {
      customer: 2,
      stylist: 0,
      dayOffset: 1,
      time: 'T2',
      services: [0],
      status: BookingStatus.Confirmed,
      source: 'phone',
      guest: { name: 'Hoa Ly', phone: '919444555' },
    },
    { customer: 2, stylist: 2, dayOffset: 1, time: 'T6', services: [4], status: BookingStatus.Confirmed },
    { customer: 1, stylist: 3, dayOffset: 1, time: 'T5', services: [1], status: BookingStatus.Confirmed },
    { customer: 4, stylist: 3, dayOffset: 2, time: 'T1', services: [2], status: BookingStatus.Confirmed, source: 'phone' },
    { customer: 3, stylist: 1, dayOffset: 3, time: 'T5', services: [0], status: BookingStatus.Pending },
  );

  let feedbackIndex = 0;
  for (const [i, plan] of plans.entries()) {
    const customer = customerRows[plan.customer];
    const stylist = stylistRows[plan.stylist];
    if (!customer || !stylist) throw new Error('seed: plan refers to a missing row');
    const dayMs = today + plan.dayOffset * DAY_MS;
    const day = salonDayKey(dayMs);
    const chosen = plan.services.map((idx) => serviceRows[idx]).filter((x): x is NonNullable<typeof x> => Boolean(x));
    const amount = computeBookingAmount(
      chosen.map((x) => x.priceCents),
      0,
    );
    const slot = timeSlotById(plan.time);
    const active = plan.status === BookingStatus.Pending || plan.status === BookingStatus.Confirmed;
    // The slot stays switched on, as booking in the app leaves it: the booking's slots (below) are what take it, so
    // cancelling a seeded booking frees its range like any other. (Past days have no schedule yet: their row is added.)
    const [slotRow] = await db
      .insert(s.scheduleSlots)
      .values({ stylistId: stylist.id, day, timeType: plan.time, statusTime: 'enable' })
      .onConflictDoUpdate({
        target: [s.scheduleSlots.stylistId, s.scheduleSlots.day, s.scheduleSlots.timeType],
        set: { statusTime: 'enable' },
      })
      .returning();
    const createdAt = new Date(Math.min(nowMs, dayMs) - 2 * DAY_MS);
    const guest = plan.guest;
    const atSalon = plan.source !== undefined;
    const [booking] = await db
      .insert(s.bookings)
      .values({
        customerId: guest ? null : customer.id,
        stylistId: stylist.id,
        scheduleSlotId: slotRow?.id,
        source: plan.source ?? 'online',
        day,
        timeType: plan.time,
        statusId: plan.status,
        fullName: guest ? guest.name : `${customer.firstName} ${customer.lastName}`,
        email: guest ? '' : customer.email,
        phone: guest ? guest.phone : customer.phoneNumber,
        timeString: `${slot?.valueEn ?? ''} - ${formatSalonLongDate(dayMs)}`,
        subtotalCents: amount.subtotalCents,
        discountCents: amount.discountCents,
        amountCents: amount.totalCents,
        holdExpiresAt: plan.status === BookingStatus.Pending ? new Date(nowMs + DAY_MS) : null,
        confirmedAt: [BookingStatus.Confirmed, BookingStatus.Completed, BookingStatus.NoShow].some((x) => x === plan.status)
          ? createdAt
          : null,
        completedAt: plan.status === BookingStatus.Completed ? new Date(Math.min(nowMs, dayMs + 10 * 3_600_000)) : null,
        noShowAt: plan.status === BookingStatus.NoShow ? new Date(Math.min(nowMs, dayMs + 18 * 3_600_000)) : null,
        cancelledAt: plan.status === BookingStatus.Cancelled ? createdAt : null,
        cancelledBy: plan.status === BookingStatus.Cancelled ? 'customer' : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!booking) throw new Error('seed: booking insert failed');
    // The insert trigger covered the start slot; the rest of the range (docs/decisions/009) is added here.
    const range = coveredRange(plan.time, slotsNeeded(chosen));
    if (!range) throw new Error('seed: a plan does not fit its day');
    const rest = [
      ...range.serviceSlots.map((timeType) => ({ timeType, kind: 'service' })),
      ...range.bufferSlots.map((timeType) => ({ timeType, kind: 'buffer' })),
    ].slice(1);
    if (rest.length > 0) {
      await db
        .insert(s.bookingSlots)
        .values(rest.map((r) => ({ bookingId: booking.id, stylistId: stylist.id, day, timeType: r.timeType, kind: r.kind, active })));
    }
    await db
      .insert(s.bookingServices)
      .values(chosen.map((svc, position) => ({ bookingId: booking.id, serviceId: svc.id, priceCents: svc.priceCents, position })));
    if (atSalon) {
      // Paid at the salon: due until completed, then captured at completion; a no-show's is voided.
      const completedAt = booking.completedAt;
      await db.insert(s.payments).values({
        bookingId: booking.id,
        provider: 'at-salon',
        status: completedAt ? 'captured' : plan.status === BookingStatus.Confirmed ? 'due' : 'voided',
        amountCents: amount.totalCents,
        capturedAt: completedAt,
        createdAt,
        updatedAt: createdAt,
      });
    } else if (plan.status === BookingStatus.Confirmed || plan.status === BookingStatus.Completed || plan.status === BookingStatus.NoShow) {
      await db.insert(s.payments).values({
        bookingId: booking.id,
        providerOrderId: `SEED-ORDER-${i + 1}`,
        providerCaptureId: `SEED-CAPTURE-${i + 1}`,
        status: 'captured',
        amountCents: amount.totalCents,
        capturedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
    if (plan.status === BookingStatus.Completed && !guest) {
      await db
        .insert(s.pointsMovements)
        .values({ userId: customer.id, bookingId: booking.id, delta: 10, reason: 'earned', createdAt: booking.completedAt ?? createdAt });
      const [rating, comment] = FEEDBACK_COMMENTS[feedbackIndex % FEEDBACK_COMMENTS.length] ?? [5, 'Great service.'];
      feedbackIndex++;
      const firstService = chosen[0];
      if (firstService) {
        await db.insert(s.feedback).values({
          bookingId: booking.id,
          serviceId: firstService.id,
          customerId: customer.id,
          rating,
          comment,
          createdAt: new Date(dayMs + 12 * 3_600_000),
        });
      }
    }
  }

  // Time off (issue 12): the fourth stylist is away tomorrow afternoon, where one booking still needs moving.
  const away = stylistRows[3];
  if (away) {
    await db.insert(s.stylistTimeOff).values({
      stylistId: away.id,
      startsAt: new Date(today + DAY_MS + 13 * 3_600_000),
      endsAt: new Date(today + DAY_MS + 18 * 3_600_000),
      reason: 'Training',
    });
  }

  // The demo customer waits for a start with Lan Tran tomorrow, whose day is full.
  const [demoCustomer] = customerRows;
  const [waitedService] = serviceRows;
  const waitedStylist = stylistRows[1];
  if (demoCustomer && waitedService && waitedStylist) {
    await db.insert(s.waitlistEntries).values({
      customerId: demoCustomer.id,
      stylistId: waitedStylist.id,
      day: salonDayKey(today + DAY_MS),
      serviceIds: [waitedService.id],
      createdAt: new Date(nowMs - 3_600_000),
    });
  }

  // Salaries for the last two months: the older one paid, the latest unpaid.
  const thisMonth = salonDateParts(nowMs);
  const months = [1, 2].map((back) => {
    const m = thisMonth.month - back;
    return m >= 1 ? { month: m, year: thisMonth.year } : { month: m + 12, year: thisMonth.year - 1 };
  });
  for (const st of stylistRows) {
    for (const [idx, period] of months.entries()) {
      const first = `${period.year}-${String(period.month).padStart(2, '0')}-01`;
      const next = period.month === 12 ? `${period.year + 1}-01-01` : `${period.year}-${String(period.month + 1).padStart(2, '0')}-01`;
      const [done] = await db
        .select({ n: count() })
        .from(s.bookings)
        .where(
          and(
            eq(s.bookings.stylistId, st.id),
            eq(s.bookings.statusId, BookingStatus.Completed),
            gte(s.bookings.day, first),
            lt(s.bookings.day, next),
          ),
        );
      const completed = done?.n ?? 0;
      await db.insert(s.salaries).values({
        stylistId: st.id,
        month: period.month,
        year: period.year,
        ...salaryFor(st.positionId, completed),
        completedBookings: completed,
        paidOn: idx === 1 ? new Date(nowMs - 20 * DAY_MS) : null,
      });
    }
  }
  return { seeded: true };
}
