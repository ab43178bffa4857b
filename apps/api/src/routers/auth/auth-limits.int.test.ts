import * as db from '@hairsalon/db';
import { messages } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';

// Watch the argon2 hashing without changing it.
vi.mock('@hairsalon/db', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@hairsalon/db')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(async () => {
  await t?.close();
});

const tooMany = { code: 'TOO_MANY_REQUESTS', message: messages.generic.tooManyRequests };
let nextAddress = 40;
/** Each test signs up and resets from an address of its own. */
const freshAddress = () => `127.0.0.${nextAddress++}`;

describe('password reset', () => {
  it('refuses an unknown token before hashing the new password', async () => {
    const caller = await t.caller(undefined, freshAddress());
    vi.mocked(db.hashPassword).mockClear();
    await expect(caller.auth.resetPassword({ token: 'not-a-real-token', newPassword: 'a-long-new-one-9' })).rejects.toThrow(
      messages.resetPassword.invalidToken,
    );
    expect(db.hashPassword).not.toHaveBeenCalled();
  });

  it('is limited per token and per address', async () => {
    const ip = freshAddress();
    const caller = await t.caller(undefined, ip);
    const attempt = (token: string) => caller.auth.resetPassword({ token, newPassword: 'a-long-new-one-9' });
    await expect(attempt('guess-a')).rejects.toThrow(messages.resetPassword.invalidToken);
    await expect(attempt('guess-a')).rejects.toThrow(messages.resetPassword.invalidToken);
    await expect(attempt('guess-a')).rejects.toMatchObject(tooMany);
    // Five times the limit across tokens from one address.
    for (let i = 0; i < 7; i++) await expect(attempt(`guess-${i}`)).rejects.toThrow(messages.resetPassword.invalidToken);
    await expect(attempt('guess-last')).rejects.toMatchObject(tooMany);
  });
});

describe('register', () => {
  const form = (email: string) => ({ firstName: 'An', lastName: 'Vo', email, password: 'salon-pass-1', confirmPassword: 'salon-pass-1' });

  it('is limited per email', async () => {
    const caller = await t.caller(undefined, freshAddress());
    const email = uniqueEmail('signup');
    await expect(caller.auth.register(form(email))).resolves.toMatchObject({ id: expect.any(Number) });
    await expect(caller.auth.register(form(email))).rejects.toThrow(messages.register.emailTaken);
    await expect(caller.auth.register(form(email))).rejects.toMatchObject(tooMany);
  });

  it('is limited per address', async () => {
    const caller = await t.caller(undefined, freshAddress());
    for (let i = 0; i < 10; i++) await caller.auth.register(form(uniqueEmail('spray')));
    await expect(caller.auth.register(form(uniqueEmail('spray')))).rejects.toMatchObject(tooMany);
  });

  it("is limited per address through POST /api/register too (the spec's one call), answered 429", async () => {
    const remoteAddress = freshAddress();
    const register = (email: string) => t.server.inject({ method: 'POST', url: '/api/register', payload: form(email), remoteAddress });
    for (let i = 0; i < 10; i++) expect((await register(uniqueEmail('rest-spray'))).json()).toMatchObject({ errCode: 0 });
    const refused = await register(uniqueEmail('rest-spray'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errCode: 429, errMessage: messages.generic.tooManyRequests });
  });
});

describe('profile email change', () => {
  it('is limited per account like login; saving the same email is not a change', async () => {
    const user = await t.createUser();
    const caller = await t.caller(user, freshAddress());
    const save = (email: string) => caller.user.edit({ id: user.id, phoneNumber: '912345678', email });
    await save(uniqueEmail('moved'));
    const latest = uniqueEmail('moved');
    await save(latest);
    await expect(save(latest)).resolves.toMatchObject({ email: latest });
    await expect(save(uniqueEmail('moved'))).rejects.toMatchObject(tooMany);
  });
});
