import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonDayKey, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NAME_MAX } from '../../mail/templates.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { UNPAID_HOLDS_MAX: '2' } });
});
afterAll(async () => {
  await t?.close();
});

/** A stylist with every slot of three days open, and a service. */
async function openStylist() {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const days = [2, 3, 4].map((d) => addSalonDays(salonToday(t.now().getTime()), d));
  await t.deps.db
    .insert(schema.scheduleSlots)
    .values(days.flatMap((day) => TIME_SLOTS.map((slot) => ({ stylistId: stylist.id, day: salonDayKey(day), timeType: slot.keyMap }))));
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 })
    .returning();
  const slots = days.flatMap((date) => TIME_SLOTS.map((slot) => ({ date, timeType: slot.keyMap })));
  let next = 0;
  /** A guest's booking of the stylist's next free slot. */
  return async (who: { email?: string; phone?: string; ip?: string; fullName?: string } = {}) => {
    const slot = slots[next++];
    if (!slot) throw new Error('out of slots');
    return (await t.caller(undefined, who.ip ?? '192.0.2.1')).booking.create({
      phone: who.phone ?? String(900_000_000 + Math.floor(Math.random() * 99_999_999)),
      fullName: who.fullName ?? 'Guest',
      email: who.email ?? uniqueEmail('guest'),
      stylistId: stylist.id,
      date: slot.date,
      timeType: slot.timeType,
      serviceIds: [service?.id ?? 0],
      pointsToUse: 0,
    });
  };
}

const refused = messages.booking.tooManyHolds(2);
const eqId = (id: number) => eq(schema.bookings.id, id);

describe('open unpaid holds', () => {
  it('are limited to two per email; cancelling one frees a place', async () => {
    const book = await openStylist();
    const email = uniqueEmail('holder');
    const first = await book({ email, ip: '192.0.2.10' });
    await book({ email, ip: '192.0.2.11' });
    await expect(book({ email, ip: '192.0.2.12' })).rejects.toThrow(refused);
    await t.deps.db.update(schema.bookings).set({ statusId: 'S4' }).where(eqId(first.bookingId));
    await expect(book({ email, ip: '192.0.2.13' })).resolves.toMatchObject({ bookingId: expect.any(Number) });
  });

  it('are limited to two per phone', async () => {
    const book = await openStylist();
    await book({ phone: '987650001', ip: '192.0.2.20' });
    await book({ phone: '987650001', ip: '192.0.2.21' });
    await expect(book({ phone: '987650001', ip: '192.0.2.22' })).rejects.toThrow(refused);
  });

  it('are limited to two per address, and expired holds do not count', async () => {
    const book = await openStylist();
    await book({ ip: '192.0.2.30' });
    await book({ ip: '192.0.2.30' });
    await expect(book({ ip: '192.0.2.30' })).rejects.toThrow(refused);
    t.advance(16 * 60_000);
    await expect(book({ ip: '192.0.2.30' })).resolves.toMatchObject({ bookingId: expect.any(Number) });
  });

  it('count one phone however it is written (+84, 0, spaces, dashes)', async () => {
    const book = await openStylist();
    await book({ phone: '+84 977 650 002', ip: '192.0.2.60' });
    await book({ phone: '0977650002', ip: '192.0.2.61' });
    await expect(book({ phone: '977-650-002', ip: '192.0.2.62' })).rejects.toThrow(refused);
  });

  it('count one email whatever its case and surrounding spaces', async () => {
    const book = await openStylist();
    const email = uniqueEmail('casey');
    await book({ email: `  ${email.toUpperCase()} `, ip: '192.0.2.70' });
    await book({ email, ip: '192.0.2.71' });
    await expect(book({ email: email.replace(/^./, (c) => c.toUpperCase()), ip: '192.0.2.72' })).rejects.toThrow(refused);
  });

  it('count the addresses of one IPv6 /64 as one', async () => {
    const book = await openStylist();
    await book({ ip: '2001:db8:99:1::1' });
    await book({ ip: '2001:db8:99:1::2' });
    await expect(book({ ip: '2001:db8:99:1:abcd::3' })).rejects.toThrow(refused);
    await expect(book({ ip: '2001:db8:99:2::1' })).resolves.toMatchObject({ bookingId: expect.any(Number) });
  });

  it('cannot be exceeded by booking many slots at once', async () => {
    const book = await openStylist();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => book({ ip: '192.0.2.40' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  });
});

describe('the pay-link email to an address nobody verified', () => {
  it('carries the name escaped and cut short, and no other text of the booker', async () => {
    const book = await openStylist();
    const email = uniqueEmail('stranger');
    const fullName = `<a href="https://evil.example">Claim your prize</a> ${'x'.repeat(120)}`;
    await book({ email, fullName, ip: '192.0.2.50' });
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    expect(mail.html).not.toContain('<a href="https://evil.example"');
    expect(mail.text).not.toContain('x'.repeat(EMAIL_NAME_MAX));
    const greeting = /Hello (.*),/.exec(mail.text ?? '')?.[1] ?? '';
    expect([...greeting].length).toBeLessThanOrEqual(EMAIL_NAME_MAX);
    expect(mail.subject).not.toContain('Claim');
  });
});
