import {
  ALLCODE_TYPE_TIME,
  addSalonDays,
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
  { email: 'staff.sydney@hairsalon.local', roleId: Role.Staff, label: 'Staff, Sydney (R1)' },
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
    nameVi: 'Cắt & tạo kiểu tóc',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 2500,
    image: '/images/services/haircut.svg',
    description: 'A consultation, a precision cut tailored to your face shape, and a finish styled the way you like to wear it.',
    descriptionVi: 'Tư vấn, cắt tóc chính xác theo khuôn mặt của bạn và tạo kiểu hoàn thiện theo cách bạn thích.',
  },
  {
    name: 'Beard Trim & Shape',
    nameVi: 'Tỉa & tạo dáng râu',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 1200,
    image: '/images/services/beard.svg',
    description: 'Clipper and scissor work to shape your beard, a hot towel, and a line-up with a straight razor.',
    descriptionVi: 'Tạo dáng râu bằng tông đơ và kéo, khăn nóng và viền sắc nét bằng dao cạo.',
  },
  {
    name: 'Color Treatment',
    nameVi: 'Nhuộm màu',
    durationMinutes: 120,
    bufferMinutes: 30,
    priceCents: 6000,
    image: '/images/services/color.svg',
    description: 'Full colour, root touch-up or highlights with ammonia-free dyes, finished with a gloss for shine.',
    descriptionVi: 'Nhuộm toàn bộ, dặm chân tóc hoặc highlight bằng thuốc nhuộm không amoniac, phủ bóng cho tóc óng ả.',
  },
  {
    name: 'Scalp Care Therapy',
    nameVi: 'Chăm sóc da đầu',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 3500,
    image: '/images/services/scalp.svg',
    description: 'A deep-cleansing scalp treatment with massage that soothes dryness and balances oil.',
    descriptionVi: 'Liệu trình làm sạch sâu da đầu kèm mát-xa, giảm khô và cân bằng dầu.',
  },
  {
    name: 'Keratin Smoothing',
    nameVi: 'Phục hồi keratin',
    durationMinutes: 180,
    bufferMinutes: 30,
    priceCents: 8000,
    image: '/images/services/keratin.svg',
    description: 'A smoothing treatment that tames frizz for up to three months and cuts your drying time in half.',
    descriptionVi: 'Liệu trình làm mượt giúp tóc hết xơ rối đến ba tháng và khô nhanh gấp đôi.',
  },
  {
    name: 'Makeup',
    nameVi: 'Trang điểm',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 4000,
    image: '/images/services/makeup.svg',
    description: 'Natural day makeup or a full evening look by our makeup artist, with long-wear products.',
    descriptionVi: 'Trang điểm nhẹ nhàng ban ngày hoặc trang điểm dự tiệc bởi chuyên viên của chúng tôi, với sản phẩm lâu trôi.',
  },
  {
    name: 'Shampoo & Blow-dry',
    nameVi: 'Gội & sấy tạo kiểu',
    durationMinutes: 60,
    bufferMinutes: 0,
    priceCents: 1800,
    image: '/images/services/blowdry.svg',
    description: 'A relaxing wash with a head massage and a smooth, voluminous blow-dry.',
    descriptionVi: 'Gội đầu thư giãn kèm mát-xa đầu và sấy tóc suôn mượt, bồng bềnh.',
  },
  {
    name: 'Body Treatment',
    nameVi: 'Chăm sóc cơ thể',
    durationMinutes: 120,
    bufferMinutes: 0,
    priceCents: 5500,
    image: '/images/services/body.svg',
    description: 'An exfoliating body scrub followed by a hydrating wrap to leave your skin soft and glowing.',
    descriptionVi: 'Tẩy tế bào chết toàn thân, sau đó ủ dưỡng ẩm cho làn da mềm mại và rạng rỡ.',
  },
];

interface SeedStylist {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  positionId: PositionId;
  image: string;
  phone: string;
}

/** A demo stylist's account and stylist profile, at a salon's address (and location, for a salon of the chain). */
async function insertStylist(
  db: DbOrTx,
  st: SeedStylist,
  account: { passwordHash: string; address: string; locationId?: number },
): Promise<typeof s.users.$inferSelect> {
  const [row] = await db
    .insert(s.users)
    .values({
      email: st.email,
      firstName: st.firstName,
      lastName: st.lastName,
      gender: st.gender,
      roleId: Role.Stylist,
      image: st.image,
      phoneNumber: st.phone,
      ...account,
    })
    .returning();
  if (!row) throw new Error('seed: stylist insert failed');
  await db.insert(s.stylistProfiles).values({ userId: row.id, positionId: st.positionId });
  return row;
}

/** A seeded booking's schedule slot, switched on (and added, on a past day that has no schedule yet). */
async function enabledSlot(db: DbOrTx, stylistId: number, day: string, timeType: string) {
  const [row] = await db
    .insert(s.scheduleSlots)
    .values({ stylistId, day, timeType, statusTime: 'enable' })
    .onConflictDoUpdate({
      target: [s.scheduleSlots.stylistId, s.scheduleSlots.day, s.scheduleSlots.timeType],
      set: { statusTime: 'enable' },
    })
    .returning();
  return row;
}

const STYLISTS: SeedStylist[] = [
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

/** What demo customers wrote, each in the language they wrote it in: the salon's customers write in both. */
const FEEDBACK_COMMENTS: [number, string][] = [
  [5, 'Best haircut I have had in years, very attentive stylist.'],
  [5, 'Thợ cắt rất có tâm, kiểu tóc đúng như mình mong muốn. Sẽ quay lại!'],
  [4, 'Great result and friendly staff, a short wait at the start.'],
  [4, 'Salon sạch sẽ, giá hợp lý, gội đầu mát-xa rất thư giãn.'],
  [5, 'Relaxing and professional. I will definitely come back.'],
  [3, 'Dịch vụ tốt nhưng buổi chiều hôm đó salon hơi đông, phải chờ một lúc.'],
  [5, 'Exactly the style I asked for, thank you!'],
  [5, 'Màu nhuộm lên rất đẹp và giữ được nhiều tuần. Cảm ơn chị Lan!'],
  [4, 'Clean salon, fair prices and a lovely head massage.'],
  [5, 'My colour came out perfect and has lasted for weeks.'],
];

/**
 * The demo chain's locations (issue 24): the Ho Chi Minh City salon as it always was (location 1, whose address and
 * phone the whole site shows), and a second salon in a zone with daylight saving.
 */
export const DEMO_LOCATIONS = [
  {
    name: 'HairSalon Ho Chi Minh City',
    address: '123 Le Loi, District 1, Ho Chi Minh City',
    addressVi: '123 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    phone: '+84 28 3823 4567',
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  {
    name: 'HairSalon Sydney',
    address: '88 George Street, The Rocks NSW 2000, Australia',
    addressVi: null,
    phone: '+61 2 9251 4567',
    timeZone: 'Australia/Sydney',
  },
] as const;

/** The demo salon's own (brand-wide) details (issue 25): data the admin edits, not code. */
export const DEMO_SALON = {
  name: 'HairSalon',
  tagline: 'Cuts, color and care by stylists who listen.',
  email: 'hello@hairsalon.local',
  openingHoursEn: 'Monday to Saturday, 9:00 AM to 6:00 PM',
  openingHoursVi: 'Thứ Hai đến Thứ Bảy, 09:00 đến 18:00',
  emailSenderName: 'HairSalon',
  privacyEn:
    'This page says what the salon keeps about you and why.\n\nWhen you register or book, we keep your name, email, phone number, your bookings, payments, feedback and waitlist entries, so that we can take your booking, send you its emails and keep our accounts. Payments are made through PayPal; we keep the amount and status, never your card.\n\nYou can download everything we hold about you from your profile, and delete your account there at any time: your name and contact details are then erased, and your past bookings and payments stay in our accounts without them.\n\nQuestions: write to the salon at the email address on the Contact page.',
  privacyVi:
    'Trang này cho biết salon lưu gì về bạn và vì sao.\n\nKhi bạn đăng ký hoặc đặt lịch, chúng tôi lưu họ tên, email, số điện thoại, các lịch hẹn, thanh toán, đánh giá và danh sách chờ của bạn để nhận lịch, gửi email về lịch hẹn và giữ sổ sách. Thanh toán qua PayPal; chúng tôi chỉ lưu số tiền và trạng thái, không bao giờ lưu thẻ của bạn.\n\nBạn có thể tải về mọi dữ liệu chúng tôi lưu về bạn trong trang hồ sơ, và xóa tài khoản bất cứ lúc nào: khi đó họ tên và thông tin liên lạc của bạn bị xóa, còn các lịch hẹn và thanh toán cũ vẫn nằm trong sổ sách mà không kèm thông tin đó.\n\nCó câu hỏi: hãy gửi email cho salon theo địa chỉ ở trang Liên hệ.',
  termsEn:
    'Booking: a booking holds its time for 15 minutes until it is paid; an unpaid booking is then cancelled.\n\nCancelling: you can cancel a booking that is not paid yet from your order history; for a paid booking, contact the salon.\n\nPoints: you earn 10 points for each completed visit and can use up to 30 points (30%) on a booking.',
  termsVi:
    'Đặt lịch: một lịch hẹn được giữ 15 phút cho đến khi thanh toán; lịch chưa thanh toán sau đó sẽ bị hủy.\n\nHủy lịch: bạn có thể hủy lịch chưa thanh toán trong lịch sử đặt lịch; với lịch đã thanh toán, hãy liên hệ salon.\n\nĐiểm: mỗi lần làm dịch vụ xong bạn nhận 10 điểm và có thể dùng tối đa 30 điểm (30%) cho một lịch hẹn.',
} as const;

export const DEMO_FAQS = [
  {
    questionEn: 'Do I need to pay when I book?',
    answerEn: 'Yes: a booking is held for 15 minutes while you pay online with PayPal, then it is confirmed.',
    questionVi: 'Tôi có cần thanh toán khi đặt lịch không?',
    answerVi: 'Có: lịch hẹn được giữ 15 phút trong lúc bạn thanh toán trực tuyến qua PayPal, sau đó được xác nhận.',
  },
  {
    questionEn: 'Can I book several services at once?',
    answerEn: 'Yes. Choose them all on the booking page: only the start times where they all fit are offered.',
    questionVi: 'Tôi có thể đặt nhiều dịch vụ cùng lúc không?',
    answerVi: 'Có. Hãy chọn tất cả ở trang đặt lịch: chỉ những giờ bắt đầu đủ thời gian cho các dịch vụ mới được hiển thị.',
  },
] as const;

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
  await db
    .insert(s.salonSettings)
    .values({ id: 1, ...DEMO_SALON })
    .onConflictDoNothing();
  // Location 1 is made by migration 0017; the demo gives it its details and opens Sydney beside it.
  const [hcmc, sydney] = DEMO_LOCATIONS;
  await db
    .insert(s.locations)
    .values({ id: 1, ...hcmc })
    .onConflictDoUpdate({ target: s.locations.id, set: { ...hcmc } });
  const [sydneyRow] = await db.insert(s.locations).values(sydney).returning();
  if (!sydneyRow) throw new Error('seed: location insert failed');
  await db.insert(s.faqs).values(DEMO_FAQS.map((faq, position) => ({ ...faq, position })));

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
    const row = await insertStylist(db, st, { passwordHash, address: 'Ho Chi Minh City' });
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
    const slotRow = await enabledSlot(db, stylist.id, day, plan.time);
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
      locationId: 1,
      day: salonDayKey(today + DAY_MS),
      serviceIds: [waitedService.id],
      createdAt: new Date(nowMs - 3_600_000),
    });
  }

  await seedSydney(db, { locationId: sydneyRow.id, timeZone: sydneyRow.timeZone, passwordHash, services: serviceRows, nowMs });

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

const SYDNEY_STYLISTS: SeedStylist[] = [
  {
    email: 'olivia.smith@hairsalon.local',
    firstName: 'Olivia',
    lastName: 'Smith',
    gender: 'Female',
    positionId: 'P1',
    image: '/images/stylists/stylist-2.svg',
    phone: '412345678',
  },
  {
    email: 'jack.wilson@hairsalon.local',
    firstName: 'Jack',
    lastName: 'Wilson',
    gender: 'Male',
    positionId: 'P0',
    image: '/images/stylists/stylist-3.svg',
    phone: '423456789',
  },
];

/**
 * The Sydney salon of the demo chain: its staff login, two stylists with six weeks of schedules (days and slots on
 * Sydney's clock, daylight saving included), and a few walk-in and phone bookings, so the Ho Chi Minh City salon's
 * customers, bookings and totals stay what they were.
 */
async function seedSydney(
  db: DbOrTx,
  options: { locationId: number; timeZone: string; passwordHash: string; services: (typeof s.services.$inferSelect)[]; nowMs: number },
): Promise<void> {
  const { locationId, timeZone, passwordHash, services, nowMs } = options;
  await db.insert(s.users).values({
    email: 'staff.sydney@hairsalon.local',
    passwordHash,
    firstName: 'Chloe',
    lastName: 'Staff',
    roleId: Role.Staff,
    gender: 'Female',
    phoneNumber: '400000003',
    address: '88 George Street, The Rocks NSW 2000',
    locationId,
  });
  const stylists = [];
  for (const st of SYDNEY_STYLISTS) {
    stylists.push(await insertStylist(db, st, { passwordHash, address: 'Sydney', locationId }));
  }

  const today = salonToday(nowMs, timeZone);
  const dayAt = (offset: number) => addSalonDays(today, offset, timeZone);
  const slotValues = [];
  for (const st of stylists) {
    for (let d = 0; d < DEMO_SCHEDULE_DAYS; d++) {
      const day = salonDayKey(dayAt(d), timeZone);
      for (const slot of TIME_SLOTS) slotValues.push({ stylistId: st.id, day, timeType: slot.keyMap, statusTime: 'enable' });
    }
  }
  await db.insert(s.scheduleSlots).values(slotValues).onConflictDoNothing();

  const plans: {
    stylist: number;
    dayOffset: number;
    time: TimeSlotId;
    service: number;
    guest: { name: string; phone: string };
    source: 'walk-in' | 'phone';
  }[] = [
    { stylist: 0, dayOffset: -2, time: 'T2', service: 0, guest: { name: 'Emily Jones', phone: '431222333' }, source: 'walk-in' },
    { stylist: 1, dayOffset: -1, time: 'T5', service: 1, guest: { name: 'Noah Brown', phone: '432333444' }, source: 'phone' },
    { stylist: 0, dayOffset: 1, time: 'T1', service: 6, guest: { name: 'Ava Taylor', phone: '433444555' }, source: 'phone' },
    { stylist: 1, dayOffset: 2, time: 'T4', service: 0, guest: { name: 'Liam Martin', phone: '434555666' }, source: 'walk-in' },
  ];
  for (const plan of plans) {
    const stylist = stylists[plan.stylist];
    const service = services[plan.service];
    const slot = timeSlotById(plan.time);
    if (!stylist || !service || !slot) throw new Error('seed: a Sydney plan refers to a missing row');
    const dayMs = dayAt(plan.dayOffset);
    const day = salonDayKey(dayMs, timeZone);
    const startsAt = slotStartMs(dayMs, slot, timeZone);
    const done = startsAt + 3_600_000 <= nowMs;
    const status = done ? BookingStatus.Completed : BookingStatus.Confirmed;
    const amount = computeBookingAmount([service.priceCents], 0);
    const createdAt = new Date(Math.min(nowMs, dayMs) - 2 * DAY_MS);
    const slotRow = await enabledSlot(db, stylist.id, day, plan.time);
    const completedAt = done ? new Date(startsAt + 3_600_000) : null;
    const [booking] = await db
      .insert(s.bookings)
      .values({
        customerId: null,
        stylistId: stylist.id,
        scheduleSlotId: slotRow?.id,
        source: plan.source,
        day,
        timeType: plan.time,
        statusId: status,
        fullName: plan.guest.name,
        email: '',
        phone: plan.guest.phone,
        timeString: `${slot.valueEn} - ${formatSalonLongDate(dayMs, timeZone)}`,
        subtotalCents: amount.subtotalCents,
        discountCents: amount.discountCents,
        amountCents: amount.totalCents,
        confirmedAt: createdAt,
        completedAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!booking) throw new Error('seed: booking insert failed');
    await db
      .insert(s.bookingServices)
      .values({ bookingId: booking.id, serviceId: service.id, priceCents: service.priceCents, position: 0 });
    await db.insert(s.payments).values({
      bookingId: booking.id,
      provider: 'at-salon',
      status: completedAt ? 'captured' : 'due',
      amountCents: amount.totalCents,
      capturedAt: completedAt,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
