import { messages } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', BOOKING_RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limits', () => {
  it('refuses a fourth login attempt for one email within a minute with 429, then allows it after the window', async () => {
    const user = await t.createUser();
    // An address of its own: the run's other suites sign in from 127.0.0.1 against the same counters.
    const remoteAddress = '127.0.0.31';
    for (let i = 0; i < 3; i++) {
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'wrong-password' },
        remoteAddress,
      });
      expect(res.json().errCode).toBe(400);
    }
    const blocked = await t.server.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, errMessage: messages.generic.tooManyRequests });
    t.advance(61_000);
    const later = await t.server.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress,
    });
    expect(later.json().errCode).toBe(0);
  });

  it("a stranger's failures lock out only their own address: the owner still signs in from elsewhere", async () => {
    const owner = await t.createUser();
    const attempt = (password: string, remoteAddress: string) =>
      t.server.inject({ method: 'POST', url: '/api/login', payload: { email: owner.email, password }, remoteAddress });
    for (let i = 0; i < 10; i++) await attempt('guess-guess-1', '198.51.100.66');
    expect((await attempt(owner.password, '198.51.100.66')).statusCode).toBe(429);
    const home = await attempt(owner.password, '203.0.113.10');
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ success: true, id: owner.id });
  });

  it('failures from many addresses lock the email for everyone only past ten times the limit', async () => {
    const owner = await t.createUser();
    const attempt = (password: string, remoteAddress: string) =>
      t.server.inject({ method: 'POST', url: '/api/login', payload: { email: owner.email, password }, remoteAddress });
    // Limit 3 per address: nine addresses fail three times each and a tenth twice (29 failures): the 30th attempt,
    // the owner's, is still let in.
    for (let a = 1; a <= 9; a++) for (let i = 0; i < 3; i++) await attempt('guess-guess-1', `198.51.100.${a}`);
    for (let i = 0; i < 2; i++) await attempt('guess-guess-1', '198.51.100.10');
    expect((await attempt(owner.password, '203.0.113.20')).json().errCode).toBe(0);
    // The 30th failure; past it, nobody gets in.
    await attempt('guess-guess-1', '198.51.100.10');
    expect((await attempt(owner.password, '203.0.113.21')).statusCode).toBe(429);
    // Thirty-odd argon2 checks: slow on a busy 2-core machine.
  }, 120_000);

  it('limits forgot-password per email too', async () => {
    const email = uniqueEmail('forgot');
    // An address of its own: the run's other suites ask for reset links from 127.0.0.1 against the same counters.
    const remoteAddress = '127.0.0.32';
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await t.server.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('limits one IP across many emails', async () => {
    t.advance(61_000);
    const codes = [];
    for (let i = 0; i < 16; i++) {
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail('spray'), password: 'whatever1' },
        remoteAddress: '127.0.0.9',
      });
      codes.push(res.json().errCode);
    }
    expect(codes.slice(0, 15).every((c) => c === 400)).toBe(true);
    expect(codes[15]).toBe(429);
  }, 120_000);

  it('limits bookings from one address', async () => {
    t.advance(61_000);
    const attempt = () =>
      t.server.inject({
        method: 'POST',
        url: '/api/customer-book-appointment',
        remoteAddress: '127.0.0.21',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `phone=912345678&fullName=Guest&email=g%40example.com&stylistId=999999&date=${t.now().getTime() + 3 * 86_400_000}&timeType=T1&serviceIds%5B%5D=1`,
      });
    const codes = [(await attempt()).json().errCode, (await attempt()).json().errCode, (await attempt()).statusCode];
    // The first two get as far as finding no such stylist; the third is refused before anything else.
    expect(codes.slice(0, 2)).toEqual([404, 404]);
    expect(codes[2]).toBe(429);
  });
});
