import { schema } from '@hairsalon/db';
import { addSalonDays, Role, salonToday } from '@hairsalon/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from './routers/index.js';
import { startTestApp, type TestApp } from './testing/test-app.js';

/**
 * Issue 20 item 2: every number and id a procedure takes is a JSON number. On /trpc, `{"id": true}`, `{"id": [13]}`,
 * `null` and the like were coerced (salary.pay {"id":[13]} paid a salary, user.setPoints {"id":true,"points":null}
 * zeroed the admin's points). This walks every procedure of the app router, finds each number in its input schema,
 * and sends each not-a-number in its place, on an input whose other numbers name real rows: HTTP 400 naming that
 * field, and nothing changes in the database. A database of its own, so the rows the inputs name are row 1.
 */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let admin: User;
const tokens = new Map<string, string>();

/** Points the admin holds: a call that coerced `null` into points would zero them. */
const ADMIN_POINTS = 40;

beforeAll(async () => {
  t = await startTestApp({ isolated: true });
  admin = await t.createUser({ roleId: Role.Admin, points: ADMIN_POINTS });
  const customer = await t.createUser({ roleId: Role.Customer, points: 30 });
  const stylist = await t.createUser({ roleId: Role.Stylist });
  const staff = await t.createUser({ roleId: Role.Staff });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  for (const [role, user] of [
    ['admin', admin],
    ['customer', customer],
    ['stylist', stylist],
    ['staff', staff],
  ] as const) {
    tokens.set(role, await t.tokenFor(user));
  }

  // Row 1 of the tables the ids name: a service, a salary, a booking with its payment, a time off.
  const asAdmin = await t.caller(admin);
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: 'Strict cut', description: 'A service', priceCents: 2000 })
    .returning();
  await asAdmin.salary.calculate({ stylistId: stylist.id, month: '3', year: '2030' });
  const date = addSalonDays(salonToday(t.now().getTime()), 5);
  await asAdmin.schedule.create({ stylistId: stylist.id, date, timeTypes: ['T1', 'T2', 'T3'] });
  await (await t.caller(customer)).booking.create({
    phone: '912345678',
    fullName: 'Strict Customer',
    email: customer.email,
    stylistId: stylist.id,
    date,
    timeType: 'T1',
    serviceIds: [service?.id as number],
    pointsToUse: 0,
  });
  const later = addSalonDays(date, 10);
  await asAdmin.timeOff.create({ stylistId: stylist.id, startDay: later, endDay: later, startTime: '', endTime: '', reason: '' });
});
afterAll(async () => {
  await t?.close();
});

// ---------- the numbers of an input schema (zod 4's schema definitions) ----------

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (s: z.ZodType) => s._zod.def as unknown as SchemaDef;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

type Path = Array<string | number>;
interface NumberField {
  path: Path;
  /** A number the schema takes there. */
  valid: number;
  /** null is a value of its own there (a cursor's "first page"), not a number. */
  nullable: boolean;
}

/** A number the schema takes: its least allowed value, and at least 1 (ids, pages, days). */
function validNumber(s: z.ZodNumber): number {
  return Math.max(1, s.minValue ?? 1);
}

/** Every number of a schema, with its path (list items at index 0). */
function numberFields(s: z.ZodType, path: Path = [], nullable = false): NumberField[] {
  const def = defOf(s);
  if (def.type === 'number') return [{ path, valid: validNumber(s as z.ZodNumber), nullable }];
  if (def.type === 'object' && def.shape) return Object.entries(def.shape).flatMap(([key, field]) => numberFields(field, [...path, key]));
  if (WRAPPERS.has(def.type) && def.innerType) return numberFields(def.innerType, path, nullable || def.type === 'nullable');
  if (def.type === 'pipe' && def.in) return numberFields(def.in, path, nullable);
  if (def.type === 'array' && def.element) return numberFields(def.element, [...path, 0]);
  if (def.type === 'union' && def.options) return def.options.flatMap((option) => numberFields(option, path, nullable));
  return [];
}

/** An input holding only the schema's numbers, each a valid one (lists with one item). */
function baseInput(fields: NumberField[]): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const field of fields) setAt(base, field.path, field.valid);
  return base;
}

function setAt(target: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      node[key] = value;
    } else {
      node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  }
}

// ---------- the procedures ----------

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
}
// Every procedure of the router, by its dotted path: tRPC types each by its own router; the walk reads the plain
// definition all of them have (its kind and input schemas).
const procedures = Object.entries(appRouter._def.procedures).map(([path, procedure]) => {
  const def = (procedure as unknown as { _def: ProcedureDef })._def;
  return { path, type: def.type, fields: def.inputs.flatMap((input) => numberFields(input)), inputSchema: def.inputs[0] };
});
const withNumbers = procedures.filter((p) => p.fields.length > 0);

/** What a JSON client could send for a number that is not one; none of it may become a number. */
const notNumbersFor = (field: NumberField): unknown[] =>
  [true, [field.valid], null, {}, '1e3', String(field.valid)].filter((v) => !(v === null && field.nullable));

interface Answer {
  status: number;
  code?: string;
  fieldErrors?: Record<string, string> | null;
}

async function call(procedure: (typeof procedures)[number], input: unknown, role: string): Promise<Answer> {
  const headers = { authorization: `Bearer ${tokens.get(role)}` };
  const res =
    procedure.type === 'query'
      ? await t.server.inject({
          method: 'GET',
          url: `/trpc/${procedure.path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers,
        })
      : await t.server.inject({ method: 'POST', url: `/trpc/${procedure.path}`, headers, payload: input as object });
  const body = res.json() as { error?: { data?: { code?: string; fieldErrors?: Record<string, string> | null } } };
  return { status: res.statusCode, code: body.error?.data?.code, fieldErrors: body.error?.data?.fieldErrors };
}

/** The rows a refused call must leave alone, as one text per table (row order fixed). */
const CHECKED_TABLES = [
  'users',
  'stylist_profiles',
  'services',
  'schedule_slots',
  'bookings',
  'booking_services',
  'booking_slots',
  'stylist_time_off',
  'waitlist_entries',
  'payments',
  'refunds',
  'feedback',
  'salaries',
  'points_movements',
  'uploads',
] as const;
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of CHECKED_TABLES) {
    const result = await t.deps.db.execute<{ sum: string }>(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as sum from ${sql.identifier(table)} r`,
    );
    // node-postgres answers { rows }, PGlite the rows themselves.
    const rows = (result as unknown as { rows?: { sum: string }[] }).rows ?? (result as unknown as { sum: string }[]);
    out[table] = String(rows[0]?.sum);
  }
  return out;
}

const ROLES = ['admin', 'customer', 'stylist', 'staff'];

describe('every number of every procedure on /trpc', () => {
  it('finds the procedures from the router itself, the audited ones among them', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(50);
    expect(withNumbers.map((p) => p.path)).toEqual(
      expect.arrayContaining(['salary.pay', 'user.setPoints', 'service.delete', 'user.getById', 'user.list', 'dashboard.monthlyRevenue']),
    );
    expect(withNumbers.find((p) => p.path === 'user.setPoints')?.fields.map((f) => f.path.join('.'))).toEqual(['id', 'points']);
    expect(withNumbers.find((p) => p.path === 'schedule.createMany')?.fields.map((f) => f.path.join('.'))).toEqual([
      'entries.0.stylistId',
      'entries.0.date',
      // Optional: where the stylist works (issue 24).
      'entries.0.locationId',
    ]);
  });

  it('takes each valid number it is given: the walk puts every refusal on the value, not on the rest', () => {
    for (const procedure of withNumbers) {
      const result = procedure.inputSchema?.safeParse(baseInput(procedure.fields));
      const refused = new Set((result?.error?.issues ?? []).map((issue) => issue.path.join('.')));
      for (const field of procedure.fields) {
        expect({ procedure: procedure.path, field: field.path.join('.'), refused: refused.has(field.path.join('.')) }).toEqual({
          procedure: procedure.path,
          field: field.path.join('.'),
          refused: false,
        });
      }
    }
  });

  it('refuses true, [n], null, {}, "1e3" and "n" in each of them with 400, changing nothing', async () => {
    const before = await snapshot();
    const misses: string[] = [];
    for (const procedure of withNumbers) {
      const base = baseInput(procedure.fields);
      let role: string | undefined;
      for (const field of procedure.fields) {
        for (const value of notNumbersFor(field)) {
          const input = structuredClone(base);
          setAt(input, field.path, value);
          // The first role the procedure lets through to its input (the admin, else the one it is for).
          let answer: Answer | undefined;
          for (const candidate of role ? [role] : ROLES) {
            answer = await call(procedure, input, candidate);
            if (answer.status !== 403) {
              role = candidate;
              break;
            }
          }
          const key = field.path.join('.');
          if (answer?.status !== 400 || answer.code !== 'BAD_REQUEST' || !answer.fieldErrors || !(key in answer.fieldErrors)) {
            misses.push(`${procedure.path} ${key}=${JSON.stringify(value)} as ${role ?? 'nobody'}: ${JSON.stringify(answer)}`);
          }
        }
      }
    }
    expect(misses).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('left the audited rows alone, which the same calls with a number do change', async () => {
    const [salary] = await t.deps.db.select().from(schema.salaries).where(eq(schema.salaries.id, 1));
    const [user] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, admin.id));
    const [service] = await t.deps.db.select().from(schema.services).where(eq(schema.services.id, 1));
    expect({ paidOn: salary?.paidOn, points: user?.points, archivedAt: service?.archivedAt }).toEqual({
      paidOn: null,
      points: ADMIN_POINTS,
      archivedAt: null,
    });

    // The rows the walk aimed at are live: a number there pays, sets and removes.
    const byAdmin = (path: string, payload: object) =>
      t.server.inject({ method: 'POST', url: `/trpc/${path}`, headers: { authorization: `Bearer ${tokens.get('admin')}` }, payload });
    expect((await byAdmin('salary.pay', { id: 1 })).statusCode).toBe(200);
    expect((await byAdmin('user.setPoints', { id: admin.id, points: 0 })).statusCode).toBe(200);
    expect((await byAdmin('service.delete', { id: 1 })).statusCode).toBe(200);
    const [paid] = await t.deps.db.select().from(schema.salaries).where(eq(schema.salaries.id, 1));
    const [zeroed] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, admin.id));
    const [removed] = await t.deps.db.select().from(schema.services).where(eq(schema.services.id, 1));
    expect({ paid: paid?.paidOn !== null, points: zeroed?.points, removed: removed === undefined || removed.archivedAt !== null }).toEqual({
      paid: true,
      points: 0,
      removed: true,
    });
  });
});
