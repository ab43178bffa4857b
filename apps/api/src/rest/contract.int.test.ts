import { schema } from '@hairsalon/db';
import { addSalonDays, messages, ROLE_IDS, Role, type RoleId, salonDayKey, salonToday } from '@hairsalon/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.js';
import { startTestApp, type TestApp, uniqueEmail } from '../testing/test-app.js';
import type { RestRoute } from './routes.js';
import { restRoutes } from './table.js';

/**
 * The REST contract (ARCHITECTURE §1a), walked over the single route table: every spec path answers with the
 * envelope, refuses anonymous and wrong-role callers where it should, and has one happy case.
 */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let admin: User;
let staff: User;
let stylist: User;
let customer: User;
let png: Buffer;
const DAY = 86_400_000;
let slotCounter = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.createUser({ roleId: Role.Admin });
  staff = await t.createUser({ roleId: Role.Staff });
  stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Minh' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P2' });
  customer = await t.createUser({ roleId: Role.Customer, points: 40 });
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
}

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

async function send(route: RestRoute, req: Request) {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => req.params?.[name] ?? 'x');
  const qs = req.query
    ? `?${new URLSearchParams(Object.entries(req.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : '';
  const headers: Record<string, string> = {};
  if (req.as) headers.authorization = `Bearer ${await t.tokenFor(req.as)}`;
  let payload: string | Buffer | object | undefined;
  if (req.json) payload = req.json;
  if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(req.form.map(([k, v]): [string, string] => [k, String(v)])).toString();
  }
  if (req.multipart) {
    const body = multipartBody(req.multipart.fields, req.multipart.file);
    headers['content-type'] = body.contentType;
    payload = body.payload;
  }
  return t.server.inject({ method: route.method, url: `/api${path}${qs}`, headers, ...(payload === undefined ? {} : { payload }) });
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

async function newService(name = 'Contract cut') {
  const [row] = await t.deps.db
    .insert(schema.services)
    .values({ name: `${name} ${Math.random()}`, description: 'A service made by the contract test', priceCents: 2000 })
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
  const res = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: customer.email, password: customer.password } });
  return res.json() as { accessToken: string; refreshToken: string };
}

/** One happy case per row, keyed 'METHOD /path'. */
const happy: Record<string, () => Promise<Request>> = {
  'POST /login': async () => ({ json: { email: customer.email, password: customer.password } }),
  'POST /register': async () => ({
    json: {
      firstName: 'New',
      lastName: 'Comer',
      email: uniqueEmail('contract'),
      password: 'salon-pass-1',
      confirmPassword: 'salon-pass-1',
    },
  }),
  'POST /forgot-password': async () => ({ json: { email: customer.email } }),
  'PUT /reset-password/:token': async () => {
    const target = await t.createUser();
    const token = `contract-${Math.random().toString(36).slice(2)}`;
    await t.deps.db
      .insert(schema.passwordResetTokens)
      .values({ userId: target.id, tokenHash: hashToken(token), expiresAt: new Date(t.now().getTime() + 30 * 60_000) });
    return { params: { token }, form: [['newPassword', 'brand-new-1']] };
  },
  'POST /refresh-token': async () => ({ json: { refreshToken: (await session()).refreshToken } }),
  'POST /logout': async () => ({ json: { refreshToken: (await session()).refreshToken } }),
  'GET /get-all-user': async () => ({ as: admin, query: { search: '', page: 1 } }),
  'GET /get-user-by-id': async () => ({ as: customer, query: { id: customer.id } }),
  'PUT /edit-user': async () => ({
    as: customer,
    multipart: {
      fields: { id: customer.id, firstName: 'An', lastName: 'Vo', phoneNumber: '912345678', email: customer.email, address: 'District 1' },
    },
  }),
  'GET /get-user-points': async () => ({ as: customer, query: { id: customer.id } }),
  'PUT /get-user-points': async () => ({ as: admin, query: { id: customer.id }, json: { points: 40 } }),
  'PUT /change-user-status': async () => ({ as: admin, query: { id: (await t.createUser()).id } }),
  'GET /get-all-services': async () => ({}),
  'GET /get-detail-service-by-id': async () => ({ query: { id: (await newService()).id } }),
  'POST /create-service': async () => ({
    as: admin,
    multipart: { fields: { name: 'Contract colour', description: 'Made by the contract test', price: 30 }, file: png },
  }),
  'PUT /update-service': async () => ({
    as: admin,
    multipart: { fields: { id: (await newService()).id, name: 'Renamed', description: 'Changed by the contract test', price: 22.5 } },
  }),
  'DELETE /delete-service': async () => ({ as: admin, query: { id: (await newService()).id } }),
  'GET /get-all-stylist': async () => ({}),
  'GET /get-detail-stylist-by-id': async () => ({ query: { id: stylist.id } }),
  'GET /get-allcode': async () => ({ query: { type: 'TIME' } }),
  'GET /get-feedback-by-serviceId': async () => ({ query: { serviceId: (await newService()).id, page: 1 } }),
  'POST /create-feedback': async () => {
    const { booking, service } = await bookingInStatus('S3');
    return {
      as: customer,
      json: { rating: 5, comment: 'Lovely work, thank you', bookingId: booking.id, serviceId: service.id, customerId: customer.id },
    };
  },
  'POST /upload-image': async () => ({ as: customer, multipart: { fields: {}, file: png } }),
  'GET /get-schedule-stylist-by-date': async () => ({ query: { stylistId: stylist.id, date: await openDay() } }),
  'POST /create-schedule': async () => ({
    as: staff,
    json: { arrSchedule: [{ stylistId: stylist.id, date: addSalonDays(salonToday(t.now().getTime()), 40), timeType: 'T1' }] },
  }),
  'GET /get-all-booking': async () => ({ as: staff, query: { date: salonToday(t.now().getTime()) } }),
  'POST /customer-book-appointment': async () => {
    const date = await openDay();
    const service = await newService();
    return {
      form: [
        ['phone', '912345678'],
        ['fullName', 'Guest Contract'],
        ['email', 'guest@example.com'],
        ['stylistId', stylist.id],
        ['date', date],
        ['timeType', 'T6'],
        ['serviceIds[]', service.id],
        ['amount', 20],
        ['pointsToUse', 0],
        ['usePoints', 'false'],
      ],
    };
  },
  'GET /get-list-customer-booking-for-stylist': async () => ({
    as: stylist,
    query: { stylistId: stylist.id, date: salonToday(t.now().getTime()) },
  }),
  'GET /get-booking-by-id': async () => ({ as: customer, query: { customerId: customer.id } }),
  'PUT /cancel-booking-for-customer': async () => ({ as: customer, json: { bookingId: (await pendingBooking()).bookingId } }),
  'POST /cancel-booking-for-staff': async () => ({
    as: staff,
    json: { bookingId: (await pendingBooking()).bookingId, email: 'x@example.com', firstName: 'X', stylistName: 'Y', timeString: 'Z' },
  }),
  'POST /complete-service': async () => ({ as: stylist, json: { bookingId: (await bookingInStatus('S2')).booking.id } }),
  'POST /payment-and-verify-book-appointment': async () => {
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
  'POST /calculate-salary': async () => ({ as: admin, json: { stylistId: stylist.id, month: '01', year: '2026' } }),
  'GET /get-salaries-by-stylistId': async () => ({ as: stylist, query: { stylistId: stylist.id } }),
  'PUT /update-paid-on-salaries': async () => {
    const result = await (await t.caller(admin)).salary.calculate({
      stylistId: stylist.id,
      month: String(1 + (slotCounter++ % 12)),
      year: '2025',
    });
    return { as: admin, json: { id: result.salary.id } };
  },
  'GET /total-users': async () => ({ as: admin }),
  'GET /revenue': async () => ({ as: admin }),
  'GET /total-bookings': async () => ({ as: admin }),
  'GET /total-feedback': async () => ({ as: admin }),
  'GET /dashboard-monthly-revenue': async () => ({ as: admin }),
  'GET /dashboard-recent-sales': async () => ({ as: admin }),
};

const keyOf = (r: RestRoute) => `${r.method} ${r.path}`;
const userFor = (role: RoleId) => ({ R1: staff, R2: admin, R3: stylist, R4: customer })[role];

function expectEnvelope(body: Record<string, unknown>, ok: boolean) {
  if (ok) {
    expect(body).toMatchObject({ errCode: 0, success: true });
    expect(body).toHaveProperty('data');
  } else {
    expect(body.success).toBe(false);
    expect(body.errCode).not.toBe(0);
    expect(typeof body.errMessage).toBe('string');
    expect(body.errMsg).toBe(body.errMessage);
    expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }
}

describe('the REST contract', () => {
  it('has a happy case for every row of the table and no stale case', () => {
    expect(Object.keys(happy).sort()).toEqual(restRoutes.map(keyOf).sort());
  });

  for (const route of restRoutes) {
    const key = keyOf(route);
    describe(key, () => {
      it('answers with the envelope (the path exists)', async () => {
        const res = await send(route, { params: { token: 'nothing' } });
        expect(res.headers['content-type']).toContain('application/json');
        const body = res.json();
        // The adapter's own not-found answer means no route matched.
        expect(res.statusCode === 404 && body.errMessage === messages.generic.notFound).toBe(false);
        expectEnvelope(body, res.statusCode === 200);
        expect(res.statusCode).toBeLessThan(500);
      });

      if (route.access !== 'public') {
        it('refuses an anonymous caller with 401', async () => {
          const res = await send(route, (await happy[key]?.().then((r) => ({ ...r, as: null }))) ?? {});
          expect(res.statusCode).toBe(401);
          expectEnvelope(res.json(), false);
        });
      }

      const allowed = route.access;
      if (Array.isArray(allowed)) {
        const wrong = ROLE_IDS.filter((r) => !allowed.includes(r));
        for (const role of wrong) {
          it(`refuses role ${role} with 403`, async () => {
            const req = (await happy[key]?.()) ?? {};
            const res = await send(route, { ...req, as: userFor(role) });
            expect(res.statusCode).toBe(403);
            expectEnvelope(res.json(), false);
          });
        }
      }

      it('has a happy case', async () => {
        const build = happy[key];
        expect(build, `no happy case for ${key}`).toBeDefined();
        const res = await send(route, (await build?.()) ?? {});
        expect(res.statusCode, res.body).toBe(200);
        expectEnvelope(res.json(), true);
      });
    });
  }
});
