import { messages } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limits', () => {
  it('refuses a fourth login attempt for one email within a minute with 429, then allows it after the window', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i++) {
      const res = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'wrong-password' } });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, errMessage: messages.generic.tooManyRequests });
    t.advance(61_000);
    const later = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    expect(later.statusCode).toBe(200);
  });

  it('limits forgot-password per email too', async () => {
    const email = uniqueEmail('forgot');
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await t.server.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode);
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
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 15).every((c) => c === 400)).toBe(true);
    expect(codes[15]).toBe(429);
  });
});
