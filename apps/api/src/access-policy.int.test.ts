import { schema } from '@hairsalon/db';
import {
  addSalonDays,
  BookingStatus,
  messages,
  ROLE_IDS,
  Role,
  type RoleId,
  salonDayKey,
  salonToday,
  TIME_SLOT_IDS,
  UserStatus,
} from '@hairsalon/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessPolicy, allows, type ProcedurePath, policyOf } from './access-policy.js';
import type { RestRoute } from './rest/routes.js';
import { restRoutes } from './rest/table.js';
import { appRouter } from './routers/index.js';
import { startTestApp, type TestApp, uniqueEmail } from './testing/test-app.js';
import { trpcTestClient } from './testing/trpc-client.js';
import type { ProcedureMeta } from './trpc.js';

/**
 * The access policy (access-policy.ts) against the running app: every procedure of the app router, for anonymous
 * and each role, over tRPC's HTTP endpoint and over every REST row that calls it. A caller the policy refuses gets
 * 401 (anonymous) or 403 (a wrong role) and changes nothing in the database; a caller it allows gets past the
 * check (its minimal input may then be refused as invalid, never 401 or 403). Then each rule of the table
 * (whose bookings, whose salary) with two users of the same role.
 */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
type Who = 'anonymous' | RoleId;
const CALLERS: readonly Who[] = ['anonymous', ...ROLE_IDS];

/** The walk's caller of each role ("A"), and a second customer and stylist ("B") for the rules. */
const users = {} as Record<RoleId, User>;
const tokens = {} as Record<RoleId, string>;
let customerB: User;
let stylistB: User;
let tokenCustomerB: string;
let tokenStylistB: string;
/** Inputs that aim the walk at real rows, so a caller let in by mistake would change something. */
const inputs: Partial<Record<ProcedurePath, Record<string, unknown>>> = {};
/** What the rules' cases act on. */
let serviceId: number;
let bookingOfB: { id: number };
let confirmedOfStylistB: { id: number };
let completedOfB: { id: number };
let waitlistOfB: { id: number };
let salaryOfStylistB: { id: number };
/**
 * A second location (issue 24) in another zone, with its own staff member, stylist, bookings and time off: what the
 * location cases act on. The walk's staff and stylists work at the first location (location 1).
 */
const HOME = 1;
let sydney: { id: number };
let staffSydney: User;
let tokenStaffSydney: string;
let stylistSydney: User;
let bookingAtSydney: { id: number };
let bookingAtHome: { id: number };
let timeOffAtSydney: { id: number };
let timeOffAtHome: { id: number };

// tRPC types _def.procedures as the nested router record; at run time it is flat, by dotted path (as openapi.ts reads it).
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>,
).map(([path, procedure]) => ({ path, type: procedure._def.type }));

let slot = 0;
/** A booking straight in the database, on a (day, slot) of its own: `dayOffset` days from the test clock's today. */
async function booking(values: { customerId: number | null; stylistId: number; statusId: string; dayOffset: number }) {
  const index = slot++;
  const day = salonDayKey(addSalonDays(salonToday(t.now().getTime()), values.dayOffset + Math.floor(index / TIME_SLOT_IDS.length)));
  const [row] = await t.deps.db
    .insert(schema.bookings)
    .values({
      customerId: values.customerId,
      stylistId: values.stylistId,
      statusId: values.statusId,
      day,
      timeType: TIME_SLOT_IDS[index % TIME_SLOT_IDS.length] as string,
      fullName: 'Walk Customer',
      email: 'walk.customer@test.hairsalon',
      phone: '912345678',
      subtotalCents: 2500,
      amountCents: 2500,
    })
    .returning();
  if (!row) throw new Error('booking');
  await t.deps.db.insert(schema.bookingServices).values({ bookingId: row.id, serviceId, priceCents: 2500 });
  return row;
}

async function stylistUser() {
  const user = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: user.id, positionId: 'P1' });
  return user;
}

beforeAll(async () => {
  // A database of its own: "nothing changed" compares every table, which no other suite writes to meanwhile.
  t = await startTestApp({ isolated: true });
  for (const roleId of ROLE_IDS) users[roleId] = roleId === Role.Stylist ? await stylistUser() : await t.createUser({ roleId });
  for (const roleId of ROLE_IDS) tokens[roleId] = await t.tokenFor(users[roleId]);
  customerB = await t.createUser({ roleId: Role.Customer });
  stylistB = await stylistUser();
  tokenCustomerB = await t.tokenFor(customerB);
  tokenStylistB = await t.tokenFor(stylistB);

  const [cut, spare] = await t.deps.db
    .insert(schema.services)
    .values([
      { name: 'Walk cut', description: 'One hour', priceCents: 2500 },
      { name: 'Walk spare', description: 'Deleted by the walk', priceCents: 1000 },
    ])
    .returning();
  if (!cut || !spare) throw new Error('services');
  serviceId = cut.id;

  const customerA = users[Role.Customer];
  const stylistA = users[Role.Stylist];
  const target = await t.createUser({ roleId: Role.Customer });
  // Erased by the admin's allowed call: a customer of its own, so the walk's callers keep their accounts.
  const erasable = await t.createUser({ roleId: Role.Customer });
  // A staff member the admin may move (to their own location: nothing changes, whoever walks first).
  const mover = await t.createUser({ roleId: Role.Staff });
  const [salary, salaryB] = await t.deps.db
    .insert(schema.salaries)
    .values([
      { stylistId: stylistA.id, month: 1, year: 2030, baseSalaryCents: 100_000, totalSalaryCents: 100_000 },
      { stylistId: stylistB.id, month: 1, year: 2030, baseSalaryCents: 120_000, totalSalaryCents: 120_000 },
    ])
    .returning();
  const inAWeek = addSalonDays(salonToday(t.now().getTime()), 7);
  const [timeOff] = await t.deps.db
    .insert(schema.stylistTimeOff)
    .values({ stylistId: stylistA.id, startsAt: new Date(inAWeek), endsAt: new Date(inAWeek + 3_600_000) })
    .returning();
  const [entryA, entryB] = await t.deps.db
    .insert(schema.waitlistEntries)
    .values([
      { customerId: customerA.id, day: salonDayKey(inAWeek), serviceIds: [serviceId], locationId: 1 },
      { customerId: customerB.id, day: salonDayKey(inAWeek), serviceIds: [serviceId], locationId: 1 },
    ])
    .returning();
  if (!salary || !salaryB || !timeOff || !entryA || !entryB) throw new Error('setup');
  salaryOfStylistB = salaryB;
  waitlistOfB = entryB;

  // A second location (no one works there), so the admin's allowed location.archive has one it may archive.
  const [walkLocation] = await t.deps.db.insert(schema.locations).values({ name: 'Walk branch', timeZone: 'Asia/Ho_Chi_Minh' }).returning();
  if (!walkLocation) throw new Error('location');
  const [sydneyRow] = await t.deps.db
    .insert(schema.locations)
    .values({ name: 'Walk Sydney', timeZone: 'Australia/Sydney' })
    .returning({ id: schema.locations.id });
  if (!sydneyRow) throw new Error('location');
  sydney = sydneyRow;
  staffSydney = await t.createUser({ roleId: Role.Staff, locationId: sydney.id });
  tokenStaffSydney = await t.tokenFor(staffSydney);
  stylistSydney = await stylistUser();
  await t.deps.db.update(schema.users).set({ locationId: sydney.id }).where(eq(schema.users.id, stylistSydney.id));
  bookingAtSydney = await booking({
    customerId: customerB.id,
    stylistId: stylistSydney.id,
    statusId: BookingStatus.Confirmed,
    dayOffset: 6,
  });
  bookingAtHome = await booking({ customerId: customerB.id, stylistId: stylistA.id, statusId: BookingStatus.Confirmed, dayOffset: 6 });
  const offAt = (stylistId: number) =>
    t.deps.db
      .insert(schema.stylistTimeOff)
      .values({ stylistId, startsAt: new Date(addSalonDays(inAWeek, 1)), endsAt: new Date(addSalonDays(inAWeek, 2)), reason: 'walk' })
      .returning({ id: schema.stylistTimeOff.id });
  const [offSydney] = await offAt(stylistSydney.id);
  const [offHome] = await offAt(stylistA.id);
  if (!offSydney || !offHome) throw new Error('time off');
  timeOffAtSydney = offSydney;
  timeOffAtHome = offHome;

  const mine = { customerId: customerA.id, stylistId: stylistA.id };
  const toMove = await booking({ ...mine, statusId: BookingStatus.Pending, dayOffset: 3 });
  Object.assign(inputs, {
    'booking.markNoShow': { bookingId: (await booking({ ...mine, statusId: BookingStatus.Confirmed, dayOffset: -2 })).id },
    'booking.cancelByStaff': { bookingId: (await booking({ ...mine, statusId: BookingStatus.Pending, dayOffset: 3 })).id },
    'booking.cancelByCustomer': { bookingId: (await booking({ ...mine, statusId: BookingStatus.Pending, dayOffset: 3 })).id },
    'booking.complete': { bookingId: (await booking({ ...mine, statusId: BookingStatus.Confirmed, dayOffset: -2 })).id },
    'booking.reschedule': { bookingId: toMove.id },
    'booking.rescheduleOptions': { bookingId: toMove.id },
    'user.changeStatus': { id: target.id },
    'user.setPoints': { id: target.id, points: 7 },
    'user.moveToLocation': { id: mover.id, locationId: mover.locationId },
    'salary.calculate': { stylistId: stylistA.id, month: '2', year: '2030' },
    'salary.pay': { id: salary.id },
    'service.delete': { id: spare.id },
    'timeOff.remove': { id: timeOff.id },
    'waitlist.leave': { id: entryA.id },
    'account.deleteForCustomer': { userId: erasable.id },
    'location.create': { name: 'Walk location', address: '1 Walk Street', addressVi: '', phone: '', timeZone: 'Australia/Sydney' },
    'location.update': { id: walkLocation.id, name: 'Walk renamed', address: '', addressVi: '', phone: '', timeZone: 'Asia/Tokyo' },
    'location.archive': { id: walkLocation.id },
    'account.exportForCustomer': { userId: erasable.id },
  } satisfies typeof inputs);

  bookingOfB = await booking({ customerId: customerB.id, stylistId: stylistA.id, statusId: BookingStatus.Pending, dayOffset: 4 });
  confirmedOfStylistB = await booking({
    customerId: customerB.id,
    stylistId: stylistB.id,
    statusId: BookingStatus.Confirmed,
    dayOffset: -2,
  });
  completedOfB = await booking({ customerId: customerB.id, stylistId: stylistB.id, statusId: BookingStatus.Completed, dayOffset: -3 });
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = (who: Who) => (who === 'anonymous' ? undefined : tokens[who]);
const bearer = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

interface Answer {
  status: number;
  /** the refusal's message (tRPC: error.message; REST: errMessage) */
  message: unknown;
  body: Record<string, unknown>;
  /** tRPC: what the procedure answered, read by tRPC's client */
  data?: unknown;
}

let origin: string | null = null;

/**
 * A subscription as the web app opens it (server-sent events, GET): refused, the stream carries a serialized-error
 * with the status; let in, its first event (`ready`) comes, and the stream is closed then.
 */
async function callSubscription(path: string, token?: string): Promise<Answer> {
  origin ??= await t.server.listen({ host: '127.0.0.1', port: 0 });
  const controller = new AbortController();
  const res = await fetch(`${origin}/trpc/${path}`, {
    headers: { accept: 'text/event-stream', ...bearer(token) },
    signal: controller.signal,
  });
  const reader = res.body?.getReader();
  let text = '';
  try {
    while (reader) {
      const errorEvent = /event: serialized-error\ndata: (.*)\n/.exec(text);
      if (errorEvent?.[1]) {
        const error = JSON.parse(errorEvent[1]) as { message?: unknown; data?: { httpStatus?: number } };
        return { status: error.data?.httpStatus ?? 500, message: error.message, body: error as Record<string, unknown> };
      }
      const message = /\ndata: (\{.*\})\n/.exec(text.replace(/event: connected\ndata: .*\n/, ''));
      if (message?.[1]) return { status: res.status, message: undefined, body: JSON.parse(message[1]) as Record<string, unknown> };
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    return { status: 500, message: text, body: {} };
  } finally {
    controller.abort();
  }
}

/** booking.changes opened as the web app opens it, with the events (data messages) heard so far. */
async function openChanges(token: string) {
  origin ??= await t.server.listen({ host: '127.0.0.1', port: 0 });
  const controller = new AbortController();
  const res = await fetch(`${origin}/trpc/booking.changes`, {
    headers: { accept: 'text/event-stream', ...bearer(token) },
    signal: controller.signal,
  });
  const events: { kind: string; bookingId?: number }[] = [];
  const reader = res.body?.getReader();
  void (async () => {
    let text = '';
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      text += new TextDecoder().decode(chunk.value);
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data && !/^event:/m.test(block)) events.push(JSON.parse(data) as { kind: string; bookingId?: number });
      }
    }
  })().catch(() => undefined);
  await vi.waitFor(() => expect(events).toContainEqual({ kind: 'ready' }), { timeout: 5_000 });
  return { events, close: () => controller.abort() };
}

/** A procedure over tRPC's HTTP endpoint, called by tRPC's client as the web app calls it, with the answer's status. */
async function callTrpc(path: string, input: unknown, token?: string): Promise<Answer> {
  const type = procedures.find((p) => p.path === path)?.type;
  // A subscription is a stream of server-sent events, opened as the web app's subscription link opens it.
  if (type === 'subscription') return callSubscription(path, token);
  const api = trpcTestClient(t.server, { token });
  const answer = await api.answer(type === 'query' ? api.untyped.query(path, input) : api.untyped.mutation(path, input));
  if (answer.error) return { status: answer.status, message: answer.error.message, body: { error: answer.error.shape } };
  return { status: answer.status, message: undefined, body: { data: answer.data }, data: answer.data };
}

/** A REST row with the procedure's input: in the query string for GET and DELETE, as a JSON body otherwise. */
async function callRest(route: RestRoute, input: Record<string, unknown>, token?: string): Promise<Answer> {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(String(input[name] ?? 'x')));
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const query = inQuery ? new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString() : '';
  const res = await t.server.inject({
    method: route.method,
    url: `/api${path}${query ? `?${query}` : ''}`,
    headers: bearer(token),
    ...(inQuery ? {} : { payload: input }),
  });
  const body = res.json() as Record<string, unknown>;
  return { status: res.statusCode, message: body.errMessage, body };
}

const restRowsOf = (path: string) => restRoutes.filter((route) => route.procedure === path);
const inputOf = (path: string): Record<string, unknown> => inputs[path as ProcedurePath] ?? {};

/** The rows of a raw query (node-postgres answers { rows }, PGlite the list itself). */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const result = (await t.deps.db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** One digest per table of the app's schema: what "nothing changed" compares. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ digest: string }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(name)} x`,
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);

describe('the access policy table', () => {
  it('names every procedure of the app router, and no other', () => {
    expect(procedures.length).toBeGreaterThan(0);
    expect(Object.keys(accessPolicy).sort()).toEqual(procedures.map((p) => p.path).sort());
  });

  it('names the procedure of every REST row', () => {
    expect(restRoutes.filter((route) => !policyOf(route.procedure ?? '')).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('lets the read cache share only the answers of procedures open to everyone', () => {
    const cached = Object.entries(appRouter._def.procedures)
      .filter(([, procedure]) => (procedure as unknown as { _def: { meta?: ProcedureMeta } })._def.meta?.cachedRead)
      .map(([path]) => path);
    expect(cached).toContain('service.list');
    expect(cached.filter((path) => policyOf(path)?.access !== 'public')).toEqual([]);
  });
});

describe('every procedure, for anonymous and each role', () => {
  it('refuses each caller the policy does not allow (401 anonymous, 403 a wrong role) on tRPC and REST, changing nothing', async () => {
    const wrong: string[] = [];
    for (const { path } of procedures) {
      const policy = policyOf(path);
      const refused = CALLERS.filter((who) => !policy || !allows(policy.access, who === 'anonymous' ? null : who));
      if (refused.length === 0) continue;
      const before = await fingerprint();
      for (const who of refused) {
        const expected = who === 'anonymous' ? 401 : 403;
        const message = who === 'anonymous' ? messages.session.unauthenticated : messages.session.forbidden;
        const calls: [string, Answer][] = [[`tRPC ${path}`, await callTrpc(path, inputOf(path), tokenOf(who))]];
        for (const route of restRowsOf(path))
          calls.push([`REST ${route.method} ${route.path}`, await callRest(route, inputOf(path), tokenOf(who))]);
        for (const [call, { status, message: got }] of calls) {
          if (status !== expected || got !== message) wrong.push(`${call} as ${who}: ${status} ${String(got)} (expected ${expected})`);
        }
      }
      const changed = changedTables(before, await fingerprint());
      if (changed.length > 0) wrong.push(`${path}: a refused call changed ${changed.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets each caller the policy allows past the access check on tRPC and REST (never 401 or 403)', async () => {
    const wrong: string[] = [];
    for (const { path } of procedures) {
      const policy = policyOf(path);
      const allowed = CALLERS.filter((who) => policy && allows(policy.access, who === 'anonymous' ? null : who));
      for (const who of allowed) {
        const calls: [string, Answer][] = [[`tRPC ${path}`, await callTrpc(path, inputOf(path), tokenOf(who))]];
        for (const route of restRowsOf(path))
          calls.push([`REST ${route.method} ${route.path}`, await callRest(route, inputOf(path), tokenOf(who))]);
        for (const [call, { status, message }] of calls) {
          if (status === 401 || status === 403 || status >= 500) wrong.push(`${call} as ${who}: ${status} ${String(message)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a deactivated user of an allowed role on every procedure that needs a signed-in caller', async () => {
    const staff = await t.createUser({ roleId: Role.Staff });
    const token = await t.tokenFor(staff);
    await t.deps.db.update(schema.users).set({ status: UserStatus.Inactive }).where(eq(schema.users.id, staff.id));
    const wrong: string[] = [];
    for (const { path } of procedures) {
      const access = policyOf(path)?.access;
      if (access === 'public' || (Array.isArray(access) && !access.includes(Role.Staff))) continue;
      const { status } = await callTrpc(path, inputOf(path), token);
      if (status !== 401) wrong.push(`${path}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** A refusal of the rule: 403 with the access message, on tRPC and on the REST row given. */
async function expectForbidden(path: ProcedurePath, input: Record<string, unknown>, token: string, rest?: RestRoute) {
  const answer = await callTrpc(path, input, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.message).toBe(messages.session.forbidden);
  if (rest) {
    const restAnswer = await callRest(rest, input, token);
    expect(restAnswer.status, JSON.stringify(restAnswer.body)).toBe(403);
    expect(restAnswer.message).toBe(messages.session.forbidden);
  }
}

async function expectOk(path: ProcedurePath, input: Record<string, unknown>, token: string) {
  const answer = await callTrpc(path, input, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.data;
}

const restRow = (method: RestRoute['method'], path: string): RestRoute => {
  const route = restRoutes.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no REST row ${method} ${path}`);
  return route;
};

async function bookingStatus(id: number) {
  const [row] = await t.deps.db.select({ statusId: schema.bookings.statusId }).from(schema.bookings).where(eq(schema.bookings.id, id));
  return row?.statusId;
}

/** Each rule of the table, with two users of the same role; keyed by procedure, so a rule without a case fails. */
const ruleCases: Partial<Record<ProcedurePath, () => Promise<void>>> = {
  'auth.registerAccount': async () => {
    const account = (roleId: RoleId) => ({
      firstName: 'New',
      lastName: 'Account',
      email: uniqueEmail('register'),
      password: 'Salon-door-42',
      confirmPassword: 'Salon-door-42',
      phoneNumber: '912345678',
      roleId,
      positionId: 'P1',
    });
    // Staff asking for a stylist get a customer account; an admin gets the stylist.
    expect(await expectOk('auth.registerAccount', account(Role.Stylist), tokens[Role.Staff])).toMatchObject({ roleId: Role.Customer });
    expect(await expectOk('auth.registerAccount', account(Role.Stylist), tokens[Role.Admin])).toMatchObject({ roleId: Role.Stylist });
  },
  'user.getById': async () => {
    await expectForbidden('user.getById', { id: customerB.id }, tokens[Role.Customer], restRow('GET', '/get-user-by-id'));
    await expectOk('user.getById', { id: customerB.id }, tokenCustomerB);
    await expectOk('user.getById', { id: customerB.id }, tokens[Role.Admin]);
  },
  'user.edit': async () => {
    const edit = { id: customerB.id, firstName: 'Taken', phoneNumber: '987654321', email: uniqueEmail('edit') };
    await expectForbidden('user.edit', edit, tokens[Role.Customer], restRow('PUT', '/edit-user'));
    const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, customerB.id));
    expect(row).toMatchObject({ firstName: customerB.firstName, email: customerB.email, phoneNumber: customerB.phoneNumber });
    await expectOk('user.edit', edit, tokenCustomerB);
  },
  'user.getPoints': async () => {
    await expectForbidden('user.getPoints', { id: customerB.id }, tokens[Role.Customer], restRow('GET', '/get-user-points'));
    await expectOk('user.getPoints', { id: customerB.id }, tokens[Role.Admin]);
  },
  'stylist.list': async () => {
    const cardOf = async (token?: string) => {
      const list = (await callTrpc('stylist.list', {}, token)).data as { id: number }[];
      return list.find((s) => s.id === stylistB.id);
    };
    for (const token of [undefined, tokens[Role.Staff], tokens[Role.Stylist], tokens[Role.Customer]]) {
      const card = await cardOf(token);
      expect(card).toBeDefined();
      for (const field of ['email', 'phoneNumber', 'salaryData']) expect(card).not.toHaveProperty(field);
    }
    expect(await cardOf(tokens[Role.Admin])).toMatchObject({ email: stylistB.email, salaryData: { SalaryId: salaryOfStylistB.id } });
  },
  'stylist.getDetail': async () => {
    for (const token of [tokens[Role.Staff], tokens[Role.Stylist], tokens[Role.Customer]]) {
      const detail = await expectOk('stylist.getDetail', { id: stylistB.id }, token);
      for (const field of ['email', 'phoneNumber', 'salaryData']) expect(detail).not.toHaveProperty(field);
    }
    expect(await expectOk('stylist.getDetail', { id: stylistB.id }, tokens[Role.Admin])).toMatchObject({ email: stylistB.email });
  },
  'feedback.create': async () => {
    const review = { bookingId: completedOfB.id, serviceId, rating: 5, comment: 'Lovely cut, thank you.' };
    // Not the caller's booking: refused by the rule (a business refusal: 403 on tRPC, errCode 403 in a 200 on REST).
    const answer = await callTrpc('feedback.create', review, tokens[Role.Customer]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(answer.message).toBe(messages.feedback.notAllowed);
    const rest = await callRest(restRow('POST', '/create-feedback'), review, tokens[Role.Customer]);
    expect(rest.body).toMatchObject({ errCode: 403, errMessage: messages.feedback.notAllowed });
    expect(await t.deps.db.select().from(schema.feedback).where(eq(schema.feedback.bookingId, completedOfB.id))).toEqual([]);
    await expectOk('feedback.create', review, tokenCustomerB);
  },
  'booking.listForStylist': async () => {
    const input = { stylistId: stylistB.id, date: salonToday(t.now().getTime()) };
    await expectForbidden('booking.listForStylist', input, tokens[Role.Stylist], restRow('GET', '/get-list-customer-booking-for-stylist'));
    await expectOk('booking.listForStylist', input, tokenStylistB);
    await expectOk('booking.listForStylist', input, tokens[Role.Admin]);
  },
  'booking.listForCustomer': async () => {
    await expectForbidden(
      'booking.listForCustomer',
      { customerId: customerB.id },
      tokens[Role.Customer],
      restRow('GET', '/get-booking-by-id'),
    );
    const list = (await expectOk('booking.listForCustomer', { customerId: customerB.id }, tokens[Role.Admin])) as { id: number }[];
    expect(list.map((b) => b.id)).toContain(bookingOfB.id);
  },
  'booking.pageForCustomer': async () => {
    await expectForbidden(
      'booking.pageForCustomer',
      { customerId: customerB.id, limit: 5 },
      tokens[Role.Customer],
      restRow('GET', '/get-booking-by-id'),
    );
    await expectOk('booking.pageForCustomer', { customerId: customerB.id, limit: 5 }, tokens[Role.Admin]);
  },
  'booking.cancelByCustomer': async () => {
    await expectForbidden(
      'booking.cancelByCustomer',
      { bookingId: bookingOfB.id },
      tokens[Role.Customer],
      restRow('PUT', '/cancel-booking-for-customer'),
    );
    expect(await bookingStatus(bookingOfB.id)).toBe(BookingStatus.Pending);
  },
  'booking.payLink': async () => {
    const held = await booking({
      customerId: customerB.id,
      stylistId: users[Role.Stylist].id,
      statusId: BookingStatus.Pending,
      dayOffset: 5,
    });
    await t.deps.db
      .update(schema.bookings)
      .set({ holdExpiresAt: new Date(t.now().getTime() + 10 * 60_000) })
      .where(eq(schema.bookings.id, held.id));
    const approvalUrl = 'https://paypal.test/checkoutnow?token=WALK-ORDER';
    await t.deps.db
      .insert(schema.payments)
      .values({ bookingId: held.id, amountCents: 2500, providerOrderId: 'WALK-ORDER', approvalUrl, status: 'created' });
    await expectForbidden('booking.payLink', { bookingId: held.id }, tokens[Role.Customer]);
    expect(await expectOk('booking.payLink', { bookingId: held.id }, tokenCustomerB)).toMatchObject({ bookingId: held.id, approvalUrl });
  },
  'booking.rescheduleOptions': async () => {
    const input = { bookingId: bookingOfB.id, stylistId: users[Role.Stylist].id, date: addSalonDays(salonToday(t.now().getTime()), 5) };
    await expectForbidden('booking.rescheduleOptions', input, tokens[Role.Customer]);
    await expectOk('booking.rescheduleOptions', input, tokenCustomerB);
    await expectOk('booking.rescheduleOptions', input, tokens[Role.Staff]);
  },
  'booking.reschedule': async () => {
    const input = {
      bookingId: bookingOfB.id,
      stylistId: users[Role.Stylist].id,
      date: addSalonDays(salonToday(t.now().getTime()), 5),
      timeType: 'T2',
    };
    await expectForbidden('booking.reschedule', input, tokens[Role.Customer]);
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, bookingOfB.id));
    expect(row?.day).toBe(salonDayKey(addSalonDays(salonToday(t.now().getTime()), 4)));
  },
  'booking.complete': async () => {
    await expectForbidden(
      'booking.complete',
      { bookingId: confirmedOfStylistB.id },
      tokens[Role.Stylist],
      restRow('POST', '/complete-service'),
    );
    expect(await bookingStatus(confirmedOfStylistB.id)).toBe(BookingStatus.Confirmed);
    await expectOk('booking.complete', { bookingId: confirmedOfStylistB.id }, tokenStylistB);
    expect(await bookingStatus(confirmedOfStylistB.id)).toBe(BookingStatus.Completed);
  },
  'salary.listForStylist': async () => {
    await expectForbidden(
      'salary.listForStylist',
      { stylistId: stylistB.id },
      tokens[Role.Stylist],
      restRow('GET', '/get-salaries-by-stylistId'),
    );
    const ids = async (token: string) =>
      ((await expectOk('salary.listForStylist', { stylistId: stylistB.id }, token)) as { id: number }[]).map((s) => s.id);
    expect(await ids(tokenStylistB)).toContain(salaryOfStylistB.id);
    expect(await ids(tokens[Role.Admin])).toContain(salaryOfStylistB.id);
  },
  'calendarFeed.get': async () => {
    await expectForbidden('calendarFeed.get', { stylistId: stylistB.id }, tokens[Role.Stylist]);
    await expectOk('calendarFeed.renew', {}, tokenStylistB);
    const own = (await expectOk('calendarFeed.get', {}, tokenStylistB)) as { url: string };
    expect(await expectOk('calendarFeed.get', { stylistId: stylistB.id }, tokens[Role.Staff])).toEqual(own);
  },
  'calendarFeed.renew': async () => {
    const before = (await expectOk('calendarFeed.renew', {}, tokenStylistB)) as { url: string };
    await expectForbidden('calendarFeed.renew', { stylistId: stylistB.id }, tokens[Role.Stylist]);
    expect(await expectOk('calendarFeed.get', {}, tokenStylistB)).toEqual(before);
    const renewed = (await expectOk('calendarFeed.renew', { stylistId: stylistB.id }, tokens[Role.Admin])) as { url: string };
    expect(renewed.url).not.toBe(before.url);
  },
  'calendarFeed.revoke': async () => {
    const before = (await expectOk('calendarFeed.renew', {}, tokenStylistB)) as { url: string };
    await expectForbidden('calendarFeed.revoke', { stylistId: stylistB.id }, tokens[Role.Stylist]);
    expect(await expectOk('calendarFeed.get', {}, tokenStylistB)).toEqual(before);
    await expectOk('calendarFeed.revoke', {}, tokenStylistB);
  },
  'booking.changes': async () => {
    const mine = await openChanges(tokens[Role.Stylist]);
    const desk = await openChanges(tokens[Role.Staff]);
    const ofB = await booking({ customerId: customerB.id, stylistId: stylistB.id, statusId: BookingStatus.Pending, dayOffset: 12 });
    const ofA = await booking({
      customerId: customerB.id,
      stylistId: users[Role.Stylist].id,
      statusId: BookingStatus.Pending,
      dayOffset: 12,
    });
    const heard = (stream: typeof mine) => stream.events.filter((event) => event.kind === 'change').map((event) => event.bookingId);
    await vi.waitFor(() => expect(heard(desk)).toEqual([ofB.id, ofA.id]), { timeout: 2_000 });
    // In commit order on every stream: had stylist A been told of B's booking, it would have come first.
    await vi.waitFor(() => expect(heard(mine)).toContain(ofA.id), { timeout: 2_000 });
    expect(heard(mine)).toEqual([ofA.id]);
    mine.close();
    desk.close();
  },
  'waitlist.leave': async () => {
    await expectForbidden('waitlist.leave', { id: waitlistOfB.id }, tokens[Role.Customer]);
    const [entry] = await t.deps.db.select().from(schema.waitlistEntries).where(eq(schema.waitlistEntries.id, waitlistOfB.id));
    expect(entry?.closedAt).toBeNull();
    await expectOk('waitlist.leave', { id: waitlistOfB.id }, tokenCustomerB);
  },
};

/** A refusal for another location: 403 with the location message, on tRPC and on the REST row given. */
async function expectOtherLocation(path: ProcedurePath, input: Record<string, unknown>, token: string, rest?: RestRoute) {
  const answer = await callTrpc(path, input, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.message).toBe(messages.location.otherLocation);
  if (rest) {
    const restAnswer = await callRest(rest, input, token);
    expect(restAnswer.status, JSON.stringify(restAnswer.body)).toBe(403);
    expect(restAnswer.message).toBe(messages.location.otherLocation);
  }
}

const idsOf = (list: unknown) => (list as { id: number }[]).map((x) => x.id);
const inTwoWeeks = () => addSalonDays(salonToday(t.now().getTime()), 14);
const slotsOf = async (stylistId: number) =>
  t.deps.db.select().from(schema.scheduleSlots).where(eq(schema.scheduleSlots.stylistId, stylistId));
const timeOffExists = async (id: number) =>
  (await t.deps.db.select().from(schema.stylistTimeOff).where(eq(schema.stylistTimeOff.id, id))).length === 1;

/**
 * Each location rule of the table (issue 24): a staff member of each location, each seeing and changing only their
 * own location's data whatever `locationId` they send; the admin any location. Keyed by procedure, so a procedure
 * whose location rule has no case fails.
 */
const locationCases: Partial<Record<ProcedurePath, () => Promise<void>>> = {
  'stylist.list': async () => {
    expect(idsOf(await expectOk('stylist.list', {}, tokens[Role.Customer]))).not.toContain(stylistSydney.id);
    expect(idsOf(await expectOk('stylist.list', { locationId: sydney.id }, tokens[Role.Customer]))).toEqual([stylistSydney.id]);
    const rest = await callRest(restRow('GET', '/get-all-stylist'), { locationId: sydney.id });
    expect(idsOf(rest.body.data)).toEqual([stylistSydney.id]);
  },
  'booking.listByDate': async () => {
    // 03:00 UTC is the morning in Ho Chi Minh City and the afternoon in Sydney: the same day at both.
    const dayOf = async (id: number) => {
      const [row] = await t.deps.db.select({ day: schema.bookings.day }).from(schema.bookings).where(eq(schema.bookings.id, id));
      return Date.parse(`${row?.day}T03:00:00Z`);
    };
    const sydneyDay = await dayOf(bookingAtSydney.id);
    const date = await dayOf(bookingAtHome.id);
    expect(idsOf(await expectOk('booking.listByDate', { date: sydneyDay }, tokenStaffSydney))).toEqual([bookingAtSydney.id]);
    const home = idsOf(await expectOk('booking.listByDate', { date }, tokens[Role.Staff]));
    expect(home).toContain(bookingAtHome.id);
    expect(home).not.toContain(bookingAtSydney.id);
    await expectOtherLocation('booking.listByDate', { date, locationId: HOME }, tokenStaffSydney, restRow('GET', '/get-all-booking'));
    await expectOtherLocation(
      'booking.listByDate',
      { date, locationId: sydney.id },
      tokens[Role.Staff],
      restRow('GET', '/get-all-booking'),
    );
    expect(idsOf(await expectOk('booking.listByDate', { date: sydneyDay, locationId: sydney.id }, tokens[Role.Admin]))).toEqual([
      bookingAtSydney.id,
    ]);
  },
  'frontDesk.calendar': async () => {
    const date = salonToday(t.now().getTime());
    const own = (await expectOk('frontDesk.calendar', { date, days: 7 }, tokenStaffSydney)) as {
      stylists: { id: number }[];
      timeZone: string;
    };
    expect(own.stylists.map((s) => s.id)).toEqual([stylistSydney.id]);
    expect(own.timeZone).toBe('Australia/Sydney');
    await expectOtherLocation('frontDesk.calendar', { date, days: 1, locationId: HOME }, tokenStaffSydney);
    const home = (await expectOk('frontDesk.calendar', { date, days: 1 }, tokens[Role.Staff])) as { stylists: { id: number }[] };
    expect(home.stylists.map((s) => s.id)).not.toContain(stylistSydney.id);
  },
  'timeOff.list': async () => {
    expect(idsOf(await expectOk('timeOff.list', {}, tokenStaffSydney))).toEqual([timeOffAtSydney.id]);
    expect(idsOf(await expectOk('timeOff.list', {}, tokens[Role.Staff]))).not.toContain(timeOffAtSydney.id);
    await expectOtherLocation('timeOff.list', { locationId: HOME }, tokenStaffSydney);
    await expectOtherLocation('timeOff.list', { stylistId: users[Role.Stylist].id }, tokenStaffSydney);
    expect(idsOf(await expectOk('timeOff.list', { locationId: sydney.id }, tokens[Role.Admin]))).toEqual([timeOffAtSydney.id]);
  },
  'timeOff.create': async () => {
    const off = { stylistId: users[Role.Stylist].id, startDay: inTwoWeeks(), endDay: inTwoWeeks(), reason: 'not yours' };
    const before = await t.deps.db.select().from(schema.stylistTimeOff);
    await expectOtherLocation('timeOff.create', off, tokenStaffSydney);
    expect(await t.deps.db.select().from(schema.stylistTimeOff)).toHaveLength(before.length);
    await expectOk('timeOff.create', { ...off, stylistId: stylistSydney.id }, tokenStaffSydney);
  },
  'timeOff.remove': async () => {
    await expectOtherLocation('timeOff.remove', { id: timeOffAtHome.id }, tokenStaffSydney);
    await expectOtherLocation('timeOff.remove', { id: timeOffAtSydney.id }, tokens[Role.Staff]);
    expect(await timeOffExists(timeOffAtHome.id)).toBe(true);
    expect(await timeOffExists(timeOffAtSydney.id)).toBe(true);
  },
  'schedule.create': async () => {
    const day = { stylistId: users[Role.Stylist].id, date: inTwoWeeks(), timeTypes: ['T1', 'T2'] };
    const before = (await slotsOf(day.stylistId)).length;
    await expectOtherLocation('schedule.create', day, tokenStaffSydney);
    expect(await slotsOf(day.stylistId)).toHaveLength(before);
    await expectOk('schedule.create', { ...day, stylistId: stylistSydney.id }, tokenStaffSydney);
    expect((await slotsOf(stylistSydney.id)).length).toBeGreaterThanOrEqual(2);
  },
  'schedule.createMany': async () => {
    const entry = { stylistId: stylistSydney.id, date: inTwoWeeks(), timeTypes: ['T5'] };
    const before = (await slotsOf(stylistSydney.id)).length;
    await expectOtherLocation('schedule.createMany', { entries: [entry] }, tokens[Role.Staff]);
    const rest = await callRest(
      restRow('POST', '/create-schedule'),
      { arrSchedule: [{ stylistId: stylistSydney.id, date: inTwoWeeks(), timeType: 'T6' }] },
      tokens[Role.Staff],
    );
    expect(rest.status).toBe(403);
    expect(rest.message).toBe(messages.location.otherLocation);
    expect(await slotsOf(stylistSydney.id)).toHaveLength(before);
  },
  'booking.createAtDesk': async () => {
    const walkIn = {
      source: 'walk-in',
      fullName: 'Walk In',
      phone: '912345678',
      stylistId: users[Role.Stylist].id,
      date: inTwoWeeks(),
      timeType: 'T1',
      serviceIds: [serviceId],
    };
    const before = await t.deps.db.select().from(schema.bookings);
    await expectOtherLocation('booking.createAtDesk', walkIn, tokenStaffSydney);
    await expectOtherLocation('booking.createAtDesk', { ...walkIn, stylistId: stylistSydney.id }, tokens[Role.Staff]);
    expect(await t.deps.db.select().from(schema.bookings)).toHaveLength(before.length);
  },
  'booking.markNoShow': async () => {
    await expectOtherLocation('booking.markNoShow', { bookingId: bookingAtHome.id }, tokenStaffSydney);
    await expectOtherLocation('booking.markNoShow', { bookingId: bookingAtSydney.id }, tokens[Role.Staff]);
    expect(await bookingStatus(bookingAtHome.id)).toBe(BookingStatus.Confirmed);
    expect(await bookingStatus(bookingAtSydney.id)).toBe(BookingStatus.Confirmed);
  },
  'booking.cancelByStaff': async () => {
    await expectOtherLocation(
      'booking.cancelByStaff',
      { bookingId: bookingAtHome.id },
      tokenStaffSydney,
      restRow('POST', '/cancel-booking-for-staff'),
    );
    await expectOtherLocation('booking.cancelByStaff', { bookingId: bookingAtSydney.id }, tokens[Role.Staff]);
    expect(await bookingStatus(bookingAtHome.id)).toBe(BookingStatus.Confirmed);
    expect(await bookingStatus(bookingAtSydney.id)).toBe(BookingStatus.Confirmed);
  },
  'booking.rescheduleOptions': async () => {
    const target = { stylistId: users[Role.Stylist].id, date: inTwoWeeks() };
    await expectOtherLocation('booking.rescheduleOptions', { ...target, bookingId: bookingAtHome.id }, tokenStaffSydney);
    // Their own booking, to a stylist of the other location.
    await expectOtherLocation('booking.rescheduleOptions', { ...target, bookingId: bookingAtSydney.id }, tokenStaffSydney);
    await expectOk(
      'booking.rescheduleOptions',
      { stylistId: stylistSydney.id, date: inTwoWeeks(), bookingId: bookingAtSydney.id },
      tokenStaffSydney,
    );
  },
  'booking.reschedule': async () => {
    const move = { bookingId: bookingAtHome.id, stylistId: users[Role.Stylist].id, date: inTwoWeeks(), timeType: 'T3' };
    const rows = async () =>
      t.deps.db
        .select()
        .from(schema.bookings)
        .where(inArray(schema.bookings.id, [bookingAtHome.id, bookingAtSydney.id]));
    const before = await rows();
    await expectOtherLocation('booking.reschedule', move, tokenStaffSydney);
    await expectOtherLocation('booking.reschedule', { ...move, bookingId: bookingAtSydney.id }, tokens[Role.Staff]);
    expect(await rows()).toEqual(before);
  },
  'booking.changes': async () => {
    const desk = await openChanges(tokenStaffSydney);
    const admin = await openChanges(tokens[Role.Admin]);
    const home = await booking({
      customerId: customerB.id,
      stylistId: users[Role.Stylist].id,
      statusId: BookingStatus.Pending,
      dayOffset: 13,
    });
    const away = await booking({ customerId: customerB.id, stylistId: stylistSydney.id, statusId: BookingStatus.Pending, dayOffset: 13 });
    const heard = (stream: typeof desk) => stream.events.filter((event) => event.kind === 'change').map((event) => event.bookingId);
    await vi.waitFor(() => expect(heard(admin)).toEqual([home.id, away.id]), { timeout: 2_000 });
    // In commit order: had Sydney's desk been told of the first location's booking, it would have come first.
    await vi.waitFor(() => expect(heard(desk)).toContain(away.id), { timeout: 2_000 });
    expect(heard(desk)).toEqual([away.id]);
    // A stylist who joins Sydney after its desk opened the stream is heard there at once (no reconnect).
    const newcomer = await stylistUser();
    await t.deps.db.update(schema.users).set({ locationId: sydney.id }).where(eq(schema.users.id, newcomer.id));
    const joined = await booking({ customerId: customerB.id, stylistId: newcomer.id, statusId: BookingStatus.Pending, dayOffset: 13 });
    await vi.waitFor(() => expect(heard(desk)).toEqual([away.id, joined.id]), { timeout: 2_000 });
    desk.close();
    admin.close();
  },
  'dashboard.totals': async () => {
    const atSydney = await rowsOf<{ n: string }>(
      sql`select count(*) as n from bookings b join users u on u.id = b.stylist_id where u.location_id = ${sydney.id}`,
    );
    const all = await rowsOf<{ n: string }>(sql`select count(*) as n from bookings`);
    const totals = (await expectOk('dashboard.totals', { locationId: sydney.id }, tokens[Role.Admin])) as { totalBookings: number };
    expect(totals.totalBookings).toBe(Number(atSydney[0]?.n));
    const chain = (await expectOk('dashboard.totals', { chain: true }, tokens[Role.Admin])) as { totalBookings: number };
    expect(chain.totalBookings).toBe(Number(all[0]?.n));
    const rest = await t.server.inject({ url: `/api/total-bookings?locationId=${sydney.id}`, headers: bearer(tokens[Role.Admin]) });
    expect(rest.json()).toBe(Number(atSydney[0]?.n));
    const first = await t.server.inject({ url: '/api/total-bookings', headers: bearer(tokens[Role.Admin]) });
    expect(first.json()).toBe(Number(all[0]?.n) - Number(atSydney[0]?.n));
  },
  'dashboard.monthlyRevenue': async () => {
    const months = (await expectOk('dashboard.monthlyRevenue', { locationId: sydney.id, year: 2031 }, tokens[Role.Admin])) as unknown[];
    expect(months).toHaveLength(12);
  },
  'dashboard.recentSales': async () => {
    const recent = (await expectOk('dashboard.recentSales', { locationId: sydney.id }, tokens[Role.Admin])) as { sales: unknown[] };
    expect(recent.sales).toEqual([]);
  },
  'waitlist.join': async () => {
    // Sydney's stylist has no open start that day: the customer may wait for any stylist there.
    const day = addSalonDays(inTwoWeeks(), 1);
    const joined = (await expectOk('waitlist.join', { date: day, locationId: sydney.id, serviceIds: [serviceId] }, tokenCustomerB)) as {
      id: number;
    };
    const [entry] = await t.deps.db.select().from(schema.waitlistEntries).where(eq(schema.waitlistEntries.id, joined.id));
    expect(entry?.locationId).toBe(sydney.id);
  },
  'calendarFeed.get': async () => {
    await expectOtherLocation('calendarFeed.get', { stylistId: users[Role.Stylist].id }, tokenStaffSydney);
    await expectOk('calendarFeed.get', { stylistId: stylistSydney.id }, tokenStaffSydney);
    // A location's feed (no stylist): staff their own location's, whatever they name; it holds that location's bookings.
    const [home] = await t.deps.db
      .select({ locationId: schema.users.locationId })
      .from(schema.users)
      .where(eq(schema.users.id, users[Role.Staff].id));
    await expectOtherLocation('calendarFeed.get', { locationId: home?.locationId }, tokenStaffSydney);
    const { url } = (await expectOk('calendarFeed.renew', {}, tokenStaffSydney)) as { url: string };
    expect(await expectOk('calendarFeed.get', { locationId: sydney.id }, tokenStaffSydney)).toMatchObject({ url });
    expect(await expectOk('calendarFeed.get', { locationId: sydney.id }, tokens[Role.Admin])).toMatchObject({ url });
    expect(await expectOk('calendarFeed.get', {}, tokens[Role.Staff])).not.toMatchObject({ url });
    const feed = await t.server.inject({ url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`booking-${bookingAtSydney.id}@`);
    expect(feed.body).not.toContain(`booking-${bookingAtHome.id}@`);
    // With more than one location, the calendar's name says which.
    expect(feed.body).toMatch(/X-WR-CALNAME:.* · Walk Sydney/);
  },
  'calendarFeed.renew': async () => {
    await expectOtherLocation('calendarFeed.renew', { stylistId: stylistSydney.id }, tokens[Role.Staff]);
    await expectOk('calendarFeed.renew', { stylistId: stylistSydney.id }, tokenStaffSydney);
    const sydneyFeed = await expectOk('calendarFeed.get', {}, tokenStaffSydney);
    await expectOtherLocation('calendarFeed.renew', { locationId: sydney.id }, tokens[Role.Staff]);
    expect(await expectOk('calendarFeed.get', {}, tokenStaffSydney)).toEqual(sydneyFeed);
  },
  'calendarFeed.revoke': async () => {
    const before = (await expectOk('calendarFeed.get', { stylistId: stylistSydney.id }, tokenStaffSydney)) as { url: string | null };
    await expectOtherLocation('calendarFeed.revoke', { stylistId: stylistSydney.id }, tokens[Role.Staff]);
    expect(await expectOk('calendarFeed.get', { stylistId: stylistSydney.id }, tokenStaffSydney)).toEqual(before);
    const sydneyFeed = await expectOk('calendarFeed.renew', {}, tokenStaffSydney);
    await expectOtherLocation('calendarFeed.revoke', { locationId: sydney.id }, tokens[Role.Staff]);
    expect(await expectOk('calendarFeed.get', {}, tokenStaffSydney)).toEqual(sydneyFeed);
  },
};

describe('the location rules of the table, with a staff member at each of two locations', () => {
  it('has a case for every location rule', () => {
    const rules = Object.entries(accessPolicy)
      .filter(([, policy]) => policy.location !== undefined)
      .map(([path]) => path);
    expect(Object.keys(locationCases).sort()).toEqual(rules.sort());
  });

  for (const [path, check] of Object.entries(locationCases)) {
    it(`${path}: ${policyOf(path)?.location}`, async () => {
      await check?.();
    });
  }
});

describe('the rules of the table, with two users of the same role', () => {
  it('has a case for every rule', () => {
    const rules = Object.entries(accessPolicy)
      .filter(([, policy]) => policy.rule !== undefined)
      .map(([path]) => path);
    expect(Object.keys(ruleCases).sort()).toEqual(rules.sort());
  });

  for (const [path, check] of Object.entries(ruleCases)) {
    it(`${path}: ${policyOf(path)?.rule}`, async () => {
      await check?.();
    });
  }
});
