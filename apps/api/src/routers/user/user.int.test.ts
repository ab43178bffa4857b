import { schema } from '@hairsalon/db';
import { messages, Role, USER_PAGE_SIZE, UserStatus } from '@hairsalon/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBareList, expectRefusal } from '../../testing/rest-answers.js';
import { containsSecret, startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { isServed, makeImage, multipart } from '../../uploads/test-helpers.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.createUser({ roleId: Role.Admin });
  adminToken = await t.tokenFor(admin);
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = adminToken) => t.server.inject({ method: 'GET', url, headers: bearer(token) });
/** A name no other test's users share, for searches. */
const marker = () => `Qx${Math.random().toString(36).slice(2, 8)}`;

describe('GET /api/get-all-user', () => {
  it('lists every user but admins without paging, pages 10 at a time with ?page=, and searches the full name case-insensitively', async () => {
    const family = marker();
    for (let i = 0; i < 23; i++)
      await t.createUser({ firstName: `Linh${i}`, lastName: `${family} Tran`, roleId: i % 2 ? Role.Customer : Role.Staff });
    await t.createUser({ firstName: 'Boss', lastName: `${family} Tran`, roleId: Role.Admin });

    // A spec client iterates the bare list: the whole list when no page or limit is asked for.
    const everyone = await get(`/api/get-all-user?search=${encodeURIComponent(` ${family.toUpperCase()}  TRAN `)}`);
    expect(expectBareList(everyone)).toHaveLength(23);
    expect(everyone.headers['x-total-count']).toBe('23');
    expect(containsSecret(everyone.json())).toBe(false);

    // A page is still a bare list; the total of every page is in X-Total-Count.
    const page1 = await get(`/api/get-all-user?search=${family}&page=1`);
    expect(expectBareList(page1)).toHaveLength(USER_PAGE_SIZE);
    expect(page1.headers['x-total-count']).toBe('23');
    const page3 = expectBareList<{ id: number; roleId: string }>(await get(`/api/get-all-user?search=${family}&page=3`));
    expect(page3).toHaveLength(3);
    const page2 = expectBareList<{ id: number; roleId: string }>(await get(`/api/get-all-user?search=${family}&page=2`));
    const all = [...expectBareList<{ id: number; roleId: string }>(page1), ...page2, ...page3];
    expect(new Set(all.map((u) => u.id)).size).toBe(23);
    expect(all.every((u) => u.roleId !== Role.Admin)).toBe(true);
    expect(expectBareList(await get(`/api/get-all-user?search=${family}&limit=20&page=2`))).toHaveLength(3);

    // "first last" as one string: a search across the space matches
    const exact = expectBareList<{ firstName: string }>(
      await get(`/api/get-all-user?search=${encodeURIComponent(`linh7 ${family.toLowerCase()}`)}`),
    );
    expect(exact.map((u) => u.firstName)).toEqual(['Linh7']);
  });

  it('takes % and _ literally and lists nobody for a name no one has', async () => {
    const none = await get(`/api/get-all-user?search=${encodeURIComponent('%_%')}`);
    expect(expectBareList(none)).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('never lists admins without a search either', async () => {
    const res = await t.caller(admin).then((c) => c.user.list({ page: 1 }));
    expect(res.items.every((u) => u.roleId !== Role.Admin)).toBe(true);
    expect(res.items.length).toBeLessThanOrEqual(USER_PAGE_SIZE);
  });
});

describe('reading a user', () => {
  it('lets a user read their own profile and points, and an admin anyone', async () => {
    const user = await t.createUser({ points: 17, firstName: 'Hoa' });
    const token = await t.tokenFor(user);
    const own = await get(`/api/get-user-by-id?id=${user.id}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: user.id, firstName: 'Hoa', points: 17, status: 'Active', email: user.email });
    expect(containsSecret(own.json())).toBe(false);
    expect((await get(`/api/get-user-points?id=${user.id}`, token)).json()).toMatchObject({
      points: 17,
      data: { id: user.id, points: 17 },
    });
    expect((await get(`/api/get-user-by-id?id=${user.id}`)).statusCode).toBe(200);
    expect((await get(`/api/get-user-points?id=${user.id}`)).json().points).toBe(17);
  });

  it("refuses another user's profile and points with 403, and an unknown id (errCode 404)", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const token = await t.tokenFor(user);
    expect((await get(`/api/get-user-by-id?id=${other.id}`, token)).statusCode).toBe(403);
    expect((await get(`/api/get-user-points?id=${other.id}`, token)).statusCode).toBe(403);
    expectRefusal(await get('/api/get-user-by-id?id=99999999'), 404);
  });

  it.each([Role.Staff, Role.Admin, Role.Stylist, Role.Customer])(
    "answers %s's PUT /api/get-user-points with their own id and no value as GET does: their points (issue 20 item 7)",
    async (roleId) => {
      const user = await t.createUser({ roleId, points: 17 });
      const token = await t.tokenFor(user);
      // The spec's header sends the points update as PUT by query id, with no value.
      for (const url of [`/api/get-user-points?id=${user.id}`, '/api/get-user-points']) {
        const res = await t.server.inject({ method: 'PUT', url, headers: bearer(token) });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ errCode: 0, success: true, id: user.id, points: 17, data: { id: user.id, points: 17 } });
        expect(res.json()).toEqual((await get(`/api/get-user-points?id=${user.id}`, token)).json());
      }
      const [stored] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, user.id));
      expect(stored?.points).toBe(17);
    },
  );

  it("refuses a non-admin's PUT /api/get-user-points for another user (403) and with a value (403), changing nothing", async () => {
    for (const roleId of [Role.Staff, Role.Stylist, Role.Customer]) {
      const user = await t.createUser({ roleId, points: 8 });
      const other = await t.createUser({ points: 3 });
      const headers = bearer(await t.tokenFor(user));
      const put = (url: string, payload?: object) =>
        t.server.inject({ method: 'PUT', url, headers, ...(payload === undefined ? {} : { payload }) });
      for (const res of [
        await put(`/api/get-user-points?id=${other.id}`),
        await put(`/api/get-user-points?id=${user.id}`, { points: 30 }),
        await put(`/api/get-user-points?id=${other.id}`, { points: 30 }),
        await put('/api/get-user-points', { points: '0' }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ errCode: 403, success: false, errMessage: messages.session.forbidden });
      }
      const stored = await t.deps.db
        .select()
        .from(schema.users)
        .where(inArray(schema.users.id, [user.id, other.id]));
      expect(Object.fromEntries(stored.map((u) => [u.id, u.points]))).toEqual({ [user.id]: 8, [other.id]: 3 });
      const moves = await t.deps.db
        .select()
        .from(schema.pointsMovements)
        .where(inArray(schema.pointsMovements.userId, [user.id, other.id]));
      expect(moves).toEqual([]);
    }
  });

  it('lets an admin set points, recorded as an adjustment', async () => {
    const user = await t.createUser({ points: 5 });
    const res = await t.server.inject({
      method: 'PUT',
      url: `/api/get-user-points?id=${user.id}`,
      payload: { points: 12 },
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ points: 12, message: messages.profile.pointsUpdated });
    const moves = await t.deps.db.select().from(schema.pointsMovements).where(eq(schema.pointsMovements.userId, user.id));
    expect(moves).toMatchObject([{ delta: 7, reason: 'adjusted' }]);
  });
});

describe('PUT /api/edit-user', () => {
  const profile = (id: number, extra: Record<string, string | number> = {}) => ({
    id,
    firstName: 'Thu',
    lastName: 'Ngo',
    gender: 'Female',
    address: '1 Le Loi',
    phoneNumber: '912345678',
    email: uniqueEmail('edited'),
    ...extra,
  });
  const edit = (token: string, fields: Record<string, string | number>, file?: { filename: string; contentType: string; data: Buffer }) => {
    const body = multipart(fields, file ? { imageFile: file } : {});
    return t.server.inject({ method: 'PUT', url: '/api/edit-user', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };

  it('saves the profile and ignores points, roleId and status', async () => {
    const user = await t.createUser({ points: 3 });
    const token = await t.tokenFor(user);
    const fields = profile(user.id, { points: 999, roleId: 'R2', status: 'Inactive' });
    const res = await edit(token, fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errCode: 0, message: messages.profile.saved });
    const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Thu', lastName: 'Ngo', address: '1 Le Loi', phoneNumber: '912345678', email: fields.email });
    expect(row).toMatchObject({ points: 3, roleId: Role.Customer, status: UserStatus.Active });

    const trpc = await (await t.caller(user)).user.edit({ ...profile(user.id), points: 500, roleId: 'R2', status: 'Inactive' } as never);
    expect(trpc).toMatchObject({ points: 3, roleId: Role.Customer, status: UserStatus.Active });
  });

  it.each([
    [{ phoneNumber: '' }, 'phoneNumber', messages.profile.phoneRequired],
    [{ phoneNumber: '12345678901' }, 'phoneNumber', messages.profile.phoneDigits],
    [{ email: '' }, 'email', messages.profile.emailRequired],
    [{ email: 'nope' }, 'email', messages.profile.emailInvalid],
    [{ id: '' }, 'id', messages.profile.userIdMissing],
  ])('refuses bad fields with the spec message (%#)', async (extra, field, message) => {
    const user = await t.createUser();
    const body = expectRefusal(await edit(await t.tokenFor(user), profile(user.id, extra)), 400, message);
    expect(body).toMatchObject({ errors: message, fieldErrors: { [field]: message } });
  });

  it("refuses editing someone else (403) unless admin, and an email that's taken (errCode 409)", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    expect((await edit(await t.tokenFor(user), profile(other.id))).statusCode).toBe(403);
    expect((await edit(adminToken, profile(other.id, { firstName: 'ByAdmin' }))).statusCode).toBe(200);
    const third = await t.createUser();
    expectRefusal(await edit(await t.tokenFor(user), profile(user.id, { email: third.email })), 409);
  });

  it('stores an avatar, replaces the old one, and refuses a bad file without changing anything', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    const first = await edit(token, profile(user.id), { filename: 'me.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg') });
    const firstImage = first.json().data.image as string;
    // The REST paths answer images as absolute URLs, for clients on other origins.
    expect(firstImage).toMatch(new RegExp(`^${t.config.publicUrl}/uploads/[a-f0-9]{32}\\.jpg$`));
    expect(await isServed(t, firstImage)).toBe(true);

    const second = await edit(token, profile(user.id), { filename: 'me.webp', contentType: 'image/webp', data: await makeImage('webp') });
    const secondImage = second.json().data.image as string;
    expect(secondImage).toMatch(/\.webp$/);
    expect(await isServed(t, firstImage)).toBe(false);

    const bad = await edit(token, profile(user.id, { firstName: 'Changed' }), {
      filename: 'me.png',
      contentType: 'image/png',
      data: Buffer.from('text'),
    });
    expect(expectRefusal(bad, 400, messages.profile.avatarInvalid).fieldErrors).toEqual({ imageFile: messages.profile.avatarInvalid });
    const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row?.firstName).toBe('Thu');
    expect(`${t.config.publicUrl}${row?.image}`).toBe(secondImage);

    // Saving without a file keeps the avatar.
    expect((await edit(token, profile(user.id))).json().data.image).toBe(secondImage);
  });
});

describe('PUT /api/change-user-status', () => {
  it('deactivates a user: their sessions end and their next call is refused; reactivated, they sign in again', async () => {
    const user = await t.createUser();
    const login = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    const { accessToken, refreshToken } = login.json();
    expect((await get(`/api/get-user-by-id?id=${user.id}`, accessToken)).statusCode).toBe(200);

    const res = await t.server.inject({ method: 'PUT', url: `/api/change-user-status?id=${user.id}`, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.userStatus.updated, data: { id: user.id, status: UserStatus.Inactive } });

    const tokens = await t.deps.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.userId, user.id));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await get(`/api/get-user-by-id?id=${user.id}`, accessToken)).statusCode).toBe(401);
    const refresh = await t.server.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });
    expect(refresh.statusCode).toBe(401);

    const back = await t.server.inject({ method: 'PUT', url: `/api/change-user-status?id=${user.id}`, headers: bearer(adminToken) });
    expect(back.json().data.status).toBe(UserStatus.Active);
    // The ended session stays ended; a new sign-in works.
    expect((await get(`/api/get-user-by-id?id=${user.id}`, accessToken)).statusCode).toBe(401);
    const again = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    expect((await get(`/api/get-user-by-id?id=${user.id}`, again.json().accessToken)).statusCode).toBe(200);
  });

  it('refuses an admin changing their own status', async () => {
    const res = await t.server.inject({ method: 'PUT', url: `/api/change-user-status?id=${admin.id}`, headers: bearer(adminToken) });
    // A business rule, not an access check: a refusal the admin's client shows (errCode 403).
    expectRefusal(res, 403, messages.userStatus.cannotChangeOwn);
    const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, admin.id));
    expect(row?.status).toBe(UserStatus.Active);
  });
});

describe('creating staff', () => {
  it('lets an admin create a staff member (R1) through POST /api/register with roleId R1', async () => {
    const email = uniqueEmail('staff');
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      headers: bearer(adminToken),
      payload: { firstName: 'Quan', lastName: 'Ly', email, password: 'salon-pass-1', phoneNumber: '934567890', roleId: 'R1' },
    });
    expect(res.statusCode).toBe(200);
    expect(containsSecret(res.json())).toBe(false);
    const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(row).toMatchObject({ roleId: Role.Staff, phoneNumber: '934567890', firstName: 'Quan' });
  });

  it('validates staff fields with the spec messages and refuses a taken email', async () => {
    for (const [fields, message] of [
      [{ password: '123' }, messages.staffOrStylist.passwordMin],
      [{ password: '' }, messages.staffOrStylist.passwordRequired],
      [{ phoneNumber: '' }, messages.staffOrStylist.phoneRequired],
      [{ firstName: '' }, messages.staffOrStylist.firstNameRequired],
    ] as [Record<string, string>, string][]) {
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/register',
        headers: bearer(adminToken),
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: uniqueEmail(),
          password: 'salon-pass-1',
          phoneNumber: '9',
          roleId: 'R1',
          ...fields,
        },
      });
      expectRefusal(res, 400, message);
    }
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      headers: bearer(adminToken),
      payload: { firstName: 'A', lastName: 'B', email: admin.email, password: 'salon-pass-1', phoneNumber: '9', roleId: 'R1' },
    });
    expectRefusal(res, 409, messages.register.emailTaken);
  });

  it('creates a customer when an anonymous caller or a customer sends roleId R1 or R3 (the role is ignored)', async () => {
    const customer = await t.createUser();
    for (const headers of [{}, bearer(await t.tokenFor(customer))]) {
      for (const roleId of ['R1', 'R3']) {
        const email = uniqueEmail('sneaky');
        const res = await t.server.inject({
          method: 'POST',
          url: '/api/register',
          headers,
          payload: {
            firstName: 'A',
            lastName: 'B',
            email,
            password: 'salon-pass-1',
            confirmPassword: 'salon-pass-1',
            phoneNumber: '9',
            roleId,
            positionId: 'P1',
          },
        });
        expect(res.json()).toMatchObject({ errCode: 0, success: true, message: messages.register.success });
        const created = await t.deps.db.select().from(schema.users).where(eq(schema.users.email, email));
        expect(created.map((u) => u.roleId)).toEqual([Role.Customer]);
        expect(await t.deps.db.$count(schema.stylistProfiles, eq(schema.stylistProfiles.userId, created[0]?.id ?? 0))).toBe(0);
      }
    }
  });

  it('needs confirmPassword from anyone but an admin creating staff or a stylist, whatever roleId they send', async () => {
    const customer = await t.createUser();
    const register = (headers: Record<string, string>, fields: Record<string, string>) =>
      t.server.inject({
        method: 'POST',
        url: '/api/register',
        headers,
        payload: { firstName: 'A', lastName: 'B', password: 'salon-pass-1', phoneNumber: '9', positionId: 'P1', ...fields },
      });
    for (const headers of [{}, bearer(await t.tokenFor(customer))]) {
      for (const roleId of ['R1', 'R3']) {
        const missing = uniqueEmail('no-confirm');
        const body = expectRefusal(await register(headers, { email: missing, roleId }), 400, messages.register.confirmRequired);
        expect(body.fieldErrors).toMatchObject({ confirmPassword: messages.register.confirmRequired });
        const differs = uniqueEmail('bad-confirm');
        expectRefusal(
          await register(headers, { email: differs, roleId, confirmPassword: 'salon-pass-2' }),
          400,
          messages.register.passwordsMismatch,
        );
        expect(await t.deps.db.$count(schema.users, eq(schema.users.email, missing))).toBe(0);
        expect(await t.deps.db.$count(schema.users, eq(schema.users.email, differs))).toBe(0);
      }
    }
    // The admin's create-staff and create-stylist calls send none (spec §7) and still work.
    for (const roleId of ['R1', 'R3']) {
      const email = uniqueEmail('admin-made');
      expect((await register(bearer(adminToken), { email, roleId })).json()).toMatchObject({ errCode: 0, success: true });
      const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.email, email));
      expect(row?.roleId).toBe(roleId);
    }
  });

  it("answers 401 to an admin's expired token asking for staff, so the client refreshes instead of creating a customer", async () => {
    const expiredToken = await t.tokenFor(admin);
    t.advance(16 * 60 * 1000);
    const email = uniqueEmail('late-staff');
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      headers: bearer(expiredToken),
      payload: { firstName: 'A', lastName: 'B', email, password: 'salon-pass-1', phoneNumber: '9', roleId: 'R1' },
    });
    expect(res.statusCode).toBe(401);
    expect(await t.deps.db.$count(schema.users, eq(schema.users.email, email))).toBe(0);
  });

  it("answers 401 to a logged-out admin's token asking for staff: a closed session is not an admin", async () => {
    const signedIn = await t.server.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: admin.password },
    });
    const { accessToken, refreshToken } = signedIn.json();
    await t.server.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken } });
    const email = uniqueEmail('after-logout');
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      headers: bearer(accessToken),
      payload: { firstName: 'A', lastName: 'B', email, password: 'salon-pass-1', phoneNumber: '9', roleId: 'R1' },
    });
    expect(res.statusCode).toBe(401);
    expect(await t.deps.db.$count(schema.users, eq(schema.users.email, email))).toBe(0);
  });
});
