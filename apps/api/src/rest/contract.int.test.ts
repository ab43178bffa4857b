import { schema } from '@hairsalon/db';
import { addSalonDays, messages, ROLE_IDS, Role, type RoleId, salonDayKey, salonToday, TIME_SLOTS, timeSlotById } from '@hairsalon/shared';
import { asc, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.js';
import {
  createSpecClient,
  SHOWS_ANY_MESSAGE,
  SPEC_CLIENT_ADDRESS,
  type SpecAnswer,
  type SpecClient,
  type SpecRequest,
} from '../testing/spec-client.js';
import { containsSecret, startTestApp, type TestApp, uniqueEmail } from '../testing/test-app.js';
import { accessOf, type RestRoute } from './routes.js';
import { restRoutes } from './table.js';

/**
 * The REST contract (ARCHITECTURE §1a as amended by issue 11), walked over the single route table with a client
 * that behaves like the spec's (testing/spec-client.ts): it runs on another allowed origin (preflights, CORS),
 * reads the fields spec §7 names at the top of a 2xx body, and toasts errMessage/errMsg/message/errors when
 * errCode ≠ 0 or success is false. Row by row: the path exists; 401 for anonymous and 403 for wrong roles keep
 * their status; one success whose top-level fields the client reads (the table `contract` below), a list holding
 * what the test set up with the fields the client reads of each item; one business refusal the client can show
 * (HTTP 200, errCode the would-be status); one validation message, with `errors` a text a client can toast and
 * `fieldErrors` field → message; a query parameter sent twice. Then the users list against the database, and
 * salaryData of a stylist with no salary record.
 */
const SPEC_CLIENT_ORIGIN = 'http://spec-client.test';
const PUBLIC_URL = 'http://hairsalon.test';

let t: TestApp;
let client: SpecClient;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let admin: User;
let staff: User;
let stylist: User;
let customer: User;
/** A stylist with no salary record. */
let newcomer: User;
let png: Buffer;
const DAY = 86_400_000;
let slotCounter = 0;

beforeAll(async () => {
  // A database of its own: the users list is compared with every user the database holds.
  t = await startTestApp({ isolated: true, env: { CORS_ORIGINS: `http://web.hairsalon.test,${SPEC_CLIENT_ORIGIN}`, PUBLIC_URL } });
  client = createSpecClient(t.server, SPEC_CLIENT_ORIGIN);
  admin = await t.createUser({ roleId: Role.Admin });
  staff = await t.createUser({ roleId: Role.Staff });
  stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Minh', image: '/images/stylists/minh.svg' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P2' });
  customer = await t.createUser({ roleId: Role.Customer, points: 40 });
  newcomer = await t.createUser({ roleId: Role.Stylist, firstName: 'Newcomer' });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f4c5c' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

interface Request {
  as?: User | null;
  query?: Record<string, string | number>;
  json?: object;
  form?: [string, string | number][];
  multipart?: { fields: Record<string, string | number>; file?: Buffer };
  /** path parameters, e.g. { token } */
  params?: Record<string, string>;
  /** what the client reads from the success, knowing what the test set up (e.g. the booking it made is in the list) */
  reads?: Record<string, unknown>;
  /** on a row that answers a bare value: what that value holds, knowing what the test set up */
  answers?: unknown;
}

/** The request as the spec client sends it; `query` entries may repeat a name (issue 11 item 6). */
async function specRequest(route: RestRoute, req: Request, query = Object.entries(req.query ?? {})): Promise<SpecRequest> {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => req.params?.[name] ?? 'x');
  const qs = query.length > 0 ? `?${new URLSearchParams(query.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
  return {
    method: route.method,
    url: `/api${path}${qs}`,
    ...(req.as ? { bearer: await t.tokenFor(req.as) } : {}),
    ...(req.json ? { json: req.json } : {}),
    ...(req.form ? { form: new URLSearchParams(req.form.map(([k, v]): [string, string] => [k, String(v)])).toString() } : {}),
    ...(req.multipart ? { multipart: multipartBody(req.multipart.fields, req.multipart.file) } : {}),
  };
}

const send = async (route: RestRoute, req: Request) => client.call(await specRequest(route, req));

function multipartBody(fields: Record<string, string | number>, file?: Buffer) {
  const boundary = `----contract${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    parts.push(file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A stylist day with every slot open, a few days ahead. */
async function openDay() {
  slotCounter++;
  const date = addSalonDays(salonToday(t.now().getTime()), 3 + slotCounter);
  await (await t.caller(staff)).schedule.create({
    stylistId: stylist.id,
    date,
    timeTypes: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'],
  });
  return date;
}

async function newService(name = 'Contract cut', image?: string) {
  const [row] = await t.deps.db
    .insert(schema.services)
    .values({ name: `${name} ${Math.random()}`, description: 'A service made by the contract test', priceCents: 2000, image })
    .returning();
  if (!row) throw new Error('service');
  return row;
}

async function pendingBooking(by: User | null = customer) {
  const date = await openDay();
  const service = await newService();
  const created = await (await t.caller(by ?? undefined)).booking.create({
    phone: '912345678',
    fullName: 'Contract Customer',
    email: by?.email ?? 'guest@example.com',
    stylistId: stylist.id,
    date,
    timeType: 'T3',
    serviceIds: [service.id],
    pointsToUse: 0,
  });
  return { ...created, date, service };
}

/**
 * A booking made by pendingBooking, as the spec's client reads it from a list (spec §3 Booking: the staff and
 * stylist tables and the order history show its day, time, services, stylist, customer and status).
 */
async function bookingAsRead(
  booking: { bookingId: number; date: number; service: { id: number; name: string } },
  statusId: 'S1' | 'S2' = 'S1',
) {
  const [person] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, customer.id));
  return expect.objectContaining({
    id: booking.bookingId,
    // The UTC midnight of the salon day, as the original stored it (ARCHITECTURE §5).
    date: String(Date.parse(`${salonDayKey(booking.date)}T00:00:00Z`)),
    statusId,
    services: [expect.objectContaining({ id: booking.service.id, name: booking.service.name })],
    stylistDataBooking: expect.objectContaining({ firstName: 'Minh', lastName: stylist.lastName }),
    customerData: expect.objectContaining({ firstName: person?.firstName, email: customer.email }),
    timeTypeDataBooking: expect.objectContaining({ valueEn: timeSlotById('T3')?.valueEn }),
  });
}

async function bookingInStatus(statusId: 'S2' | 'S3') {
  const service = await newService();
  slotCounter++;
  const [booking] = await t.deps.db
    .insert(schema.bookings)
    .values({
      customerId: customer.id,
      stylistId: stylist.id,
      day: salonDayKey(salonToday(t.now().getTime()) - slotCounter * DAY),
      timeType: 'T2',
      statusId,
      fullName: 'Contract Customer',
      email: customer.email,
      phone: '912345678',
      subtotalCents: 2000,
      amountCents: 2000,
    })
    .returning();
  if (!booking) throw new Error('booking');
  await t.deps.db.insert(schema.bookingServices).values({ bookingId: booking.id, serviceId: service.id, priceCents: 2000 });
  return { booking, service };
}

async function session() {
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: SPEC_CLIENT_ADDRESS,
    payload: { email: customer.email, password: customer.password },
  });
  return res.json() as { accessToken: string; refreshToken: string };
}

async function resetToken(userId: number) {
  const token = `contract-${Math.random().toString(36).slice(2)}`;
  await t.deps.db
    .insert(schema.passwordResetTokens)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(t.now().getTime() + 30 * 60_000) });
  return token;
}

const bookingForm = (date: number, timeType: string, serviceId: number): [string, string | number][] => [
  ['phone', '912345678'],
  ['fullName', 'Guest Contract'],
  ['email', 'guest@example.com'],
  ['stylistId', stylist.id],
  ['date', date],
  ['timeType', timeType],
  ['serviceIds[]', serviceId],
  ['amount', 20],
  ['pointsToUse', 0],
  ['usePoints', 'false'],
];

interface Refusal extends Request {
  errCode: number;
  /** what the spec client shows (any text where the message is zod's own) */
  message: string | ReturnType<typeof expect.any>;
  /** HTTP status, when it is one a client acts on (401): otherwise 200 */
  status?: number;
}

interface Invalid extends Request {
  /** the field the validation message is about, as fieldErrors names it */
  field: string;
  /** the message (any text where the message is zod's own) */
  message: string | ReturnType<typeof expect.any>;
}

interface RowContract {
  /** a request that succeeds */
  happy(): Promise<Request>;
  /** the fields spec §7 says the client reads, at the top level of the success body (an envelope) */
  reads?: Record<string, unknown>;
  /**
   * On a row that answers the value itself (route.bare: spec §7 names no field, and the original answered a bare list
   * or number): what the client reads, the whole body.
   */
  answers?: unknown;
  /** a business refusal the client must be able to show, or why the row has none */
  refusal: (() => Promise<Refusal>) | string;
  /** input that fails validation: shown from the body, `errors` a text and `fieldErrors` an object; or why none */
  invalid: (() => Promise<Invalid>) | string;
}

const text = expect.any(String);
const number = expect.any(Number);
const list = expect.any(Array);
const NO_INPUT = 'takes no input a client could get wrong';

/** Every row of the table: keyed 'METHOD /path'. */
const contract: Record<string, RowContract> = {
  // ---- Authentication (spec §7)
  'POST /login': {
    happy: async () => ({ json: { email: customer.email, password: customer.password } }),
    reads: {
      success: true,
      accessToken: text,
      refreshToken: text,
      errMessage: messages.login.success,
      status: 'Active',
      roleId: 'R4',
      id: number,
      lastName: text,
    },
    refusal: async () => ({
      json: { email: customer.email, password: 'wrong-password' },
      errCode: 400,
      message: messages.login.invalidCredentials,
    }),
    invalid: async () => ({ json: { email: '', password: 'whatever-1' }, field: 'email', message: messages.login.emailRequired }),
  },
  'POST /register': {
    happy: async () => ({
      json: {
        firstName: 'New',
        lastName: 'Comer',
        email: uniqueEmail('contract'),
        password: 'salon-pass-1',
        confirmPassword: 'salon-pass-1',
      },
    }),
    reads: { success: true, errMessage: messages.register.success },
    refusal: async () => ({
      json: { firstName: 'Again', lastName: 'Comer', email: customer.email, password: 'salon-pass-1', confirmPassword: 'salon-pass-1' },
      errCode: 409,
      message: messages.register.emailTaken,
    }),
    invalid: async () => ({
      json: { firstName: 'New', lastName: 'Comer', email: uniqueEmail('contract'), password: 'short', confirmPassword: 'short' },
      field: 'password',
      message: messages.register.passwordMin,
    }),
  },
  'POST /forgot-password': {
    happy: async () => ({ json: { email: customer.email } }),
    reads: { errCode: 0, message: messages.forgotPassword.sent, errMessage: messages.forgotPassword.sent },
    refusal: async () => ({ json: { email: 'not-an-email' }, errCode: 400, message: messages.forgotPassword.emailInvalid }),
    invalid: async () => ({ json: { email: '' }, field: 'email', message: messages.forgotPassword.emailRequired }),
  },
  'PUT /reset-password/:token': {
    happy: async () => ({ params: { token: await resetToken((await t.createUser()).id) }, form: [['newPassword', 'brand-new-1']] }),
    reads: { errCode: 0, message: messages.resetPassword.success, errMessage: messages.resetPassword.success },
    refusal: async () => ({
      params: { token: 'no-such-token' },
      form: [['newPassword', 'brand-new-1']],
      errCode: 400,
      message: messages.resetPassword.invalidToken,
    }),
    invalid: async () => ({
      params: { token: await resetToken((await t.createUser()).id) },
      form: [['newPassword', '123']],
      field: 'newPassword',
      message: messages.resetPassword.passwordMin,
    }),
  },
  'POST /refresh-token': {
    happy: async () => ({ json: { refreshToken: (await session()).refreshToken } }),
    reads: { success: true, accessToken: text, refreshToken: text },
    // A refresh that fails is the session ending: 401 stays, and the client logs out.
    refusal: async () => ({ json: { refreshToken: 'not-a-token' }, errCode: 401, message: messages.session.expired, status: 401 }),
    // An empty token is input that fails validation (errCode 400); an unknown one ends the session (the 401 above).
    invalid: async () => ({ json: { refreshToken: '' }, field: 'refreshToken', message: messages.session.expired }),
  },
  'POST /logout': {
    happy: async () => ({ json: { refreshToken: (await session()).refreshToken } }),
    reads: { success: true, message: messages.session.logout },
    refusal: 'always succeeds (an unknown token is ignored)',
    // A missing or unknown token is ignored; one longer than any token is bad input.
    invalid: async () => ({ json: { refreshToken: 'x'.repeat(201) }, field: 'refreshToken', message: text }),
  },
  // ---- Users (the list's whole answer is proven against the database below)
  'GET /get-all-user': {
    happy: async () => ({ as: admin, query: { search: 'test user' } }),
    answers: list,
    refusal: async () => ({ as: admin, query: { page: 'first' }, errCode: 400, message: text }),
    invalid: async () => ({ as: admin, query: { limit: 0 }, field: 'limit', message: text }),
  },
  'GET /get-user-by-id': {
    happy: async () => ({ as: customer, query: { id: customer.id } }),
    reads: {
      id: number,
      status: 'Active',
      points: number,
      firstName: text,
      lastName: text,
      email: text,
      phoneNumber: text,
      address: text,
    },
    refusal: async () => ({ as: admin, query: { id: 99_999_999 }, errCode: 404, message: messages.generic.notFound }),
    invalid: async () => ({ as: admin, query: { id: 'abc' }, field: 'id', message: text }),
  },
  'PUT /edit-user': {
    happy: async () => ({
      as: customer,
      multipart: {
        fields: {
          id: customer.id,
          firstName: 'An',
          lastName: 'Vo',
          phoneNumber: '912345678',
          email: customer.email,
          address: 'District 1',
        },
      },
    }),
    reads: { errCode: 0, message: messages.profile.saved },
    refusal: async () => ({
      as: customer,
      multipart: { fields: { id: customer.id, phoneNumber: '', email: customer.email } },
      errCode: 400,
      message: messages.profile.phoneRequired,
    }),
    invalid: async () => ({
      as: customer,
      multipart: { fields: { id: customer.id, phoneNumber: '912345678', email: 'not-an-email' } },
      field: 'email',
      message: messages.profile.emailInvalid,
    }),
  },
  'GET /get-user-points': {
    happy: async () => ({ as: customer, query: { id: customer.id } }),
    reads: { points: number },
    refusal: async () => ({ as: admin, query: { id: 99_999_999 }, errCode: 404, message: messages.generic.notFound }),
    invalid: async () => ({ as: customer, query: { id: 'abc' }, field: 'id', message: text }),
  },
  'PUT /get-user-points': {
    happy: async () => ({ as: admin, query: { id: customer.id }, json: { points: 40 } }),
    reads: { points: 40 },
    refusal: async () => ({ as: admin, query: { id: customer.id }, json: { points: -1 }, errCode: 400, message: text }),
    invalid: async () => ({ as: admin, query: { id: customer.id }, json: { points: -1 }, field: 'points', message: text }),
  },
  'PUT /change-user-status': {
    happy: async () => ({ as: admin, query: { id: (await t.createUser()).id } }),
    reads: { errCode: 0, errMessage: messages.userStatus.updated },
    // A rule, not an access check: shown to the admin (errCode 403 in a 200 answer).
    refusal: async () => ({ as: admin, query: { id: admin.id }, errCode: 403, message: messages.userStatus.cannotChangeOwn }),
    invalid: async () => ({ as: admin, query: { id: 'abc' }, field: 'id', message: text }),
  },
  // ---- Services
  'GET /get-all-services': {
    happy: async () => {
      const service = await newService('Listed', '/images/services/listed.svg');
      // The services grid and the management table: image, name, price, description, created and updated dates.
      return {
        answers: expect.arrayContaining([
          expect.objectContaining({
            id: service.id,
            name: service.name,
            description: service.description,
            price: 20,
            image: `${PUBLIC_URL}/images/services/listed.svg`,
            createdAt: text,
            updatedAt: text,
          }),
        ]),
      };
    },
    answers: list,
    refusal: NO_INPUT,
    invalid: NO_INPUT,
  },
  'GET /get-detail-service-by-id': {
    happy: async () => ({ query: { id: (await newService()).id } }),
    reads: { errCode: 0, id: number, name: text, description: text, price: 20, data: expect.objectContaining({ price: 20 }) },
    refusal: async () => ({ query: { id: 999_999_999 }, errCode: 404, message: messages.service.notFound }),
    invalid: "any id that names no bookable service, 'abc' too, is 'Service not found.' (404), which the service page shows",
  },
  'POST /create-service': {
    happy: async () => ({
      as: admin,
      multipart: { fields: { name: 'Contract colour', description: 'Made by the contract test', price: 30 }, file: png },
    }),
    reads: { errCode: 0, errMessage: text },
    refusal: async () => ({
      as: admin,
      multipart: { fields: { name: '', description: 'Made by the contract test', price: 30 }, file: png },
      errCode: 400,
      message: messages.service.nameRequired,
    }),
    invalid: async () => ({
      as: admin,
      multipart: { fields: { name: 'Contract colour', description: 'Made by the contract test', price: '' }, file: png },
      field: 'price',
      message: messages.service.priceRequired,
    }),
  },
  'PUT /update-service': {
    happy: async () => ({
      as: admin,
      multipart: { fields: { id: (await newService()).id, name: 'Renamed', description: 'Changed by the contract test', price: 22.5 } },
    }),
    reads: { errCode: 0, errMessage: text },
    refusal: async () => ({
      as: admin,
      multipart: { fields: { id: 999_999_999, name: 'Renamed', description: 'Changed', price: 22.5 } },
      errCode: 404,
      message: messages.service.notFound,
    }),
    invalid: async () => ({
      as: admin,
      multipart: { fields: { id: (await newService()).id, name: 'Renamed', description: '', price: 22.5 } },
      field: 'description',
      message: messages.service.descriptionRequired,
    }),
  },
  'DELETE /delete-service': {
    happy: async () => ({ as: admin, query: { id: (await newService()).id } }),
    reads: { errCode: 0, errMessage: text },
    refusal: async () => ({ as: admin, query: { id: 999_999_999 }, errCode: 404, message: messages.service.notFound }),
    invalid: async () => ({ as: admin, query: { id: 'abc' }, field: 'id', message: text }),
  },
  // ---- Stylists and salaries
  'GET /get-all-stylist': {
    // The stylist table: name, email, phone, gender, position and the salary columns; salaryData is an object of
    // nulls for a stylist with no salary record (item 5).
    happy: async () => ({
      as: admin,
      reads: {
        data: expect.arrayContaining([
          expect.objectContaining({
            id: stylist.id,
            firstName: 'Minh',
            lastName: stylist.lastName,
            email: stylist.email,
            phoneNumber: stylist.phoneNumber,
            gender: stylist.gender,
            image: `${PUBLIC_URL}/images/stylists/minh.svg`,
            positionId: 'P2',
            salaryData: expect.any(Object),
          }),
          expect.objectContaining({
            id: newcomer.id,
            firstName: 'Newcomer',
            salaryData: expect.objectContaining({ SalaryId: null, BaseSalary: null, Bonuses: null, TotalSalary: null, PaidOn: null }),
          }),
        ]),
      },
    }),
    reads: { data: list },
    refusal: NO_INPUT,
    invalid: NO_INPUT,
  },
  'GET /get-detail-stylist-by-id': {
    happy: async () => ({ query: { id: stylist.id } }),
    reads: {
      id: number,
      firstName: 'Minh',
      lastName: text,
      image: `${PUBLIC_URL}/images/stylists/minh.svg`,
      positionId: 'P2',
      salaryData: expect.any(Object),
    },
    refusal: async () => ({ query: { id: customer.id }, errCode: 404, message: messages.generic.notFound }),
    invalid: async () => ({ query: { id: 'abc' }, field: 'id', message: text }),
  },
  'POST /calculate-salary': {
    happy: async () => ({ as: admin, json: { stylistId: stylist.id, month: '01', year: '2026' } }),
    // Its client shows any `message` as an error: the success says what happened in errMessage and errMsg only.
    reads: { errMessage: messages.salary.created, errMsg: messages.salary.created },
    refusal: async () => ({
      as: admin,
      json: { stylistId: stylist.id, month: '13', year: '2026' },
      errCode: 400,
      message: messages.salary.monthInvalid,
    }),
    invalid: async () => ({
      as: admin,
      json: { stylistId: stylist.id, month: '01', year: '1800' },
      field: 'year',
      message: messages.salary.yearInvalid,
    }),
  },
  'GET /get-salaries-by-stylistId': {
    happy: async () => {
      const { salary } = await (await t.caller(admin)).salary.calculate({ stylistId: stylist.id, month: '6', year: '2024' });
      // The stylist's salary screen: BaseSalary, Bonuses, Month, Year, TotalSalary, Paid / Not Paid, Updated At.
      return {
        as: stylist,
        query: { stylistId: stylist.id },
        answers: expect.arrayContaining([
          expect.objectContaining({
            SalaryId: salary.id,
            BaseSalary: salary.BaseSalary,
            Bonuses: salary.Bonuses,
            Month: 6,
            Year: 2024,
            TotalSalary: salary.TotalSalary,
            PaidOn: null,
            updatedAt: text,
          }),
        ]),
      };
    },
    answers: list,
    refusal: async () => ({ as: admin, query: { stylistId: 'mine' }, errCode: 400, message: text }),
    invalid: async () => ({ as: admin, query: { stylistId: 'mine' }, field: 'stylistId', message: text }),
  },
  'PUT /update-paid-on-salaries': {
    happy: async () => ({ as: admin, json: { id: (await unpaidSalary()).id } }),
    reads: { errCode: 0, errMessage: text },
    refusal: async () => {
      const salary = await unpaidSalary();
      await (await t.caller(admin)).salary.pay({ id: salary.id });
      return { as: admin, json: { id: salary.id }, errCode: 400, message: messages.salary.alreadyPaid };
    },
    invalid: async () => ({ as: admin, json: { id: 'abc' }, field: 'id', message: text }),
  },
  'POST /complete-service': {
    happy: async () => ({ as: stylist, json: { bookingId: (await bookingInStatus('S2')).booking.id } }),
    reads: { errCode: 0, errMsg: messages.booking.completed },
    refusal: async () => ({
      as: stylist,
      json: { bookingId: (await pendingBooking()).bookingId },
      errCode: 400,
      message: messages.booking.notCompletable,
    }),
    invalid: async () => ({ as: stylist, json: { bookingId: 'abc' }, field: 'bookingId', message: text }),
  },
  // ---- Services' reference codes and feedback
  'GET /get-allcode': {
    happy: async () => ({ query: { type: 'TIME' } }),
    // Every time slot definition, in time order: keyMap, valueVi, valueEn (spec §3).
    answers: TIME_SLOTS.map(({ keyMap, valueVi, valueEn }) => ({ keyMap, valueVi, valueEn })),
    refusal: 'an unknown type is an empty list',
    invalid: async () => ({ query: { type: 'T'.repeat(51) }, field: 'type', message: text }),
  },
  'GET /get-feedback-by-serviceId': {
    happy: async () => ({ query: { serviceId: (await serviceWithFeedback(5)).id } }),
    // Every review: the spec's client pages them itself, 4 per page (item 9).
    reads: { feedback: expect.toSatisfy((items: unknown[]) => items.length === 5), data: list },
    refusal: async () => ({ query: { serviceId: 999_999_999 }, errCode: 404, message: messages.service.notFound }),
    invalid: async () => ({ query: { serviceId: 'abc' }, field: 'serviceId', message: text }),
  },
  'POST /create-feedback': {
    happy: async () => {
      const { booking, service } = await bookingInStatus('S3');
      return {
        as: customer,
        json: { rating: 5, comment: 'Lovely work, thank you', bookingId: booking.id, serviceId: service.id, customerId: customer.id },
      };
    },
    reads: { success: true, message: messages.feedback.created, errMessage: messages.feedback.created },
    refusal: async () => {
      const { booking, service } = await bookingInStatus('S3');
      return {
        as: customer,
        json: { rating: 5, comment: 'Meh', bookingId: booking.id, serviceId: service.id },
        errCode: 400,
        message: messages.feedback.commentMin,
      };
    },
    invalid: async () => {
      const { booking, service } = await bookingInStatus('S3');
      return {
        as: customer,
        json: { comment: 'Lovely work, thank you', bookingId: booking.id, serviceId: service.id },
        field: 'rating',
        message: messages.feedback.ratingRequired,
      };
    },
  },
  'POST /upload-image': {
    happy: async () => ({ as: customer, multipart: { fields: {}, file: png } }),
    // url absolute like every image field (item 8); path is what the web app saves a record with.
    reads: {
      url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/uploads/[a-f0-9]{32}\\.png$`)),
      path: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
      data: { url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/uploads/`)), path: expect.stringMatching(/^\/uploads\//) },
    },
    refusal: async () => ({
      as: customer,
      multipart: { fields: {}, file: Buffer.from('not a picture') },
      errCode: 400,
      message: messages.profile.avatarInvalid,
    }),
    invalid: async () => ({
      as: customer,
      multipart: { fields: {}, file: Buffer.from('not a picture') },
      field: 'imageFile',
      message: messages.profile.avatarInvalid,
    }),
  },
  // ---- Schedules and times
  'GET /get-schedule-stylist-by-date': {
    happy: async () => {
      const date = await openDay();
      // The booking form's slot grid and the schedule screen: every slot, in time order, with its label and status.
      return {
        query: { stylistId: stylist.id, date },
        reads: {
          data: TIME_SLOTS.map((slot) =>
            expect.objectContaining({
              id: number,
              stylistId: stylist.id,
              date: Date.parse(`${salonDayKey(date)}T00:00:00Z`),
              timeType: slot.keyMap,
              statusTime: 'enable',
              timeTypeData: expect.objectContaining({ valueVi: slot.valueVi, valueEn: slot.valueEn }),
              stylistData: expect.objectContaining({ firstName: 'Minh', lastName: stylist.lastName }),
            }),
          ),
        },
      };
    },
    reads: { data: list },
    refusal: async () => ({ query: { stylistId: stylist.id }, errCode: 400, message: messages.schedule.viewerRequired }),
    invalid: async () => ({ query: { stylistId: stylist.id }, field: 'date', message: messages.schedule.viewerRequired }),
  },
  'POST /create-schedule': {
    happy: async () => ({
      as: staff,
      json: { arrSchedule: [{ stylistId: stylist.id, date: addSalonDays(salonToday(t.now().getTime()), 40), timeType: 'T1' }] },
    }),
    reads: { errCode: 0, errMsg: text },
    refusal: async () => ({ as: staff, json: { arrSchedule: [] }, errCode: 400, message: messages.schedule.selectionRequired }),
    invalid: async () => ({ as: staff, json: { arrSchedule: [] }, field: 'arrSchedule', message: messages.schedule.selectionRequired }),
  },
  // ---- Bookings
  'GET /get-all-booking': {
    happy: async () => {
      const booking = await pendingBooking();
      return { as: staff, query: { date: booking.date }, reads: { data: expect.arrayContaining([await bookingAsRead(booking)]) } };
    },
    reads: { data: list },
    refusal: async () => ({ as: staff, query: {}, errCode: 400, message: messages.booking.dateRequired }),
    invalid: async () => ({ as: staff, query: { date: 'today' }, field: 'date', message: messages.booking.dateRequired }),
  },
  'POST /customer-book-appointment': {
    happy: async () => ({ form: bookingForm(await openDay(), 'T6', (await newService()).id) }),
    reads: { errCode: 0, errMsg: messages.booking.success, data: expect.objectContaining({ approvalUrl: text, amount: 20 }) },
    refusal: async () => {
      const taken = await pendingBooking();
      return { form: bookingForm(taken.date, 'T3', taken.service.id), errCode: 409, message: messages.booking.slotTaken };
    },
    invalid: async () => ({
      form: bookingForm(await openDay(), 'T6', (await newService()).id).map(([k, v]): [string, string | number] => [
        k,
        k === 'phone' ? '' : v,
      ]),
      field: 'phone',
      message: messages.booking.phoneRequired,
    }),
  },
  'GET /get-list-customer-booking-for-stylist': {
    happy: async () => {
      const booking = await pendingBooking();
      await t.deps.db.update(schema.bookings).set({ statusId: 'S2' }).where(eq(schema.bookings.id, booking.bookingId));
      // The shift screen: Customer Name, Email, Time, Status.
      return {
        as: stylist,
        query: { stylistId: stylist.id, date: booking.date },
        reads: { data: expect.arrayContaining([await bookingAsRead(booking, 'S2')]) },
      };
    },
    reads: { data: list },
    refusal: async () => ({
      as: stylist,
      query: { stylistId: stylist.id, date: 'today' },
      errCode: 400,
      message: messages.booking.dateRequired,
    }),
    invalid: async () => ({
      as: stylist,
      query: { stylistId: stylist.id, date: 'today' },
      field: 'date',
      message: messages.booking.dateRequired,
    }),
  },
  'GET /get-booking-by-id': {
    happy: async () => {
      const booking = await pendingBooking();
      // Order history: service name, stylist, day, status.
      return { as: customer, query: { customerId: customer.id }, reads: { data: expect.arrayContaining([await bookingAsRead(booking)]) } };
    },
    reads: { data: list },
    refusal: async () => ({ as: customer, query: { customerId: 'me' }, errCode: 400, message: text }),
    invalid: async () => ({ as: customer, query: { customerId: 'me' }, field: 'customerId', message: text }),
  },
  'PUT /cancel-booking-for-customer': {
    happy: async () => ({ as: customer, json: { bookingId: (await pendingBooking()).bookingId } }),
    reads: { errCode: 0, errMessage: messages.booking.cancelled },
    refusal: async () => ({
      as: customer,
      json: { bookingId: (await bookingInStatus('S2')).booking.id },
      errCode: 400,
      message: messages.booking.notCancellable,
    }),
    invalid: async () => ({ as: customer, json: { bookingId: 'abc' }, field: 'bookingId', message: text }),
  },
  'POST /cancel-booking-for-staff': {
    happy: async () => ({
      as: staff,
      json: { bookingId: (await pendingBooking()).bookingId, email: 'x@example.com', firstName: 'X', stylistName: 'Y', timeString: 'Z' },
    }),
    reads: { errCode: 0, errMessage: messages.booking.cancelled },
    refusal: async () => ({
      as: staff,
      json: { bookingId: (await bookingInStatus('S3')).booking.id },
      errCode: 400,
      message: messages.booking.notCancellable,
    }),
    invalid: async () => ({ as: staff, json: { bookingId: 'abc' }, field: 'bookingId', message: text }),
  },
  'POST /payment-and-verify-book-appointment': {
    happy: async () => {
      const created = await pendingBooking();
      const token = t.paypal.orderIdOf(created.approvalUrl);
      t.paypal.mock.approve(token);
      return {
        form: [
          ['token', token],
          ['paymentId', created.paymentId],
          ['payerId', 'PAYER'],
          ['stylistId', stylist.id],
        ],
      };
    },
    reads: { errCode: 0, message: messages.payment.success },
    refusal: async () => {
      const created = await pendingBooking();
      return {
        form: [
          ['token', 'SOMEONE-ELSES-ORDER'],
          ['paymentId', created.paymentId],
          ['payerId', 'PAYER'],
          ['stylistId', stylist.id],
        ],
        errCode: 400,
        message: messages.payment.mismatch,
      };
    },
    invalid: async () => {
      const created = await pendingBooking();
      return {
        form: [
          ['token', ''],
          ['paymentId', created.paymentId],
          ['payerId', 'PAYER'],
          ['stylistId', stylist.id],
        ],
        field: 'token',
        message: text,
      };
    },
  },
  // ---- Dashboard: each total a bare number, as the original answered
  'GET /total-users': {
    happy: async () => ({ as: admin, answers: (await totalsFromDatabase()).users }),
    answers: number,
    refusal: NO_INPUT,
    invalid: NO_INPUT,
  },
  'GET /revenue': {
    happy: async () => ({ as: admin, answers: (await totalsFromDatabase()).revenue }),
    answers: number,
    refusal: NO_INPUT,
    invalid: NO_INPUT,
  },
  'GET /total-bookings': {
    happy: async () => ({ as: admin, answers: (await totalsFromDatabase()).bookings }),
    answers: number,
    refusal: NO_INPUT,
    invalid: NO_INPUT,
  },
  'GET /total-feedback': {
    happy: async () => ({ as: admin, answers: (await totalsFromDatabase()).feedback }),
    answers: number,
    refusal: NO_INPUT,
    invalid: NO_INPUT,
  },
  'GET /dashboard-monthly-revenue': {
    happy: async () => ({ as: admin, query: { year: 2026 } }),
    reads: { data: list },
    refusal: async () => ({ as: admin, query: { year: 1800 }, errCode: 400, message: text }),
    invalid: async () => ({ as: admin, query: { year: 1800 }, field: 'year', message: text }),
  },
  'GET /dashboard-recent-sales': {
    happy: async () => ({ as: admin }),
    reads: { salesThisMonth: number },
    refusal: NO_INPUT,
    invalid: NO_INPUT,
  },
};

/** The dashboard's four totals, counted from plain rows: active customers, captured money net of refunds, bookings, feedback. */
async function totalsFromDatabase() {
  const people = await t.deps.db.select().from(schema.users);
  const payments = await t.deps.db.select().from(schema.payments);
  const netCents = payments
    .filter((p) => (p.status === 'captured' || p.status === 'refunded') && p.capturedAt)
    .reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
  return {
    users: people.filter((u) => u.roleId === Role.Customer && u.status === 'Active').length,
    revenue: netCents / 100,
    bookings: await t.deps.db.$count(schema.bookings),
    feedback: await t.deps.db.$count(schema.feedback),
  };
}

/** A service with `count` reviews by the customer, each on a completed booking of its own. */
async function serviceWithFeedback(count: number) {
  const service = await newService('Reviewed');
  for (let i = 0; i < count; i++) {
    const { booking } = await bookingInStatus('S3');
    await t.deps.db.insert(schema.bookingServices).values({ bookingId: booking.id, serviceId: service.id, priceCents: 2000 });
    await t.deps.db
      .insert(schema.feedback)
      .values({ bookingId: booking.id, serviceId: service.id, customerId: customer.id, rating: 5, comment: `Review ${i}` });
  }
  return service;
}

async function unpaidSalary() {
  const result = await (await t.caller(admin)).salary.calculate({
    stylistId: stylist.id,
    month: String(1 + (slotCounter++ % 12)),
    year: '2025',
  });
  await t.deps.db.update(schema.salaries).set({ paidOn: null }).where(eq(schema.salaries.id, result.salary.id));
  return result.salary;
}

const keyOf = (r: RestRoute) => `${r.method} ${r.path}`;
const userFor = (role: RoleId) => ({ R1: staff, R2: admin, R3: stylist, R4: customer })[role];

/** Every image field anywhere in a body: a record's image, an upload's url. */
function imagesIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) imagesIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'image' || key === 'url') found.push(field);
      else imagesIn(field, found);
    }
  }
  return found;
}

/** A success as the spec client sees it (issue 11 items 1, 4 and 8). */
function expectReadableSuccess(route: RestRoute, answer: SpecAnswer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ errCode: 0, success: true });
  expect(answer.errorToast).toBeUndefined();
  expect(answer.body).toHaveProperty('data');
  // The success message in all three fields (a client toasting errMessage shows it), and nothing that reads as an error;
  // where the client shows any `message` as an error, there is none.
  if (SHOWS_ANY_MESSAGE.includes(`/api${route.path}`)) expect(answer.body).not.toHaveProperty('message');
  else expect(answer.body.message).toBe(answer.body.errMessage);
  expect(typeof answer.body.errMessage).toBe('string');
  expect(String(answer.body.errMessage).length).toBeGreaterThan(0);
  expect(answer.body.errMsg).toBe(answer.body.errMessage);
  for (const field of ['errors', 'fieldErrors', 'error']) expect(answer.body).not.toHaveProperty(field);
  for (const image of imagesIn(answer.body)) {
    if (image !== null) expect(String(image).startsWith(`${PUBLIC_URL}/`), `image ${image} is absolute`).toBe(true);
  }
}

/**
 * A success of a row that answers the value itself (issue 20 item 5): HTTP 200, the body a JSON array or number with
 * no envelope around it, and nothing the client would toast; image fields absolute as everywhere.
 */
function expectBareSuccess(answer: SpecAnswer, shape: 'list' | 'number') {
  expect(answer.status, JSON.stringify(answer.value)).toBe(200);
  if (shape === 'list') expect(Array.isArray(answer.value), JSON.stringify(answer.value)).toBe(true);
  else expect(typeof answer.value, JSON.stringify(answer.value)).toBe('number');
  expect(answer.errorToast).toBeUndefined();
  for (const image of imagesIn(answer.value)) {
    if (image !== null) expect(String(image).startsWith(`${PUBLIC_URL}/`), `image ${image} is absolute`).toBe(true);
  }
}

/** A success of the row as the spec client reads it: the envelope, or the bare value where the row answers one. */
function expectSuccessOf(route: RestRoute, answer: SpecAnswer) {
  if (route.bare) expectBareSuccess(answer, route.bare.shape);
  else expectReadableSuccess(route, answer);
}

/** A refusal as the spec client sees it: a readable body with errCode ≠ 0 and the message toasted (item 3). */
function expectShownRefusal(answer: SpecAnswer, status: number, errCode: number, message: unknown) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ success: false, errCode });
  expect(answer.errorToast).toEqual(message);
  expect(answer.body.errMsg).toBe(answer.body.errMessage);
  expect(answer.body.message).toBe(answer.body.errMessage);
  expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe('the REST contract', () => {
  it('has a contract for every row of the table and no stale one', () => {
    expect(Object.keys(contract).sort()).toEqual(restRoutes.map(keyOf).sort());
    // A row that answers a bare value says what the value is; every other row, what the client reads of the envelope.
    for (const route of restRoutes) {
      const row = contract[keyOf(route)];
      expect({ route: keyOf(route), reads: row?.reads !== undefined, answers: row?.answers !== undefined }).toEqual({
        route: keyOf(route),
        reads: !route.bare,
        answers: Boolean(route.bare),
      });
    }
  });

  it('answers the value itself, not an envelope, exactly where the original system did (issue 20 item 5)', () => {
    const bare = Object.fromEntries(restRoutes.filter((r) => r.bare).map((r) => [keyOf(r), r.bare?.shape]));
    expect(bare).toEqual({
      'GET /get-all-services': 'list',
      'GET /get-allcode': 'list',
      'GET /get-all-user': 'list',
      'GET /get-salaries-by-stylistId': 'list',
      'GET /total-users': 'number',
      'GET /revenue': 'number',
      'GET /total-bookings': 'number',
      'GET /total-feedback': 'number',
    });
  });

  for (const route of restRoutes) {
    const key = keyOf(route);
    const row = contract[key];
    describe(key, () => {
      it('exists, and answers a client on another origin with the envelope', async () => {
        const answer = await send(route, { params: { token: 'nothing' } });
        // The adapter's own not-found answer means no route matched.
        expect(answer.status === 404 && answer.body.errMessage === messages.generic.notFound).toBe(false);
        expect(answer.status).toBeLessThan(500);
        // A bare list or number where the row answers one (a public list asked for nothing); else the envelope.
        if (route.bare && typeof answer.value !== 'object') expect(typeof answer.value).toBe('number');
        else if (!(route.bare && Array.isArray(answer.value))) {
          expect(typeof answer.body.errCode).toBe('number');
          expect(typeof answer.body.success).toBe('boolean');
        }
      });

      if (accessOf(route) !== 'public') {
        it('refuses an anonymous caller with 401, kept so the client refreshes its session', async () => {
          const answer = await send(route, { ...(await row?.happy()), as: null });
          expectShownRefusal(answer, 401, 401, text);
        });
      }

      const allowed = accessOf(route);
      if (Array.isArray(allowed)) {
        for (const role of ROLE_IDS.filter((r) => !allowed.includes(r))) {
          it(`refuses role ${role} with 403, kept`, async () => {
            const answer = await send(route, { ...(await row?.happy()), as: userFor(role) });
            expectShownRefusal(answer, 403, 403, messages.session.forbidden);
          });
        }
      }

      const bare = route.bare;
      if (bare) {
        it(`succeeds, and the client reads the bare ${bare.shape === 'list' ? 'JSON array' : 'JSON number'}`, async () => {
          const req = (await row?.happy()) ?? {};
          const answer = await send(route, req);
          expectBareSuccess(answer, bare.shape);
          expect(answer.value).toEqual(row?.answers);
          // What the test set up is there, with the fields the client reads (e.g. the service it made is in the list).
          if (req.answers !== undefined) expect(answer.value).toEqual(req.answers);
          // Every header sent beside the value is readable by the page on its other origin.
          for (const header of Object.keys(bare.headers ?? {})) expect(answer.headers).toHaveProperty(header.toLowerCase());
        });
      } else {
        const reads = Object.keys(row?.reads ?? {}).join(', ');
        it(`succeeds, and the client reads ${reads} at the top level`, async () => {
          const req = (await row?.happy()) ?? {};
          const answer = await send(route, req);
          expectReadableSuccess(route, answer);
          expect(answer.body).toMatchObject(row?.reads ?? {});
          // What the test set up is there, with the fields the client reads (e.g. the booking it made is in the list).
          expect(answer.body).toMatchObject(req.reads ?? {});
        });
      }

      const refusal = row?.refusal;
      if (typeof refusal === 'function') {
        it('shows a refusal from the body of the answer', async () => {
          const { errCode, message, status = 200, ...req } = await refusal();
          expectShownRefusal(await send(route, req), status, errCode, message);
        });
      }

      const invalid = row?.invalid;
      if (typeof invalid === 'function') {
        it('shows a validation message from the body: errors as a text, fieldErrors as field → message', async () => {
          const { field, message, ...req } = await invalid();
          const answer = await send(route, req);
          expectShownRefusal(answer, 200, 400, message);
          const fieldErrors = answer.body.fieldErrors as Record<string, string> | undefined;
          expect(fieldErrors, JSON.stringify(answer.body)).toEqual(expect.objectContaining({ [field]: message }));
          // A client that toasts `errors` (edit-user and the service calls read it: spec §7) shows the field's message.
          expect(answer.errorsToast, JSON.stringify(answer.body)).toEqual(expect.any(String));
          expect(answer.errorsToast?.split('\n')).toContain(fieldErrors?.[field]);
        });
      }

      it('reads a query parameter sent twice with the same value as that value, and refuses different values', async () => {
        const req = (await row?.happy()) ?? {};
        const query = Object.entries(req.query ?? {});
        const [first] = query;
        if (!first) {
          // The row reads no query parameter: a stray one, even repeated with different values, changes nothing.
          expectSuccessOf(
            route,
            await client.call(
              await specRequest(route, req, [
                ['stray', '1'],
                ['stray', '2'],
              ]),
            ),
          );
          return;
        }
        if (route.method === 'GET') {
          const once = await send(route, req);
          const twice = await client.call(
            await specRequest(
              route,
              req,
              query.flatMap((entry) => [entry, entry]),
            ),
          );
          expectSuccessOf(route, twice);
          if (route.bare) expect(twice.value).toEqual(once.value);
          else expect(twice.body.data).toEqual(once.body.data);
        } else {
          const twice = await client.call(
            await specRequest(
              route,
              req,
              query.flatMap((entry) => [entry, entry]),
            ),
          );
          expectSuccessOf(route, twice);
        }
        const [name, value] = first;
        const differ = await client.call(
          await specRequest(route, (await row?.happy()) ?? {}, [first, [name, `${value}1`], ...query.slice(1)]),
        );
        expectShownRefusal(differ, 200, 400, messages.input.conflicting(name));
      });
    });
  }
});

const rowOf = (method: RestRoute['method'], path: string) => {
  const found = restRoutes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no row ${method} ${path}`);
  return found;
};

describe('the users list (item 2: without search or paging, every non-admin user)', () => {
  const usersList = rowOf('GET', '/get-all-user');

  /** Every user the database holds but admins, as the user management table shows them, oldest first. */
  async function nonAdminUsers() {
    const rows = await t.deps.db.select().from(schema.users).where(ne(schema.users.roleId, Role.Admin)).orderBy(asc(schema.users.id));
    return rows.map((u) =>
      expect.objectContaining({
        id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phoneNumber: u.phoneNumber,
        gender: u.gender,
        roleId: u.roleId,
        status: u.status,
      }),
    );
  }

  beforeAll(async () => {
    // Customers, staff and stylists, active and inactive, another admin; more than one page of 10 in all.
    for (const roleId of [Role.Customer, Role.Staff, Role.Stylist, Role.Admin]) {
      for (const status of ['Active', 'Inactive'] as const) await t.createUser({ roleId, status, firstName: `${roleId}-${status}` });
    }
    while ((await t.deps.db.$count(schema.users, ne(schema.users.roleId, Role.Admin))) <= 10) await t.createUser();
  });

  it('answers every customer, staff member and stylist, active or inactive, and no admin, as a bare array', async () => {
    const expected = await nonAdminUsers();
    for (const query of [{}, { search: '' }] as Record<string, string>[]) {
      const answer = await send(usersList, { as: admin, query });
      expectBareSuccess(answer, 'list');
      const data = answer.value as { roleId: string; status: string; passwordHash?: unknown }[];
      expect(data).toEqual(expected);
      expect(answer.headers['x-total-count']).toBe(String(expected.length));
      expect(data.filter((u) => u.roleId === Role.Admin)).toEqual([]);
      expect(new Set(data.map((u) => `${u.roleId} ${u.status}`))).toEqual(
        new Set(['R1 Active', 'R1 Inactive', 'R3 Active', 'R3 Inactive', 'R4 Active', 'R4 Inactive']),
      );
      for (const user of data) expect(containsSecret(user), JSON.stringify(user)).toBe(false);
    }
  });

  it('answers one page with page and limit, still a bare array, and the total of the whole list in X-Total-Count', async () => {
    const expected = await nonAdminUsers();
    const second = await send(usersList, { as: admin, query: { page: 2, limit: 3 } });
    expectBareSuccess(second, 'list');
    expect(second.value).toEqual(expected.slice(3, 6));
    // The page on its other origin reads the header (CORS exposes it).
    expect(second.headers['x-total-count']).toBe(String(expected.length));
    // page alone: the spec's 10 per page.
    const first = await send(usersList, { as: admin, query: { page: 1 } });
    expect(first.value).toEqual(expected.slice(0, 10));
    expect(first.headers['x-total-count']).toBe(String(expected.length));
    // A search narrows the list and the total alike.
    const search = await send(usersList, { as: admin, query: { search: 'R3-inactive' } });
    expect(search.value).toEqual([expect.objectContaining({ roleId: 'R3', status: 'Inactive' })]);
    expect(search.headers['x-total-count']).toBe('1');
    // A refusal keeps the envelope, and its status: a customer is refused (403), bad paging is shown (400).
    expectShownRefusal(await send(usersList, { as: customer, query: { page: 1 } }), 403, 403, messages.session.forbidden);
    expectShownRefusal(await send(usersList, { as: admin, query: { page: 'first' } }), 200, 400, text);
  });
});

describe('salaryData of a stylist with no salary record (item 5)', () => {
  const cases = [
    ['the stylists list', rowOf('GET', '/get-all-stylist')],
    ['the stylist detail', rowOf('GET', '/get-detail-stylist-by-id')],
  ] as const;
  for (const [name, route] of cases) {
    for (const caller of ['an anonymous visitor', 'an admin'] as const) {
      it(`is an object of five nulls on ${name}, for ${caller}`, async () => {
        const query: Record<string, number> = route.path === '/get-all-stylist' ? {} : { id: newcomer.id };
        const answer = await send(route, { as: caller === 'an admin' ? admin : null, query });
        expectReadableSuccess(route, answer);
        const shown =
          route.path === '/get-all-stylist' ? (answer.body.data as { id: number }[]).find((s) => s.id === newcomer.id) : answer.body;
        expect(shown).toMatchObject({
          id: newcomer.id,
          salaryData: { SalaryId: null, BaseSalary: null, Bonuses: null, TotalSalary: null, PaidOn: null },
        });
        if (route.path !== '/get-all-stylist') expect(answer.body.data).toMatchObject({ salaryData: { PaidOn: null } });
      });
    }
  }
});

describe("the spec client's session", () => {
  const login = restRoutes.find((r) => r.path === '/login') as RestRoute;
  const points = restRoutes.find((r) => r.method === 'GET' && r.path === '/get-user-points') as RestRoute;

  it('refreshes by posting { accessToken, refreshToken } to /login (item 7)', async () => {
    const first = await session();
    const refreshed = await send(login, { json: { accessToken: first.accessToken, refreshToken: first.refreshToken } });
    expectReadableSuccess(login, refreshed);
    expect(refreshed.body).toMatchObject({ success: true, accessToken: text, refreshToken: text });
    expect(refreshed.body.refreshToken).not.toBe(first.refreshToken);
    // The old refresh token was rotated: presenting it again after the reuse window ends the session (401, kept).
    t.advance(t.config.refreshReuseWindowSeconds * 1000);
    const reused = await send(login, { json: { accessToken: first.accessToken, refreshToken: first.refreshToken } });
    expectShownRefusal(reused, 401, 401, messages.session.expired);
  });

  it('shows a wrong password and an inactive account from a 200 answer; a missing or expired token stays 401 (item 3)', async () => {
    expectShownRefusal(
      await send(login, { json: { email: customer.email, password: 'nope-nope' } }),
      200,
      400,
      messages.login.invalidCredentials,
    );
    const inactive = await t.createUser({ status: 'Inactive' });
    expectShownRefusal(
      await send(login, { json: { email: inactive.email, password: inactive.password } }),
      200,
      403,
      messages.login.inactive,
    );
    expectShownRefusal(await send(points, { query: { id: customer.id } }), 401, 401, messages.session.unauthenticated);
    const expired = await t.tokenFor(customer);
    t.advance(16 * 60_000);
    const late = await client.call({ method: 'GET', url: `/api/get-user-points?id=${customer.id}`, bearer: expired });
    expectShownRefusal(late, 401, 401, messages.session.unauthenticated);
  });

  it.each(ROLE_IDS)(
    "answers %s's PUT of their own id with no value, sent as the header sends it, with their points (issue 20 item 7)",
    async (role) => {
      const user = await t.createUser({ roleId: role, points: 9 });
      const bearer = await t.tokenFor(user);
      const answer = await client.call({ method: 'PUT', url: `/api/get-user-points?id=${user.id}`, bearer });
      expectReadableSuccess(points, answer);
      expect(answer.body).toMatchObject({ points: 9, id: user.id });
      // Setting a value stays the admin's.
      if (role !== Role.Admin) {
        const set = await client.call({ method: 'PUT', url: `/api/get-user-points?id=${user.id}`, bearer, json: { points: 30 } });
        expectShownRefusal(set, 403, 403, messages.session.forbidden);
        const [stored] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, user.id));
        expect(stored?.points).toBe(9);
      }
    },
  );

  it.each(ROLE_IDS)('answers %s their own points, with or without an id (item 10)', async (role) => {
    const user = await t.createUser({ roleId: role, points: 7 });
    for (const query of [{ id: user.id }, {}, { id: '' }] as Record<string, string | number>[]) {
      const answer = await send(points, { as: user, query });
      expectReadableSuccess(points, answer);
      expect(answer.body).toMatchObject({ points: 7, id: user.id });
    }
  });
});
