import { schema } from '@hairsalon/db';
import { addSalonDays, formatSalonDate, Role, salonToday } from '@hairsalon/shared';
import { eq, like } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { salonWithStaff } from '../../testing/booking-fixtures.js';
import { startTestAppForFile, uniqueEmail } from '../../testing/test-app.js';

/**
 * The emails of the front desk's path (docs/decisions/010): a desk booking with an email gets the confirmation
 * (never a pay link: it is paid at the salon), a staff cancel and a completion email the customer as any booking's
 * do, a no-show emails nobody. Each is read at the real SMTP receiver, as the customer gets it.
 */
const t = startTestAppForFile();

const HOUR = 3_600_000;

/** A stylist with every slot of a day open, a $30 service with a name of its own, a customer and a staff member. */
async function salon(dayOffset = 2) {
  const date = addSalonDays(salonToday(t.now().getTime()), dayOffset);
  const serviceName = `Desk cut ${Math.random().toString(36).slice(2, 8)}`;
  const { stylist, staff, cut } = await salonWithStaff(t, [date], { serviceName });
  const customer = await t.createUser({
    roleId: Role.Customer,
    firstName: 'Binh',
    lastName: 'Do',
    phoneNumber: '913456789',
    email: uniqueEmail('desk-customer'),
  });
  return { stylist, staff, cut, customer, date };
}
type Salon = Awaited<ReturnType<typeof salon>>;

function deskBooking(s: Salon, overrides: Record<string, unknown> = {}) {
  return {
    source: 'phone' as const,
    customerId: s.customer.id,
    fullName: 'Binh Do',
    phone: '913456789',
    email: '',
    stylistId: s.stylist.id,
    date: s.date,
    timeType: 'T3',
    serviceIds: [s.cut.id],
    ...overrides,
  };
}

const to = (mail: ParsedMail, address: string) => JSON.stringify(mail.to).includes(address);
/** The kinds of email stored for one booking (every booking email's dedupe key names the booking). */
async function emailKindsOf(bookingId: number) {
  const rows = await t.deps.db
    .select({ kind: schema.emails.kind, dedupeKey: schema.emails.dedupeKey })
    .from(schema.emails)
    .where(like(schema.emails.dedupeKey, `%:${bookingId}%`));
  return rows.filter((r) => r.dedupeKey?.split(':')[1] === String(bookingId)).map((r) => r.kind);
}

describe('a front-desk booking’s emails', () => {
  it('a phone booking for a customer: they receive the confirmation with the booking, time, stylist, price, calendar file, and that it is paid at the salon', async () => {
    const s = await salon();
    const created = await s.staff.booking.createAtDesk(deskBooking(s));
    const mail = await t.smtp.waitFor((m) => to(m, s.customer.email) && /confirmed/.test(m.subject ?? ''));

    expect(mail.subject).toBe(`Your booking is confirmed for ${formatSalonDate(s.date)}`);
    const text = mail.text ?? '';
    expect(text).toContain('Hello Binh Do,');
    expect(text).toContain(`Booking: #${created.bookingId}`);
    expect(text).toContain(`(${formatSalonDate(s.date)}) at 11:00 AM`);
    expect(text).toContain('Stylist: Lan Tran');
    expect(text).toContain(`- ${s.cut.name}: $30.00`);
    expect(text).toContain('Total: $30.00');
    // Nothing was paid yet: the email must not say it was, and says where it is paid.
    expect(text).not.toMatch(/payment was received/i);
    expect(text).toContain('It will be paid at the salon.');
    expect(mail.html).toContain('It will be paid at the salon.');
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'))?.content.toString() ?? '';
    expect(ics).toContain(`UID:booking-${created.bookingId}@hairsalon`);
    // 11:00 AM salon time is 04:00 UTC.
    expect(ics).toMatch(/DTSTART:\d{8}T040000Z/);

    // No pay link: a desk booking is not paid online.
    expect(await emailKindsOf(created.bookingId)).toEqual(['booking-confirmed']);
    expect(t.smtp.messages.filter((m) => to(m, s.customer.email)).map((m) => m.subject)).toEqual([mail.subject]);
  });

  it('a walk-in guest who gives an email gets the confirmation there; one who gives none gets no email', async () => {
    const s = await salon();
    const guestEmail = uniqueEmail('walk-in');
    const withEmail = await s.staff.booking.createAtDesk(
      deskBooking(s, { source: 'walk-in', customerId: undefined, fullName: 'Walk In Guest', phone: '987654321', email: guestEmail }),
    );
    const mail = await t.smtp.waitFor((m) => to(m, guestEmail));
    expect(mail.subject).toBe(`Your booking is confirmed for ${formatSalonDate(s.date)}`);
    expect(mail.text).toContain('Hello Walk In Guest,');
    expect(mail.text).toContain(`Booking: #${withEmail.bookingId}`);

    const without = await s.staff.booking.createAtDesk(
      deskBooking(s, { source: 'walk-in', customerId: undefined, fullName: 'No Mail', phone: '987654322', email: '', timeType: 'T4' }),
    );
    expect(await emailKindsOf(without.bookingId)).toEqual([]);
  });

  it('staff cancel a desk booking: the customer is told the salon cancelled it, with no refund (nothing was paid)', async () => {
    const s = await salon();
    const created = await s.staff.booking.createAtDesk(deskBooking(s, { timeType: 'T5' }));
    await t.smtp.waitFor((m) => to(m, s.customer.email) && /confirmed/.test(m.subject ?? ''));
    await s.staff.booking.cancelByStaff({ bookingId: created.bookingId });

    const mail = await t.smtp.waitFor((m) => to(m, s.customer.email) && /cancelled/.test(m.subject ?? ''));
    expect(mail.subject).toBe(`Your booking for ${formatSalonDate(s.date)} was cancelled`);
    expect(mail.text).toContain('We are sorry: the salon had to cancel your booking.');
    expect(mail.text).toContain(`(${formatSalonDate(s.date)}) at 2:00 PM`);
    expect(mail.text).toContain('Stylist: Lan Tran');
    expect(mail.text).not.toMatch(/refund/i);
  });

  it('completing a desk booking thanks the customer with the link to leave feedback; a no-show emails nobody', async () => {
    const s = await salon(1);
    const completed = await s.staff.booking.createAtDesk(deskBooking(s, { timeType: 'T1' }));
    const missed = await s.staff.booking.createAtDesk(deskBooking(s, { timeType: 'T2' }));
    // Tomorrow at 11:00 salon time: both bookings' times have passed.
    t.advance(salonToday(t.now().getTime()) + 24 * HOUR + 11 * HOUR - t.now().getTime());

    await (await t.caller(s.stylist)).booking.complete({ bookingId: completed.bookingId });
    const thanks = await t.smtp.waitFor((m) => to(m, s.customer.email) && /Thank you for visiting/.test(m.subject ?? ''));
    expect(thanks.subject).toBe('Thank you for visiting HairSalon');
    expect(thanks.text).toContain('We hope you enjoyed your appointment with Lan Tran.');
    expect(thanks.text).toContain(`${t.config.publicUrl}/order-history`);

    const before = await emailKindsOf(missed.bookingId);
    await s.staff.booking.markNoShow({ bookingId: missed.bookingId });
    expect(await emailKindsOf(missed.bookingId)).toEqual(before);
    expect(before).toEqual(['booking-confirmed']);
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, missed.bookingId));
    expect(row?.statusId).toBe('S5');
  });
});
