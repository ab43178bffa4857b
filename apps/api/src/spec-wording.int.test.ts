import { schema } from '@hairsalon/db';
import { addSalonDays, Role, salonDayKey, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, expectSuccess } from './testing/rest-answers.js';
import { startTestApp, type TestApp, uniqueEmail } from './testing/test-app.js';

/**
 * Spot checks that what a spec client reads in each situation is the spec's own text. The texts are typed here as
 * the spec (and ARCHITECTURE, for the taken slot) writes them — never taken from `messages` — so a reworded message
 * fails here even though the tests that compare with the constant still pass (packages/shared spec-wording.test.ts
 * checks every quoted text; these check that the answers carry them).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  t.server.inject({ method: 'POST', url, payload, headers });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /api/register answers the spec §5 texts', () => {
  it("with no first name: 'Enter your first name', in errMessage and in fieldErrors", async () => {
    const body = expectRefusal(
      await post('/api/register', {
        lastName: 'Pham',
        email: uniqueEmail('nofirst'),
        password: 'salon-pass-1',
        confirmPassword: 'salon-pass-1',
      }),
      400,
      'Enter your first name',
    );
    expect(body.fieldErrors).toEqual({ firstName: 'Enter your first name' });
  });

  it('with nothing filled in: each field its own text', async () => {
    const body = expectRefusal(await post('/api/register', {}), 400);
    expect(body.fieldErrors).toMatchObject({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      password: 'Enter your password',
      confirmPassword: 'Confirm your password',
    });
  });

  it("'Invalid email address', 'Password must be at least 6 characters long' and 'Passwords do not match'", async () => {
    const base = {
      firstName: 'Lan',
      lastName: 'Pham',
      email: uniqueEmail('words'),
      password: 'salon-pass-1',
      confirmPassword: 'salon-pass-1',
    };
    expect(expectRefusal(await post('/api/register', { ...base, email: 'lan.example.com' }), 400).fieldErrors).toEqual({
      email: 'Invalid email address',
    });
    expect(expectRefusal(await post('/api/register', { ...base, password: 'ab12', confirmPassword: 'ab12' }), 400).fieldErrors).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(expectRefusal(await post('/api/register', { ...base, confirmPassword: 'salon-pass-2' }), 400).fieldErrors).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it("a registration that goes through says 'Register Successfully'", async () => {
    const res = await post('/api/register', {
      firstName: 'Lan',
      lastName: 'Pham',
      email: uniqueEmail('welcome'),
      password: 'salon-pass-1',
      confirmPassword: 'salon-pass-1',
    });
    expect(expectSuccess(res).message).toBe('Register Successfully');
  });
});

describe('POST /api/login answers the spec texts', () => {
  it("'Email is required' and 'Password is required'", async () => {
    expect(expectRefusal(await post('/api/login', { password: 'whatever-1' }), 400, 'Email is required').fieldErrors).toEqual({
      email: 'Email is required',
    });
    expect(expectRefusal(await post('/api/login', { email: uniqueEmail('nopass') }), 400, 'Password is required').fieldErrors).toEqual({
      password: 'Password is required',
    });
  });

  it("an inactive account: 'Your account is inactive. Please contact support.'", async () => {
    const user = await t.createUser({ status: 'Inactive' });
    expectRefusal(
      await post('/api/login', { email: user.email, password: user.password }),
      403,
      'Your account is inactive. Please contact support.',
    );
  });

  it("a good sign-in: 'Login successful'", async () => {
    const user = await t.createUser();
    expect(expectSuccess(await post('/api/login', { email: user.email, password: user.password })).message).toBe('Login successful');
  });
});

describe('PUT /api/reset-password/{token} answers the spec texts', () => {
  it("an unknown or missing token: 'Invalid or expired reset password token.'", async () => {
    const reset = (path: string) => t.server.inject({ method: 'PUT', url: path, payload: 'newPassword=brand-new-1', headers: form });
    expectRefusal(await reset('/api/reset-password/no-such-token'), 400, 'Invalid or expired reset password token.');
    expectRefusal(await reset('/api/reset-password/%20'), 400, 'Invalid or expired reset password token.');
  });

  it("a short new password: 'Password must be at least 6 characters long'", async () => {
    const res = await t.server.inject({ method: 'PUT', url: '/api/reset-password/any', payload: 'newPassword=ab12', headers: form });
    expectRefusal(res, 400, 'Password must be at least 6 characters long');
  });
});

describe('POST /api/customer-book-appointment answers the spec texts', () => {
  async function openDay() {
    const stylist = await t.createUser({ roleId: Role.Stylist });
    await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
    const date = addSalonDays(salonToday(t.now().getTime()), 3);
    await t.deps.db
      .insert(schema.scheduleSlots)
      .values(TIME_SLOTS.map((slot) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType: slot.keyMap })));
    const [cut] = await t.deps.db
      .insert(schema.services)
      .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 })
      .returning();
    if (!cut) throw new Error('service');
    /** A booking form of a guest (or of `bearer`'s customer) for 12:00 PM; `omit` leaves fields out. */
    const book = (fields: Record<string, string>, bearer?: string, omit: string[] = []) => {
      const values = new URLSearchParams({
        phone: '912345678',
        fullName: 'An Vo',
        email: uniqueEmail('guest'),
        stylistId: String(stylist.id),
        date: String(date),
        timeType: 'T3',
        'serviceIds[]': String(cut.id),
        ...fields,
      });
      for (const name of omit) values.delete(name);
      return post('/api/customer-book-appointment', values.toString(), {
        ...form,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      });
    };
    return { book };
  }

  it("a booking made: 'Booking successful, please check your email.'; the same slot again: 'This time slot is no longer available.'", async () => {
    const { book } = await openDay();
    expect(expectSuccess(await book({})).message).toBe('Booking successful, please check your email.');
    expectRefusal(await book({}), 409, 'This time slot is no longer available.');
  });

  it("no service: 'Please select at least one service'; points above the balance: 'You do not have enough points. You only have 12 points.'", async () => {
    const { book } = await openDay();
    expectRefusal(await book({ timeType: 'T4' }, undefined, ['serviceIds[]']), 400, 'Please select at least one service');
    const customer = await t.createUser({ roleId: Role.Customer, points: 12 });
    const token = await t.tokenFor(customer);
    expectRefusal(
      await book({ email: customer.email, timeType: 'T5', pointsToUse: '13', usePoints: 'true' }, token),
      400,
      'You do not have enough points. You only have 12 points.',
    );
    expectRefusal(
      await book({ email: customer.email, timeType: 'T5', pointsToUse: '31', usePoints: 'true' }, token),
      400,
      'You cannot use more than 30 points.',
    );
  });
});

describe('GET /api/get-detail-service-by-id answers the spec text', () => {
  it("an unknown service: 'Service not found.'", async () => {
    expectRefusal(await t.server.inject({ method: 'GET', url: '/api/get-detail-service-by-id?id=987654321' }), 404, 'Service not found.');
  });
});
