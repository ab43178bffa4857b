import { salonDayFromParts } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import {
  appointmentWhenText,
  bookingCancelledEmail,
  bookingCompletedEmail,
  bookingConfirmedEmail,
  bookingIcs,
  bookingReceivedEmail,
  bookingReminderEmail,
  bookingRescheduledEmail,
  escapeHtml,
  passwordResetEmail,
  waitlistFreedEmail,
} from './templates.js';

const XSS = '<script>alert(1)</script>';
const day = salonDayFromParts(2026, 11, 21);
const booking = {
  fullName: XSS,
  stylistName: `Anna "The Scissors" <b>Lee</b>`,
  dateMs: day,
  slotLabel: '9:00 AM',
  services: [
    { name: `Cut & <i>Style</i>`, priceCents: 2500 },
    { name: 'Colour', priceCents: 4050 },
  ],
  amountCents: 6550,
};

describe('email templates', () => {
  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('never puts a user-supplied name into the HTML raw', () => {
    const all = [
      passwordResetEmail({ firstName: XSS, resetUrl: 'http://x/reset-password/abc', expiresInMinutes: 60 }),
      bookingReceivedEmail({ ...booking, payUrl: 'http://x/pay?a=1&b=2', holdMinutes: 15 }),
      bookingConfirmedEmail({ ...booking, bookingId: 7 }),
      bookingCancelledEmail({ ...booking, cancelledBy: 'staff', refundCents: 6550 }),
      bookingCompletedEmail({ fullName: XSS, stylistName: XSS, orderHistoryUrl: 'http://x/history' }),
      bookingReminderEmail({ ...booking }),
      bookingRescheduledEmail({ ...booking, bookingId: 7, recipientName: XSS, previousWhen: XSS, previousStylistName: XSS }),
      waitlistFreedEmail({ firstName: XSS, dateMs: day, stylistName: XSS, starts: [XSS], bookUrl: 'http://x/b?a=1&b=2' }),
    ];
    for (const email of all) {
      expect(email.html).not.toContain('<script>');
      expect(email.html).not.toContain('<b>Lee</b>');
      expect(email.html).not.toContain('<i>Style</i>');
      expect(email.html).toContain('HairSalon');
    }
    expect(all[0]?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(all[1]?.html).toContain('Cut &amp; &lt;i&gt;Style&lt;/i&gt;');
    expect(all[1]?.html).toContain('href="http://x/pay?a=1&amp;b=2"');
  });

  it('password reset email carries the reset link and its lifetime', () => {
    const email = passwordResetEmail({ firstName: 'Mai', resetUrl: 'http://127.0.0.1:3000/reset-password/tok123', expiresInMinutes: 60 });
    expect(email.subject).toContain('Reset');
    expect(email.html).toContain('href="http://127.0.0.1:3000/reset-password/tok123"');
    expect(email.text).toContain('http://127.0.0.1:3000/reset-password/tok123');
    expect(email.text).toContain('60 minutes');
  });

  it('booking received email shows the salon date, the services, the total and the pay link', () => {
    const email = bookingReceivedEmail({ ...booking, fullName: 'Mai', payUrl: 'http://paypal.local/approve/1', holdMinutes: 15 });
    expect(email.subject).toContain('21-11-2026');
    expect(email.html).toContain('Saturday, 21 November 2026');
    expect(email.html).toContain('$25.00');
    expect(email.html).toContain('$65.50');
    expect(email.html).toContain('href="http://paypal.local/approve/1"');
    expect(email.text).toContain('15 minutes');
  });

  it('cancelled by staff with a refund says the refund was issued', () => {
    const email = bookingCancelledEmail({ ...booking, fullName: 'Mai', cancelledBy: 'staff', refundCents: 6550 });
    expect(email.html).toContain('the salon had to cancel your booking');
    expect(email.html).toContain('A refund of $65.50 was issued');
    expect(email.text).toContain('A refund of $65.50 was issued');
  });

  it('cancelled without a refund mentions none; expiry explains the unpaid hold', () => {
    const byCustomer = bookingCancelledEmail({ ...booking, cancelledBy: 'customer', refundCents: 0 });
    expect(byCustomer.text).not.toContain('refund');
    const expired = bookingCancelledEmail({ ...booking, cancelledBy: 'expiry' });
    expect(expired.text).toContain('payment was not completed in time');
  });

  it('completed email thanks the customer and links to feedback', () => {
    const email = bookingCompletedEmail({ fullName: 'Mai', stylistName: 'Anna', orderHistoryUrl: 'http://x/order-history' });
    expect(email.subject).toContain('Thank you');
    expect(email.html).toContain('href="http://x/order-history"');
    expect(email.html).toContain('feedback');
  });

  it('reminder email names the appointment day and time', () => {
    const email = bookingReminderEmail({ fullName: 'Mai', dateMs: day, slotLabel: '2:00 PM', stylistName: 'Anna' });
    expect(email.text).toContain('21-11-2026');
    expect(email.text).toContain('2:00 PM');
  });
});

describe('bookingIcs', () => {
  // 09:00 in Ho Chi Minh (UTC+7) is 02:00 UTC
  const startMs = day + 9 * 60 * 60 * 1000;
  const ics = bookingIcs({
    bookingId: 42,
    startMs,
    durationMinutes: 60,
    summary: 'HairSalon: Cut, Colour; with Anna',
    description: `Services: Cut & Colour\nStylist: Anna ${'x'.repeat(120)}`,
    location: 'HairSalon, 1 Main Street',
    stampMs: Date.UTC(2026, 10, 1, 12, 0, 0),
  });

  it('is a calendar with one event in UTC', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nBEGIN:VEVENT\r\n');
    expect(ics).toContain('\r\nDTSTART:20261121T020000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261121T030000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261101T120000Z\r\n');
    expect(ics).toContain('\r\nUID:booking-42@hairsalon\r\n');
  });

  it('uses CRLF only, escapes TEXT values and folds long lines', () => {
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('SUMMARY:HairSalon: Cut\\, Colour\\; with Anna');
    expect(ics).toContain('Stylist: Anna');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Services: Cut & Colour\\nStylist: Anna ${'x'.repeat(120)}`);
  });
});

describe('email templates in Vietnamese', () => {
  const vi = { ...booking, fullName: 'An Vo', stylistName: 'Minh', slotLabel: '09:00', language: 'vi' as const };
  const all = [
    passwordResetEmail({ firstName: 'An', resetUrl: 'http://x/reset', expiresInMinutes: 60, language: 'vi' }),
    bookingReceivedEmail({ ...vi, payUrl: 'http://x/pay', holdMinutes: 15 }),
    bookingConfirmedEmail({ ...vi, bookingId: 7 }),
    bookingCancelledEmail({ ...vi, cancelledBy: 'staff', refundCents: 6550 }),
    bookingCompletedEmail({ fullName: 'An Vo', stylistName: 'Minh', orderHistoryUrl: 'http://x/orders', language: 'vi' }),
    bookingReminderEmail({ ...vi }),
    bookingRescheduledEmail({
      ...vi,
      bookingId: 7,
      recipientName: 'An Vo',
      previousWhen: appointmentWhenText(day, '10:00', 'vi'),
      previousStylistName: 'Lan',
    }),
    waitlistFreedEmail({
      firstName: 'An',
      dateMs: day,
      stylistName: 'Minh',
      starts: ['09:00', '14:00'],
      bookUrl: 'http://x/b',
      language: 'vi',
    }),
  ];

  it('writes every email in Vietnamese, with lang="vi" and no English sentence left', () => {
    for (const email of all) {
      expect(email.html).toContain('<html lang="vi">');
      expect(email.text).toMatch(/^Xin chào /);
      for (const english of [
        'Hello',
        'Thank you',
        'When:',
        'Total',
        'If the button',
        'This email was sent',
        'moved',
        'Book now',
        'waitlist',
        ' with ',
      ]) {
        expect(`${email.subject}\n${email.text}\n${email.html}`).not.toContain(english);
      }
    }
  });

  it('names the day in Vietnamese, keeps DD-MM-YYYY and USD, and uses the 24-hour slot label', () => {
    const confirmed = all[2];
    expect(confirmed?.subject).toBe('Lịch hẹn ngày 21-11-2026 của bạn đã được xác nhận');
    expect(confirmed?.text).toContain('Thời gian: 09:00, Thứ Bảy, ngày 21 tháng 11 năm 2026 (21-11-2026)');
    expect(confirmed?.text).toContain('Tổng cộng: $65.50');
    expect(all[3]?.text).toContain('Chúng tôi đã hoàn $65.50 về phương thức thanh toán ban đầu của bạn.');
  });

  it('a booking paid at the salon is confirmed without saying a payment was received, in either language', () => {
    const atSalonEn = bookingConfirmedEmail({ ...booking, bookingId: 7, paidAtSalon: true });
    expect(atSalonEn.text).toContain('Your appointment is confirmed. It will be paid at the salon.');
    expect(`${atSalonEn.text}${atSalonEn.html}`).not.toContain('payment was received');
    const atSalonVi = bookingConfirmedEmail({ ...vi, bookingId: 7, paidAtSalon: true });
    expect(atSalonVi.text).toContain('Bạn sẽ thanh toán tại salon.');
    expect(`${atSalonVi.text}${atSalonVi.html}`).not.toContain('đã nhận được thanh toán');
    // Paid online: the payment was received.
    expect(bookingConfirmedEmail({ ...booking, bookingId: 7 }).text).toContain('Your payment was received');
  });

  it('stays in English when no language is given', () => {
    expect(bookingConfirmedEmail({ ...booking, bookingId: 7 }).subject).toBe('Your booking is confirmed for 21-11-2026');
  });
  it('words the reschedule email in the recipient’s language, with the earlier time in it too', () => {
    const moved = all[6];
    expect(moved?.subject).toBe('Lịch hẹn #7 đã được dời sang 09:00 ngày 21-11-2026');
    expect(moved?.text).toContain('Thời gian mới: 09:00, Thứ Bảy, ngày 21 tháng 11 năm 2026 (21-11-2026)');
    expect(moved?.text).toContain('Trước đây: 10:00, Thứ Bảy, ngày 21 tháng 11 năm 2026 (21-11-2026) với Lan');
    expect(moved?.text).toContain('Lịch hẹn này đã được dời. Thanh toán và điểm thưởng vẫn được giữ nguyên.');
    const english = bookingRescheduledEmail({
      ...booking,
      fullName: 'An Vo',
      bookingId: 7,
      recipientName: 'Anna',
      previousWhen: appointmentWhenText(day, '10:00 AM'),
      previousStylistName: 'Lan',
    });
    expect(english.subject).toBe('Booking #7 moved to 21-11-2026 at 9:00 AM');
    expect(english.text).toMatch(/^Hello Anna,/);
    expect(english.text).toContain('Was: Saturday, 21 November 2026 (21-11-2026) at 10:00 AM with Lan');
    expect(english.html).toContain('<html lang="en">');
  });

  it('words the waitlist email in the customer’s language, with and without a stylist', () => {
    const freed = all[7];
    expect(freed?.subject).toBe('Đã có giờ trống ngày 21-11-2026');
    expect(freed?.text).toContain(
      'Khung giờ bạn đang chờ đã trống vào Thứ Bảy, ngày 21 tháng 11 năm 2026 (21-11-2026) với Minh: 09:00, 14:00.',
    );
    expect(freed?.html).toContain('Đặt lịch ngay');
    const anyStylist = waitlistFreedEmail({ firstName: 'An', dateMs: day, stylistName: null, starts: ['9:00 AM'], bookUrl: 'http://x/b' });
    expect(anyStylist.subject).toBe('A time is free on 21-11-2026');
    expect(anyStylist.text).toContain(
      'A time you were waiting for is free on Saturday, 21 November 2026 (21-11-2026): 9:00 AM. The first to book it gets it.',
    );
    expect(anyStylist.html).toContain('Book now');
    expect(anyStylist.html).toContain('<html lang="en">');
  });
});
