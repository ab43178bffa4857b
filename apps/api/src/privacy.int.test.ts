import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessPolicy, type ProcedurePath } from './access-policy.js';
import { restRoutes } from './rest/table.js';
import { appRouter } from './routers/index.js';
import { startTestAppForFile } from './testing/test-app.js';
import { trpcTestClient } from './testing/trpc-client.js';

/*
 * Privacy of every answer that lists or exports people's data: two of everything in one database (two customers, two
 * stylists, two locations, a staff member at the first), each with values found nowhere else. Every read of the table
 * below, called as the first side's user over tRPC and over each REST path that answers it (and, for calendar feeds,
 * the .ics file), must show the first side's data and nothing of the second's anywhere in its answer. Every procedure
 * of the app router is either read here or named below as not answering anyone's data, with why: a new procedure
 * fails this file until someone decides which.
 */

// Counting what the dashboard shows needs no one else's rows.
const t = startTestAppForFile({ isolated: true });
type User = Awaited<ReturnType<typeof t.createUser>>;

/** What is only the second side's: none of it may appear in any of the first side's answers. */
const B = {
  customerFirst: 'Zebulon',
  customerLast: 'Quixotez',
  customerEmail: 'zebulon.quixotez@privacy-b.test',
  customerPhone: '0988777666',
  customerAddress: '77 Zircon Lane',
  bookingName: 'Zebulon Booker-Quixotez',
  bookingEmail: 'zeb.bookings@privacy-b.test',
  bookingPhone: '0977666555',
  stylistFirst: 'Xavierra',
  stylistLast: 'Wolfsbane',
  stylistEmail: 'xavierra.wolfsbane@privacy-b.test',
  stylistPhone: '0966555444',
  timeOffReason: 'ZQX dentist appointment',
  review: 'ZQX review: lovely colour',
  orderId: 'ZQXORDER000000001',
  captureId: 'ZQXCAPTURE0000001',
  location: 'Zedland Branch',
  /** Salary and payment amounts, as cents and as dollars. */
  salary: ['987654', '9876.54'],
  paid: ['87654', '876.54'],
} as const;
/** What is only the first side's, which each read must show (so a read that answers nothing cannot pass). */
const A = {
  customerFirst: 'Alinta',
  customerLast: 'Aardvarkson',
  customerEmail: 'alinta.aardvarkson@privacy-a.test',
  customerPhone: '0911000111',
  bookingName: 'Alinta Booker-Aardvarkson',
  stylistFirst: 'Asterope',
  stylistLast: 'Amberly',
  stylistEmail: 'asterope.amberly@privacy-a.test',
  stylistPhone: '0922000222',
  timeOffReason: 'Aster colour course',
  review: 'Alinta review: great cut',
  orderId: 'ALPHAORDER0000001',
  captureId: 'ALPHACAPTURE00001',
} as const;
/**
 * A third party at the first location: another customer with another stylist there. Staff of the location and the
 * admin see them; the first customer and the first stylist never do.
 */
const C = {
  customerFirst: 'Celestine',
  customerLast: 'Cormorantis',
  customerEmail: 'celestine.cormorantis@privacy-c.test',
  customerPhone: '0933444555',
  bookingName: 'Celestine Booker-Cormorantis',
  bookingEmail: 'celestine.bookings@privacy-c.test',
  bookingPhone: '0944555666',
  stylistFirst: 'Cassiopeia',
  stylistLast: 'Copperfieldt',
  stylistEmail: 'cassiopeia.copperfieldt@privacy-c.test',
  stylistPhone: '0955666777',
  timeOffReason: 'CQX family wedding',
  review: 'CQX review: sharp fringe',
  orderId: 'CQXORDER000000001',
  captureId: 'CQXCAPTURE0000001',
  salary: ['555333', '5553.33'],
  paid: ['65432', '654.32'],
} as const;
const C_ALL = Object.values(C).flat();
/** Stylists' contact details and salaries: for an admin's eyes only. */
const STYLIST_CONTACT = [A.stylistEmail, A.stylistPhone, '1111.11', C.stylistEmail, C.stylistPhone, ...C.salary];
/** B's contact details: what even a public list showing B's review (its name and words) must not show. */
const B_CONTACT = [B.customerEmail, B.customerPhone, B.customerAddress, B.bookingEmail, B.bookingPhone];
const B_ALL = Object.values(B).flat();

const HOME = 1;
let zed: number;
let customerA: User;
let customerB: User;
let stylistA: User;
let stylistB: User;
let staffA: User;
let admin: User;
let serviceA: number;
let pendingOfA: number;
/** A booking of B's, as a page cursor a client could send. */
let upcomingOfB: number;
let day: number;
let future: number;

let slot = 0;
async function booking(values: {
  customer: User | null;
  stylist: User;
  statusId: string;
  dayOffset: number;
  name: string;
  email: string;
  phone: string;
  amountCents: number;
}) {
  const index = slot++;
  const [row] = await t.deps.db
    .insert(schema.bookings)
    .values({
      customerId: values.customer?.id ?? null,
      stylistId: values.stylist.id,
      statusId: values.statusId,
      day: salonDayKey(addSalonDays(salonToday(t.now().getTime()), values.dayOffset)),
      timeType: `T${(index % 8) + 1}`,
      fullName: values.name,
      email: values.email,
      phone: values.phone,
      subtotalCents: values.amountCents,
      amountCents: values.amountCents,
      ...(values.statusId === BookingStatus.Pending ? { holdExpiresAt: new Date(t.now().getTime() + 60 * 60_000) } : {}),
      ...(values.statusId === BookingStatus.Confirmed || values.statusId === BookingStatus.Completed ? { confirmedAt: t.now() } : {}),
    })
    .returning();
  if (!row) throw new Error('booking');
  await t.deps.db.insert(schema.bookingServices).values({ bookingId: row.id, serviceId: serviceA, priceCents: values.amountCents });
  return row;
}

async function stylistAt(locationId: number, first: string, last: string, email: string, phone: string) {
  const user = await t.createUser({ roleId: Role.Stylist, firstName: first, lastName: last, email, phoneNumber: phone, locationId });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: user.id, positionId: 'P1' });
  return user;
}

interface Side {
  bookingName: string;
  review: string;
  timeOffReason: string;
  orderId: string;
  captureId: string;
}

/** The same bookings, payments, reviews, waitlist entries, time off and salaries for each side. */
async function sideOf(
  side: Side,
  customer: User,
  stylist: User,
  locationId: number,
  contact: { email: string; phone: string },
  money: { paidCents: number; salaryCents: number },
) {
  const person = { customer, stylist, name: side.bookingName, ...contact };
  const upcoming = await booking({ ...person, statusId: BookingStatus.Confirmed, dayOffset: 3, amountCents: money.paidCents });
  const done = await booking({ ...person, statusId: BookingStatus.Completed, dayOffset: -2, amountCents: money.paidCents });
  const pending = await booking({ ...person, statusId: BookingStatus.Pending, dayOffset: 4, amountCents: money.paidCents });
  const { orderId } = side;
  await t.deps.db.insert(schema.payments).values([
    { bookingId: upcoming.id, status: 'captured', amountCents: money.paidCents, providerOrderId: `${orderId}-1`, capturedAt: t.now() },
    {
      bookingId: done.id,
      status: 'captured',
      amountCents: money.paidCents,
      providerOrderId: orderId,
      providerCaptureId: side.captureId,
      capturedAt: t.now(),
    },
    {
      bookingId: pending.id,
      status: 'created',
      amountCents: money.paidCents,
      providerOrderId: `${orderId}-3`,
      approvalUrl: `http://paypal.test/checkoutnow?token=${orderId}-3`,
    },
  ]);
  await t.deps.db
    .insert(schema.feedback)
    .values({ bookingId: done.id, serviceId: serviceA, customerId: customer.id, rating: 5, comment: side.review });
  await t.deps.db
    .insert(schema.waitlistEntries)
    .values({ customerId: customer.id, day: salonDayKey(future), serviceIds: [serviceA], locationId, stylistId: stylist.id });
  await t.deps.db.insert(schema.stylistTimeOff).values({
    stylistId: stylist.id,
    startsAt: new Date(addSalonDays(future, 1)),
    endsAt: new Date(addSalonDays(future, 1) + 3_600_000),
    reason: side.timeOffReason,
  });
  await t.deps.db
    .insert(schema.salaries)
    .values({ stylistId: stylist.id, month: 1, year: 2030, baseSalaryCents: money.salaryCents, totalSalaryCents: money.salaryCents });
  return { pending, upcoming };
}

beforeAll(async () => {
  day = addSalonDays(salonToday(t.now().getTime()), 3);
  future = addSalonDays(salonToday(t.now().getTime()), 5);
  const [location] = await t.deps.db
    .insert(schema.locations)
    .values({ name: B.location, timeZone: 'Asia/Ho_Chi_Minh' })
    .returning({ id: schema.locations.id });
  if (!location) throw new Error('location');
  zed = location.id;
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: 'Privacy cut', description: 'One hour', priceCents: 2500 })
    .returning();
  if (!service) throw new Error('service');
  serviceA = service.id;

  customerA = await t.createUser({
    firstName: A.customerFirst,
    lastName: A.customerLast,
    email: A.customerEmail,
    phoneNumber: A.customerPhone,
  });
  customerB = await t.createUser({
    firstName: B.customerFirst,
    lastName: B.customerLast,
    email: B.customerEmail,
    phoneNumber: B.customerPhone,
    address: B.customerAddress,
  });
  stylistA = await stylistAt(HOME, A.stylistFirst, A.stylistLast, A.stylistEmail, A.stylistPhone);
  stylistB = await stylistAt(zed, B.stylistFirst, B.stylistLast, B.stylistEmail, B.stylistPhone);
  staffA = await t.createUser({ roleId: Role.Staff, locationId: HOME });
  admin = await t.createUser({ roleId: Role.Admin });

  const a = await sideOf(
    A,
    customerA,
    stylistA,
    HOME,
    { email: A.customerEmail, phone: A.customerPhone },
    { paidCents: 4200, salaryCents: 111_111 },
  );
  const b = await sideOf(
    B,
    customerB,
    stylistB,
    zed,
    { email: B.bookingEmail, phone: B.bookingPhone },
    { paidCents: 87_654, salaryCents: 987_654 },
  );
  upcomingOfB = b.upcoming.id;
  // B, signed in, books for a friend and gives A's email as the contact: still B's booking, never A's data.
  await booking({
    customer: customerB,
    stylist: stylistB,
    statusId: BookingStatus.Confirmed,
    dayOffset: 6,
    name: B.bookingName,
    email: A.customerEmail,
    phone: B.bookingPhone,
    amountCents: 87_654,
  });
  const customerC = await t.createUser({
    firstName: C.customerFirst,
    lastName: C.customerLast,
    email: C.customerEmail,
    phoneNumber: C.customerPhone,
  });
  const stylistC = await stylistAt(HOME, C.stylistFirst, C.stylistLast, C.stylistEmail, C.stylistPhone);
  await sideOf(C, customerC, stylistC, HOME, { email: C.bookingEmail, phone: C.bookingPhone }, { paidCents: 65_432, salaryCents: 555_333 });
  pendingOfA = a.pending.id;
  // Stylist A's own feed exists (the shift page made it); the location's is made by staff in the table.
  await trpcTestClient(t.server, { token: await t.tokenFor(stylistA) }).untyped.mutation('calendarFeed.renew', {});
});

type Caller = 'customerA' | 'stylistA' | 'staffA' | 'adminForA' | 'anonymous';

interface PrivacyCase {
  /** Who asks: the first side's customer, stylist or staff member, the admin asking about the first side, or no one. */
  as: Caller;
  input?: () => unknown;
  /** "METHOD /path" of every REST row of the procedure → the queries (or bodies) to send it. */
  rest?: Record<string, () => Record<string, unknown>[]>;
  /** What of the first side's the answer shows (the .ics file's, for a feed). */
  shows: string | (() => string);
  /** A public list may show the second side's name (a review); never its contact details. Default: nothing of B's. */
  hides?: readonly string[];
  /** The answer holds a calendar feed's URL, whose file is read too. */
  feedUrl?: boolean;
  /** A read of the whole first location (its staff's, the admin's): the third party there is shown, by design. */
  wholeLocation?: boolean;
}

const mine = (shows: PrivacyCase['shows'], as: Caller, extra: Omit<PrivacyCase, 'as' | 'shows'> = {}): PrivacyCase => ({
  as,
  shows,
  ...extra,
});

/** Every procedure that answers a list, an export or one person's data: who asks, and what the answer must show. */
const reads: Partial<Record<ProcedurePath, PrivacyCase | PrivacyCase[]>> = {
  'auth.me': mine(A.customerEmail, 'customerA'),
  'user.getById': [
    mine(A.customerPhone, 'customerA', {
      input: () => ({ id: customerA.id }),
      rest: { 'GET /get-user-by-id': () => [{ id: customerA.id }] },
    }),
    mine(A.customerPhone, 'adminForA', {
      input: () => ({ id: customerA.id }),
      rest: { 'GET /get-user-by-id': () => [{ id: customerA.id }] },
    }),
  ],
  'user.getPoints': [
    mine(() => `"id":${customerA.id}`, 'customerA', {
      input: () => ({}),
      rest: { 'GET /get-user-points': () => [{ id: customerA.id }, {}] },
    }),
    mine(() => `"id":${customerA.id}`, 'adminForA', {
      input: () => ({ id: customerA.id }),
      rest: { 'GET /get-user-points': () => [{ id: customerA.id }] },
    }),
  ],
  'booking.listForCustomer': [
    mine(A.bookingName, 'customerA', { input: () => ({}) }),
    mine(A.bookingName, 'adminForA', { input: () => ({ customerId: customerA.id }) }),
  ],
  'booking.pageForCustomer': [
    mine(A.bookingName, 'customerA', {
      input: () => ({ limit: 50 }),
      rest: { 'GET /get-booking-by-id': () => [{}, { customerId: customerA.id }, { limit: 50 }] },
    }),
    // A page after one of B's bookings (ids come in order: A's are before it) is still A's bookings only.
    mine(A.bookingName, 'customerA', {
      input: () => ({ limit: 50, cursor: upcomingOfB }),
      rest: { 'GET /get-booking-by-id': () => [{ cursor: upcomingOfB }, { customerId: customerA.id, cursor: upcomingOfB, limit: 5 }] },
    }),
    mine(A.bookingName, 'adminForA', {
      input: () => ({ customerId: customerA.id, limit: 50 }),
      rest: { 'GET /get-booking-by-id': () => [{ customerId: customerA.id }, { customerId: customerA.id, limit: 50 }] },
    }),
  ],
  'booking.payLink': mine(A.orderId, 'customerA', { input: () => ({ bookingId: pendingOfA }) }),
  'booking.listForStylist': [
    mine(A.bookingName, 'stylistA', {
      input: () => ({ date: day }),
      rest: { 'GET /get-list-customer-booking-for-stylist': () => [{ stylistId: stylistA.id, date: day }, { date: day }] },
    }),
    mine(A.bookingName, 'adminForA', {
      input: () => ({ date: day, stylistId: stylistA.id }),
      rest: { 'GET /get-list-customer-booking-for-stylist': () => [{ stylistId: stylistA.id, date: day }] },
    }),
  ],
  'booking.listByDate': [
    mine(A.bookingName, 'staffA', {
      wholeLocation: true,
      input: () => ({ date: day }),
      rest: { 'GET /get-all-booking': () => [{ date: day }, { date: day, locationId: HOME }] },
    }),
    mine(A.bookingName, 'adminForA', {
      wholeLocation: true,
      input: () => ({ date: day, locationId: HOME }),
      rest: { 'GET /get-all-booking': () => [{ date: day, locationId: HOME }] },
    }),
  ],
  'frontDesk.calendar': [
    mine(A.bookingName, 'staffA', { wholeLocation: true, input: () => ({ date: day, days: 7 }) }),
    mine(A.bookingName, 'adminForA', { wholeLocation: true, input: () => ({ date: day, days: 7, locationId: HOME }) }),
  ],
  'frontDesk.searchCustomers': mine(A.customerEmail, 'staffA', { input: () => ({ query: A.customerLast }) }),
  'timeOff.list': [
    mine(A.timeOffReason, 'staffA', { wholeLocation: true, input: () => ({}) }),
    mine(A.timeOffReason, 'staffA', { input: () => ({ stylistId: stylistA.id }) }),
    mine(A.timeOffReason, 'adminForA', { wholeLocation: true, input: () => ({ locationId: HOME }) }),
  ],
  'waitlist.mine': mine(A.stylistFirst, 'customerA'),
  'salary.listForStylist': [
    mine('1111.11', 'stylistA', {
      input: () => ({}),
      rest: { 'GET /get-salaries-by-stylistId': () => [{ stylistId: stylistA.id }, {}] },
    }),
    mine('1111.11', 'adminForA', {
      input: () => ({ stylistId: stylistA.id }),
      rest: { 'GET /get-salaries-by-stylistId': () => [{ stylistId: stylistA.id }] },
    }),
  ],
  'calendarFeed.get': [
    mine(A.customerFirst, 'stylistA', { input: () => ({}), feedUrl: true }),
    // Staff reading the first stylist's feed (made by the stylist above): that stylist's bookings only.
    mine(A.customerFirst, 'staffA', { input: () => ({ stylistId: stylistA.id }), feedUrl: true }),
  ],
  'calendarFeed.renew': mine(A.customerFirst, 'staffA', { wholeLocation: true, input: () => ({}), feedUrl: true }),
  'dashboard.recentSales': mine(A.bookingName, 'adminForA', {
    wholeLocation: true,
    input: () => ({ locationId: HOME }),
    rest: { 'GET /dashboard-recent-sales': () => [{ locationId: HOME }] },
  }),
  'stylist.list': [
    mine(A.stylistLast, 'adminForA', {
      wholeLocation: true,
      input: () => ({ locationId: HOME }),
      rest: { 'GET /get-all-stylist': () => [{ locationId: HOME }] },
    }),
    // The public list: names for everyone, contact and salary for an admin only (access-policy).
    ...(['anonymous', 'customerA', 'staffA'] as const).map((as) =>
      mine(A.stylistLast, as, {
        input: () => ({ locationId: HOME }),
        rest: { 'GET /get-all-stylist': () => [{ locationId: HOME }, {}] },
        hides: [...STYLIST_CONTACT, ...B_ALL],
      }),
    ),
  ],
  'stylist.getDetail': [
    mine(A.stylistLast, 'adminForA', {
      input: () => ({ id: stylistA.id }),
      rest: { 'GET /get-detail-stylist-by-id': () => [{ id: stylistA.id }] },
    }),
    ...(['anonymous', 'customerA'] as const).map((as) =>
      mine(A.stylistLast, as, {
        input: () => ({ id: stylistA.id }),
        rest: { 'GET /get-detail-stylist-by-id': () => [{ id: stylistA.id }] },
        hides: [...STYLIST_CONTACT, ...B_ALL, ...C_ALL],
      }),
    ),
  ],
  'user.list': mine(A.customerEmail, 'adminForA', {
    input: () => ({ search: `${A.customerFirst} ${A.customerLast}`, all: true }),
    rest: { 'GET /get-all-user': () => [{ search: `${A.customerFirst} ${A.customerLast}` }] },
  }),
  'feedback.listByService': mine(A.review, 'anonymous', {
    wholeLocation: true,
    input: () => ({ serviceId: serviceA, all: true }),
    rest: { 'GET /get-feedback-by-serviceId': () => [{ serviceId: serviceA }, { serviceId: serviceA, limit: 50 }] },
    hides: [...B_CONTACT, C.customerEmail, C.customerPhone, C.bookingEmail, C.bookingPhone],
  }),
  'account.export': mine(A.review, 'customerA'),
  'account.exportForCustomer': mine(A.review, 'adminForA', { input: () => ({ userId: customerA.id }) }),
};

/** Each case of the table, with its procedure. */
const cases = (Object.entries(reads) as [ProcedurePath, PrivacyCase | PrivacyCase[]][]).flatMap(([path, read]) =>
  (Array.isArray(read) ? read : [read]).map((one) => [path, one] as const),
);

/** Procedures that answer no list or export of anyone's data, and why: each decided here, not forgotten. */
const notPersonalReads: Partial<Record<ProcedurePath, string>> = {
  'auth.register': 'makes an account; answers the new account only',
  'auth.registerAccount': 'makes an account; answers the new account only',
  'auth.login': "answers the caller's own tokens and profile",
  'auth.refresh': "answers the caller's own tokens",
  'auth.logout': 'answers nothing',
  'auth.forgotPassword': 'answers the same message whoever is asked for',
  'auth.resetPassword': 'answers a message',
  'user.edit': 'a change to one account, its owner or the admin (access-policy rules)',
  'user.changeStatus': 'an admin change',
  'user.setPoints': 'an admin change',
  'user.setLanguage': "a change to the caller's own account",
  'user.createStaff': 'an admin change',
  'user.moveToLocation': 'an admin change',
  'service.list': 'the catalogue',
  'service.getById': 'the catalogue',
  'service.create': 'an admin change to the catalogue',
  'service.update': 'an admin change to the catalogue',
  'service.delete': 'an admin change to the catalogue',
  'stylist.create': 'an admin change',
  'allcode.getByType': 'reference codes',
  'feedback.create': "a change; answers the caller's own review",
  'upload.image': "answers the caller's own upload",
  'schedule.byStylistAndDate': "a stylist's open slots: no customer's data",
  'schedule.create': 'a change to open slots',
  'schedule.createMany': 'a change to open slots',
  'booking.create': "answers the booking just made (the caller's own)",
  'booking.createAtDesk': 'a change at the desk, held to the location (access-policy location cases)',
  'booking.markNoShow': 'a change to one booking, held to the location (access-policy location cases)',
  'booking.freeStarts': 'free start times: no customer’s data',
  'booking.cancelByCustomer': 'a change to one booking of their own (access-policy rules)',
  'booking.cancelByStaff': 'a change to one booking, held to the location (access-policy location cases)',
  'booking.rescheduleOptions': "free times for the caller's own booking (access-policy rules): no one else's data",
  'booking.reschedule': 'a change to one booking (access-policy rules)',
  'booking.complete': "a change to one of the stylist's own bookings (access-policy rules)",
  'booking.changes': 'a stream of booking ids, no one’s details; whose changes are heard is an access-policy rule case',
  'payment.verify': "answers the return's own booking id and amount",
  'salary.calculate': 'an admin change',
  'salary.pay': 'an admin change',
  'dashboard.totals': 'figures only, no one’s details; held to a location by the access-policy location cases',
  'dashboard.monthlyRevenue': 'figures only, no one’s details; held to a location by the access-policy location cases',
  'timeOff.create': 'a change, held to the location (access-policy location cases)',
  'timeOff.remove': 'a change, held to the location (access-policy location cases)',
  'waitlist.join': "a change; answers the caller's own entry",
  'waitlist.leave': 'a change to one entry of their own (access-policy rules)',
  'calendarFeed.revoke': 'answers whether a feed was revoked',
  'salon.details': "the salon's own details",
  'salon.updateDetails': 'an admin change',
  'salon.pages': "the salon's pages",
  'salon.updatePages': 'an admin change',
  'salon.faqs': "the salon's FAQs",
  'salon.updateFaqs': 'an admin change',
  'salon.goLive': 'an admin change',
  'setup.createAdmin': 'the first admin, once',
  'account.delete': 'erases the caller’s own account',
  'account.deleteForCustomer': 'an admin erasing one customer',
  'location.list': 'the open locations, public',
  'location.create': 'an admin change',
  'location.update': 'an admin change',
  'location.archive': 'an admin change',
};

const procedureTypes = new Map(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>).map(
    ([path, procedure]) => [path, procedure._def.type],
  ),
);

async function tokenOf(as: Caller): Promise<string | undefined> {
  const user = { customerA, stylistA, staffA, adminForA: admin, anonymous: undefined }[as];
  return user ? t.tokenFor(user) : undefined;
}

/** What B's values show up in `text` (case-insensitive). */
function leaked(text: string, hidden: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return hidden.filter((value) => lower.includes(value.toLowerCase()));
}

/** The .ics file a feed URL in the answer names, as a calendar app reads it. */
async function feedFile(answer: unknown): Promise<string> {
  const url = (answer as { url?: string | null }).url;
  if (!url) throw new Error('no feed URL in the answer');
  const res = await t.server.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('the privacy table', () => {
  it('decides every procedure of the app router: read here with two of everything, or named as answering no one’s data', () => {
    const decided = new Set([...Object.keys(reads), ...Object.keys(notPersonalReads)]);
    expect(Object.keys(accessPolicy).filter((path) => !decided.has(path))).toEqual([]);
    expect([...decided].filter((path) => !Object.hasOwn(accessPolicy, path))).toEqual([]);
    expect(Object.keys(reads).filter((path) => Object.hasOwn(notPersonalReads, path))).toEqual([]);
    // A query held to an owner or a location answers someone's data unless it answers figures or free times only:
    // those few are named here, so a new one cannot slip into the list above unread.
    const ruledQueries = Object.entries(accessPolicy)
      .filter(([path, policy]) => (policy.rule || policy.location) && procedureTypes.get(path) === 'query')
      .map(([path]) => path);
    expect(ruledQueries.filter((path) => !Object.hasOwn(reads, path)).sort()).toEqual(
      ['booking.rescheduleOptions', 'dashboard.monthlyRevenue', 'dashboard.totals'].sort(),
    );
  });

  it('sends every REST row of a procedure read here, in each of its cases', () => {
    const missing = cases.flatMap(([path, read]) =>
      restRoutes
        .filter((route) => route.procedure === path)
        .map((route) => `${route.method} ${route.path}`)
        .filter((row) => !read.rest?.[row])
        .map((row) => `${path} as ${read.as}: ${row}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the first side's reads show nothing of the second side's", () => {
  it.each(cases.map(([path, read]) => [`${path} as ${read.as}`, path, read] as const))('%s', async (_name, path, read) => {
    const hidden = read.hides ?? (read.wholeLocation ? B_ALL : [...B_ALL, ...C_ALL]);
    const token = await tokenOf(read.as);
    const api = trpcTestClient(t.server, { token });
    const input = read.input?.();
    const type = procedureTypes.get(path);
    const answer = await api.answer(type === 'query' ? api.untyped.query(path, input) : api.untyped.mutation(path, input));
    expect(answer.error?.message, `tRPC ${path}`).toBeUndefined();
    const answers: [string, string][] = [[`tRPC ${path}`, JSON.stringify(answer.data)]];
    if (read.feedUrl) answers.push([`${path}: the .ics file`, await feedFile(answer.data)]);

    for (const route of restRoutes.filter((r) => r.procedure === path)) {
      for (const values of read.rest?.[`${route.method} ${route.path}`]?.() ?? []) {
        const query = new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString();
        const inQuery = route.method === 'GET' || route.method === 'DELETE';
        const res = await t.server.inject({
          method: route.method,
          url: `/api${route.path}${inQuery && query ? `?${query}` : ''}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(inQuery ? {} : { payload: values }),
        });
        expect(res.statusCode, `REST ${route.method} ${route.path}?${query}: ${res.body}`).toBe(200);
        answers.push([`REST ${route.method} ${route.path}?${query}`, res.body]);
      }
    }

    const shows = typeof read.shows === 'function' ? read.shows() : read.shows;
    for (const [call, text] of answers) {
      expect(leaked(text, hidden), `${call} shows the second side's data`).toEqual([]);
      // A feed's answer is its URL: the first side's data is in the file.
      if (read.feedUrl && call.startsWith('tRPC')) continue;
      expect(text.toLowerCase(), `${call} shows the first side's data`).toContain(shows.toLowerCase());
    }
  });
});

describe('the second side is really there', () => {
  it("the same reads as the second side's own users show the second side's data", async () => {
    // Without this, an answer that never shows anyone's data would pass the table above.
    const asB = await trpcTestClient(t.server, { token: await t.tokenFor(customerB) });
    expect(JSON.stringify(await asB.untyped.query('account.export', undefined))).toContain(B.review);
    const staffB = await t.createUser({ roleId: Role.Staff, locationId: zed });
    const asStaffB = trpcTestClient(t.server, { token: await t.tokenFor(staffB) });
    expect(JSON.stringify(await asStaffB.untyped.query('booking.listByDate', { date: day }))).toContain(B.bookingName);
    const asStylistB = trpcTestClient(t.server, { token: await t.tokenFor(stylistB) });
    expect(JSON.stringify(await asStylistB.untyped.query('salary.listForStylist', {}))).toMatch(/987654|9876\.54/);
    const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, customerB.id));
    expect(row?.email).toBe(B.customerEmail);
  });
});

describe("a booking another customer made with someone's email", () => {
  it("stays the other customer's when that someone erases their account, and loses only the erased email", async () => {
    const leaving = await t.createUser({ firstName: 'Dorothea', lastName: 'Departer', email: 'dorothea.departer@privacy-d.test' });
    const friend = await t.createUser({ firstName: 'Evander', lastName: 'Friendly', email: 'evander.friendly@privacy-e.test' });
    const made = (customer: User | null, name: string, phone: string) =>
      booking({
        customer,
        stylist: stylistA,
        statusId: BookingStatus.Confirmed,
        dayOffset: 8,
        name,
        email: leaving.email,
        phone,
        amountCents: 3000,
      });
    // The friend, signed in, books for the leaving customer; a guest (no account) books with the leaving customer's email.
    const friends = await made(friend, 'Evander Friendly', '0900111222');
    const guests = await made(null, 'Dorothea Departer', '0900333444');

    const asLeaving = trpcTestClient(t.server, { token: await t.tokenFor(leaving) });
    const exported = JSON.stringify(await asLeaving.untyped.query('account.export', undefined));
    expect(exported).toContain('0900333444');
    expect(leaked(exported, ['Evander', 'Friendly', '0900111222'])).toEqual([]);

    await asLeaving.untyped.mutation('account.delete', { confirm: 'DELETE' });
    expect(await bookingRow(friends.id)).toMatchObject({
      customerId: friend.id,
      fullName: 'Evander Friendly',
      phone: '0900111222',
      email: '',
    });
    expect(await bookingRow(guests.id)).toMatchObject({ customerId: null, fullName: '', phone: '', email: '' });
    const asFriend = trpcTestClient(t.server, { token: await t.tokenFor(friend) });
    expect(JSON.stringify(await asFriend.untyped.query('booking.listForCustomer', {}))).toContain('Evander Friendly');
  });
});

async function bookingRow(id: number) {
  const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, id));
  return row;
}
