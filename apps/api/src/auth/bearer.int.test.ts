import { Role } from '@hairsalon/shared';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bookableSlot } from '../testing/booking-fixtures.js';
import { startTestAppForFile } from '../testing/test-app.js';
import { trpcTestClient } from '../testing/trpc-client.js';

const t = startTestAppForFile();

/** What a client's code writes when it keeps no token, and what an empty header looks like. */
const NO_TOKEN = ['Bearer null', 'Bearer undefined', 'Bearer ', 'Bearer    ', 'Bearer'];

const get = (url: string, authorization: string) => t.server.inject({ method: 'GET', url, headers: { authorization } });

describe('a bearer value that is not a token', () => {
  it.each(NO_TOKEN.map((header, i) => [header, i]))(
    '(%j) is a guest on /trpc and on the REST paths, not a refused token',
    async (authorization, i) => {
      // A guest books over /trpc as over REST (POST /api/customer-book-appointment: rest/spec-dates.int.test.ts).
      const { input } = await bookableSlot(t, { priceCents: 2000, daysAhead: 3 + i, timeType: 'T2' });
      const trpc = trpcTestClient(t.server, { headers: { authorization } });
      const booked = await trpc.answer(trpc.client.booking.create.mutate({ ...input, email: 'guest@example.com' }));
      expect(booked.status, booked.error?.message).toBe(200);
      expect((await get('/api/get-all-services', authorization)).statusCode).toBe(200);
      // A call for signed-in users still asks to sign in, as with no header at all.
      expect((await get('/trpc/auth.me', authorization)).statusCode).toBe(401);
    },
  );
});

describe('a real token that does not verify', () => {
  it('is refused with 401 on /trpc and on the REST paths, so the client refreshes', async () => {
    const user = await t.createUser({ roleId: Role.Customer });
    const iat = Math.floor(t.now().getTime() / 1000) - 3600;
    const expired = await new SignJWT({ role: Role.Customer, sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(t.config.jwtSecret);
    for (const token of [expired, 'not-a-jwt', 'nul']) {
      expect((await get('/trpc/auth.me', `Bearer ${token}`)).statusCode, token).toBe(401);
      expect((await get('/api/get-all-services', `Bearer ${token}`)).statusCode, token).toBe(200);
      expect((await get(`/api/get-user-points?id=${user.id}`, `Bearer ${token}`)).statusCode, token).toBe(401);
    }
  });
});
