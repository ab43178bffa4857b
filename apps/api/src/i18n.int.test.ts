import { schema } from '@hairsalon/db';
import { addSalonDays, messages, messagesVi, Role, salonToday } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from './caller.js';
import { startTestApp, type TestApp, uniqueEmail } from './testing/test-app.js';
import { trpcTestClient } from './testing/trpc-client.js';

/** Issue 13: the API answers in the language the client asks for, English by default; emails in the recipient's. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const vi = { 'accept-language': 'vi' };

async function bookableSalon() {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({ stylistId: stylist.id, date, timeTypes: ['T4'] });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 })
    .returning();
  if (!cut) throw new Error('service');
  return { stylist, date, cut };
}

async function emailTo(to: string, kind: string) {
  const [row] = await t.deps.db
    .select()
    .from(schema.emails)
    .where(and(eq(schema.emails.to, to), eq(schema.emails.kind, kind)));
  if (!row) throw new Error(`no ${kind} email to ${to}`);
  return row;
}

describe('tRPC answers in the asked language', () => {
  /** tRPC's client asking in a language (or in none the API has). */
  const asking = (language: string) => trpcTestClient(t.server, { headers: { 'accept-language': language } });

  it('refuses a wrong password in Vietnamese when the client asks for vi', async () => {
    const user = await t.createUser();
    const api = asking('vi');
    const refused = await api.answer(api.client.auth.login.mutate({ email: user.email, password: 'not-the-password' }));
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Email hoặc mật khẩu không đúng.');
  });

  it('gives validation messages field by field in Vietnamese', async () => {
    const api = asking('vi');
    const refused = await api.answer(api.client.auth.login.mutate({ email: '', password: '' }));
    expect(refused.status).toBe(400);
    expect(refused.error?.data?.fieldErrors).toEqual({
      email: messagesVi.login.emailRequired,
      password: messagesVi.login.passwordRequired,
    });
  });

  it('answers in English when the client names no language it has', async () => {
    const user = await t.createUser();
    const api = asking('fr-FR,fr;q=0.9');
    const refused = await api.answer(api.client.auth.login.mutate({ email: user.email, password: 'not-the-password' }));
    expect(refused.error?.message).toBe(messages.login.invalidCredentials);
  });

  it("translates a result's message", async () => {
    expect(await asking('vi').client.auth.logout.mutate({ refreshToken: 'none' })).toMatchObject({ message: 'Đăng xuất thành công' });
  });
});

describe('the REST adapter', () => {
  it("keeps the spec's English by default", async () => {
    const user = await t.createUser();
    const res = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'not-the-password' } });
    expect(res.json()).toMatchObject({
      success: false,
      errMessage: messages.login.invalidCredentials,
      errMsg: messages.login.invalidCredentials,
    });
    const any = await t.server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': '*' },
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(any.json().errMessage).toBe(messages.login.invalidCredentials);
  });

  it('answers in Vietnamese when asked, success and refusal alike', async () => {
    const user = await t.createUser();
    const refused = await t.server.inject({
      method: 'POST',
      url: '/api/login',
      headers: vi,
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(refused.json()).toMatchObject({ errMessage: 'Email hoặc mật khẩu không đúng.', errMsg: 'Email hoặc mật khẩu không đúng.' });
    const ok = await t.server.inject({
      method: 'POST',
      url: '/api/login',
      headers: vi,
      payload: { email: user.email, password: user.password },
    });
    expect(ok.json()).toMatchObject({ errCode: 0, message: messagesVi.login.success });
  });
});

describe('languages of people and their emails', () => {
  it("saves a signed-in user's switch, and their booking emails go out in Vietnamese", async () => {
    const s = await bookableSalon();
    const customer = await t.createUser({ roleId: Role.Customer });
    const caller = await t.caller(customer);
    await caller.user.setLanguage({ language: 'vi' });
    const [saved] = await t.deps.db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, customer.id));
    expect(saved?.language).toBe('vi');

    // The booking itself is made from an English page: the emails still follow the user's language.
    await caller.booking.create({
      phone: '912345678',
      fullName: 'An Vo',
      email: customer.email,
      stylistId: s.stylist.id,
      date: s.date,
      timeType: 'T4',
      serviceIds: [s.cut.id],
      pointsToUse: 0,
    });
    const email = await emailTo(customer.email, 'booking-received');
    expect(email.subject).toMatch(/^Chúng tôi đã nhận lịch hẹn ngày \d{2}-\d{2}-\d{4} của bạn$/);
    expect(email.text).toContain('Xin chào An Vo,');
    expect(email.text).toContain('Thời gian: 13:00, ');
    expect(email.text).toContain('Tổng cộng: $25.00');
    expect(email.html).toContain('<html lang="vi">');
  });

  it('sends a guest the emails in the language they booked in, and English to one who booked in English', async () => {
    const s = await bookableSalon();
    const guestVi = uniqueEmail('guest-vi');
    const guestEn = uniqueEmail('guest-en');
    const book = (email: string, language: 'en' | 'vi', timeType: string) =>
      createCaller({ deps: t.deps, auth: null, req: { ip: '127.0.0.1' }, language }).booking.create({
        phone: '912345670',
        fullName: 'Binh',
        email,
        stylistId: s.stylist.id,
        date: s.date,
        timeType,
        serviceIds: [s.cut.id],
        pointsToUse: 0,
      });
    await book(guestVi, 'vi', 'T4');
    const viEmail = await emailTo(guestVi, 'booking-received');
    expect(viEmail.text).toContain('Cảm ơn bạn đã đặt lịch tại HairSalon.');
    await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({
      stylistId: s.stylist.id,
      date: s.date,
      timeTypes: ['T5'],
    });
    await book(guestEn, 'en', 'T5');
    const enEmail = await emailTo(guestEn, 'booking-received');
    expect(enEmail.text).toContain('Thank you for booking with HairSalon.');
    expect(enEmail.text).toContain('at 2:00 PM');
  });

  it('stores the language a customer signs up in', async () => {
    const email = uniqueEmail('signup-vi');
    const res = await t.server.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' },
      payload: { firstName: 'Lan', lastName: 'Tran', email, password: 'Saigon-2026!', confirmPassword: 'Saigon-2026!' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.email, email));
    expect(row?.language).toBe('vi');
  });

  it('refuses a language the product does not have', async () => {
    const caller = await t.caller(await t.createUser());
    await expect(caller.user.setLanguage({ language: 'fr' as 'vi' })).rejects.toThrow();
  });
});
