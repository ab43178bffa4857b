import { schema } from '@hairsalon/db';
import { Role, type RoleId } from '@hairsalon/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { makeImage, multipart } from '../../uploads/test-helpers.js';

/**
 * Who may make each call of this issue (users, services, stylists, reference codes, feedback, uploads):
 * every REST path × anonymous, R1, R2, R3, R4. The REST rows call the tRPC procedures, so this is the
 * procedures' access too.
 */
let t: TestApp;
const tokens: Partial<Record<RoleId, string>> = {};
let serviceId: number;
let stylistId: number;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  for (const roleId of [Role.Staff, Role.Admin, Role.Stylist, Role.Customer])
    tokens[roleId] = await t.tokenFor(await t.createUser({ roleId }));
  png = await makeImage('png');
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: 'Access check', description: 'For the access table.', priceCents: 1000 })
    .returning();
  serviceId = service?.id ?? 0;
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  stylistId = stylist.id;
});
afterAll(async () => {
  await t?.close();
});

type Who = 'anonymous' | RoleId;
const WHO: Who[] = ['anonymous', Role.Staff, Role.Admin, Role.Stylist, Role.Customer];
const ALL = 200;
/** Expected status by caller, in WHO order. */
const adminOnly = [401, 403, 200, 403, 403];
const everyone = [ALL, ALL, ALL, ALL, ALL];
const signedIn = [401, 200, 200, 200, 200];

const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string | number>, file?: Buffer): InjectOptions => {
  const body = multipart(fields, file ? { imageFile: { filename: 'x.png', contentType: 'image/png', data: file } } : {});
  return { method, url, payload: body.payload, headers: body.headers };
};

/** Each row builds a fresh request (and its own target data), so one caller's success never affects another's. */
const calls: [string, () => Promise<InjectOptions>, number[]][] = [
  ['GET /get-all-user', async () => ({ method: 'GET', url: '/api/get-all-user' }), adminOnly],
  [
    "GET /get-user-by-id (another user's)",
    async () => ({ method: 'GET', url: `/api/get-user-by-id?id=${(await t.createUser()).id}` }),
    adminOnly,
  ],
  [
    "PUT /edit-user (another user's)",
    async () => form('PUT', '/api/edit-user', { id: (await t.createUser()).id, phoneNumber: '912345678', email: uniqueEmail('acc') }),
    adminOnly,
  ],
  [
    "GET /get-user-points (another user's)",
    async () => ({ method: 'GET', url: `/api/get-user-points?id=${(await t.createUser()).id}` }),
    adminOnly,
  ],
  [
    'PUT /get-user-points',
    async () => ({ method: 'PUT', url: `/api/get-user-points?id=${(await t.createUser()).id}`, payload: { points: 3 } }),
    adminOnly,
  ],
  ['PUT /change-user-status', async () => ({ method: 'PUT', url: `/api/change-user-status?id=${(await t.createUser()).id}` }), adminOnly],
  ['GET /get-all-stylist', async () => ({ method: 'GET', url: '/api/get-all-stylist' }), everyone],
  ['GET /get-detail-stylist-by-id', async () => ({ method: 'GET', url: `/api/get-detail-stylist-by-id?id=${stylistId}` }), everyone],
  ['GET /get-all-services', async () => ({ method: 'GET', url: '/api/get-all-services' }), everyone],
  ['GET /get-detail-service-by-id', async () => ({ method: 'GET', url: `/api/get-detail-service-by-id?id=${serviceId}` }), everyone],
  [
    'POST /create-service',
    async () => form('POST', '/api/create-service', { name: 'New', description: 'A new one.', price: 9 }, png),
    adminOnly,
  ],
  [
    'PUT /update-service',
    async () => form('PUT', '/api/update-service', { id: serviceId, name: 'Access check', description: 'Still.', price: 10 }),
    adminOnly,
  ],
  [
    'DELETE /delete-service',
    async () => {
      const [service] = await t.deps.db
        .insert(schema.services)
        .values({ name: 'Doomed', description: 'Bye.', priceCents: 500 })
        .returning();
      return { method: 'DELETE', url: `/api/delete-service?id=${service?.id}` };
    },
    adminOnly,
  ],
  ['GET /get-allcode', async () => ({ method: 'GET', url: '/api/get-allcode?type=TIME' }), everyone],
  [
    'GET /get-feedback-by-serviceId',
    async () => ({ method: 'GET', url: `/api/get-feedback-by-serviceId?serviceId=${serviceId}` }),
    everyone,
  ],
  ['POST /upload-image', async () => form('POST', '/api/upload-image', {}, png), signedIn],
  [
    // Only an admin gets staff or a stylist; anyone else gets a customer account (issue 8 item 15).
    'POST /register with roleId R1 (staff for an admin, else a customer)',
    async () => ({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'S',
        lastName: 'T',
        email: uniqueEmail('r1'),
        password: 'salon-pass-1',
        // A customer's registration needs it whatever roleId it names; an admin's staff call may leave it out.
        confirmPassword: 'salon-pass-1',
        phoneNumber: '9',
        roleId: 'R1',
      },
    }),
    everyone,
  ],
  [
    'POST /register with roleId R3 (a stylist for an admin, else a customer)',
    async () => ({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'S',
        lastName: 'T',
        email: uniqueEmail('r3'),
        password: 'salon-pass-1',
        confirmPassword: 'salon-pass-1',
        phoneNumber: '9',
        roleId: 'R3',
        positionId: 'P0',
      },
    }),
    everyone,
  ],
];

describe.each(calls)('%s', (_name, build, expected) => {
  it.each(WHO.map((who, i) => [who, expected[i]] as const))('%s → %i', async (who, status) => {
    const request = await build();
    const token = who === 'anonymous' ? undefined : tokens[who];
    const res = await t.server.inject({
      ...request,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect(res.statusCode).toBe(status);
    // A success is the envelope with success true, or the bare list of a path that answers one (services, codes, users).
    const body = res.json();
    expect(Array.isArray(body) || body.success === true).toBe(status === 200);
  });
});

describe('the signed-in calls on oneself', () => {
  it.each(WHO.filter((w) => w !== 'anonymous'))('%s may read their own profile and points', async (who) => {
    const user = await t.createUser({ roleId: who as RoleId });
    const token = await t.tokenFor(user);
    for (const url of [`/api/get-user-by-id?id=${user.id}`, `/api/get-user-points?id=${user.id}`]) {
      const res = await t.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('an Inactive admin is refused (401) even with an unexpired token, and sees only public stylist fields', async () => {
    const admin = await t.createUser({ roleId: Role.Admin, status: 'Inactive' });
    const headers = { authorization: `Bearer ${await t.tokenFor(admin)}` };
    expect((await t.server.inject({ method: 'GET', url: '/api/get-all-user', headers })).statusCode).toBe(401);
    const stylists = (await t.server.inject({ method: 'GET', url: '/api/get-all-stylist', headers })).json().data as object[];
    expect(stylists.every((s) => !('email' in s))).toBe(true);
  });
});
