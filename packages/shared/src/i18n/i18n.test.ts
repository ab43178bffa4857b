import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '../codes.js';
import { messages } from '../messages.js';
import { salonDayFromParts, salonDayKeyToMs, slotStartMs } from '../time.js';
import { loginSchema, pointsError } from '../validators.js';
import { catalogueShape, catalogueTexts } from './catalogue.js';
import { codeLabels, timeSlotLabel } from './code-labels.js';
import { formatLocationTimeIn, formatSalonLongDateIn, formatSalonTimeIn, monthNames, weekdayNames } from './format.js';
import { languageFromAcceptLanguage, languageFromTag, languageNames } from './language.js';
import { messagesVi } from './messages.vi.js';
import { addMessageCatalogue, hasMessageCatalogue, messagesIn, translateFieldErrors, translateMessage } from './translate.js';

describe('the catalogues', () => {
  it('have the same keys, and the same parameters for each message, in English and Vietnamese', () => {
    expect(catalogueShape(messagesVi)).toEqual(catalogueShape(messages));
  });

  it('have no empty Vietnamese text', () => {
    for (const [key, text] of catalogueTexts(messagesVi)) expect(text.trim(), key).not.toBe('');
  });

  it('translate one English text the same way wherever it appears, so the text alone finds its translation', () => {
    const vi = new Map(catalogueTexts(messagesVi));
    const seen = new Map<string, string>();
    for (const [key, english] of catalogueTexts(messages)) {
      const translated = vi.get(key);
      const earlier = seen.get(english);
      if (earlier !== undefined) expect(translated, `${key}: "${english}"`).toBe(earlier);
      else if (translated !== undefined) seen.set(english, translated);
    }
  });

  it('keep the spec expired-session message, which is Vietnamese already', () => {
    expect(messagesVi.session.expired).toBe(messages.session.expired);
  });
});

describe('translateMessage', () => {
  it('finds a fixed message by its English text', () => {
    expect(translateMessage(messages.booking.slotTaken, 'vi')).toBe(messagesVi.booking.slotTaken);
    expect(translateMessage(messages.booking.slotTaken, 'en')).toBe('This time slot is no longer available.');
  });

  it('renders a message with parameters again in the asked language', () => {
    expect(translateMessage(messages.booking.pointsNotEnough(12), 'vi')).toBe('Bạn không đủ điểm. Bạn chỉ còn 12 điểm.');
    expect(translateMessage(messages.schedule.created(3, 1), 'vi')).toBe('Đã tạo 3 khung giờ, 1 khung giờ đã có từ trước.');
    expect(translateMessage(messages.booking.cancelledWithRefund(8000), 'vi')).toBe('Đã hủy lịch hẹn và hoàn lại $80.00.');
    // What a validator produced is found too.
    expect(translateMessage(pointsError(20, 5) ?? '', 'vi')).toBe(messagesVi.booking.pointsNotEnough(5));
  });

  it('translates a message given as the text argument of another', () => {
    const english = messages.payment.verificationFailed(messages.payment.declined);
    expect(english).toBe('Verification failed: The payment was declined.');
    expect(translateMessage(english, 'vi')).toBe('Xác minh thanh toán thất bại: Khoản thanh toán bị từ chối.');
  });

  it('leaves text the catalogue does not know as it is', () => {
    expect(translateMessage('Nguyen Van A', 'vi')).toBe('Nguyen Van A');
  });

  it('translates the field messages of a shared validator', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields = Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(translateFieldErrors(fields, 'vi')).toEqual({ email: 'Vui lòng nhập email', password: 'Vui lòng nhập mật khẩu' });
  });

  it('gives each language its catalogue', () => {
    expect(messagesIn('en')).toBe(messages);
    expect(messagesIn('vi').login.success).toBe('Đăng nhập thành công');
  });
});

describe('the asked language', () => {
  it('reads Accept-Language by quality, defaulting to English', () => {
    expect(languageFromAcceptLanguage('vi')).toBe('vi');
    expect(languageFromAcceptLanguage('vi-VN,vi;q=0.9,en-US;q=0.8')).toBe('vi');
    expect(languageFromAcceptLanguage('fr-FR,en;q=0.5,vi;q=0.7')).toBe('vi');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,vi;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
    expect(languageFromAcceptLanguage('fr')).toBe('en');
    expect(languageFromAcceptLanguage('vi;q=0')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });

  it('reads a browser language tag', () => {
    expect(languageFromTag('vi-VN')).toBe('vi');
    expect(languageFromTag('en_GB')).toBe('en');
    expect(languageFromTag('de')).toBeNull();
  });
});

describe('dates, times and labels per language', () => {
  // Saturday 21 November 2026, 13:00 in the salon.
  const day = salonDayFromParts(2026, 11, 21);
  const onePm = day + 13 * 60 * 60 * 1000;

  it('names the day and month in each language', () => {
    expect(formatSalonLongDateIn(day, 'en')).toBe('Saturday, 21 November 2026');
    expect(formatSalonLongDateIn(day, 'vi')).toBe('Thứ Bảy, ngày 21 tháng 11 năm 2026');
    expect(weekdayNames('vi')[0]).toBe('Chủ Nhật');
    expect(monthNames('vi')[11]).toBe('Tháng 12');
  });

  it('shows 12-hour clock times in English and 24-hour ones in Vietnamese', () => {
    expect(formatSalonTimeIn(onePm, 'en')).toBe('1:00 PM');
    expect(formatSalonTimeIn(onePm, 'vi')).toBe('13:00');
    expect(formatSalonTimeIn(day, 'en')).toBe('12:00 AM');
  });

  it("labels time slots with allcode's valueEn and valueVi", () => {
    const t4 = TIME_SLOTS[3];
    expect(timeSlotLabel(t4, 'en')).toBe('1:00 PM');
    expect(timeSlotLabel(t4, 'vi')).toBe('13:00');
  });

  it('labels every code in both languages', () => {
    expect(Object.keys(codeLabels.vi.bookingStatus)).toEqual(Object.keys(codeLabels.en.bookingStatus));
    expect(codeLabels.en.bookingStatus.S2).toBe('Confirm');
    expect(codeLabels.vi.bookingStatus.S2).toBe('Đã xác nhận');
  });
});

describe('what a Vietnamese reader sees', () => {
  it('names every day of the week and every month in both languages', () => {
    expect(weekdayNames('en')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(weekdayNames('vi')).toEqual(['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy']);
    expect(monthNames('en')).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(monthNames('vi')).toEqual(Array.from({ length: 12 }, (_, m) => `Tháng ${m + 1}`));
    // A long date takes its names from the same lists.
    const sunday = salonDayFromParts(2026, 2, 1);
    expect(formatSalonLongDateIn(sunday, 'en')).toBe('Sunday, 1 February 2026');
    expect(formatSalonLongDateIn(sunday, 'vi')).toBe('Chủ Nhật, ngày 1 tháng 2 năm 2026');
  });

  it('shows noon as 12 PM and the morning as AM', () => {
    const day = salonDayFromParts(2026, 11, 21);
    expect(formatSalonTimeIn(day + 12 * 60 * 60_000, 'en')).toBe('12:00 PM');
    expect(formatSalonTimeIn(day + (11 * 60 + 30) * 60_000, 'en')).toBe('11:30 AM');
    expect(formatSalonTimeIn(day + (9 * 60 + 5) * 60_000, 'vi')).toBe('09:05');
  });

  it('labels every role, booking state and position in Vietnamese', () => {
    expect(codeLabels.vi).toEqual({
      role: { R1: 'Nhân viên', R2: 'Quản trị viên', R3: 'Stylist', R4: 'Khách hàng' },
      bookingStatus: { S1: 'Chờ thanh toán', S2: 'Đã xác nhận', S3: 'Hoàn thành', S4: 'Đã hủy', S5: 'Khách không đến' },
      position: { P0: 'Thợ cắt tóc học việc', P1: 'Thợ cắt tóc', P2: 'Thợ cắt tóc bậc thầy' },
    });
  });

  it('names each language in its own language on the switch', () => {
    expect(languageNames).toEqual({ en: 'English', vi: 'Tiếng Việt' });
    expect(hasMessageCatalogue('vi')).toBe(true);
    expect(hasMessageCatalogue('en')).toBe(true);
  });

  it('keeps the first of two languages asked with the same quality', () => {
    expect(languageFromAcceptLanguage('vi;q=0.8, en;q=0.8')).toBe('vi');
    expect(languageFromAcceptLanguage(' en-US ; q=0.5 , vi ; q=0.4')).toBe('en');
    expect(languageFromTag('  VI ')).toBe('vi');
  });

  it("reads only the quality among a language's parameters, and skips an unreadable one", () => {
    expect(languageFromAcceptLanguage('en;q=0.5, vi;level=1')).toBe('vi');
    expect(languageFromAcceptLanguage('vi;q=abc, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.5,vi;q=0.6')).toBe('vi');
  });

  it('reads only the first 500 characters of a header', () => {
    expect(languageFromAcceptLanguage(`${'x-unknown,'.repeat(50)}vi`)).toBe('en');
    expect(languageFromAcceptLanguage(`${'x-unknown,'.repeat(49)}vi`)).toBe('vi');
  });
});

describe('catalogue shapes, as the key-parity tests compare them', () => {
  const catalogue = { a: { title: 'Title', count: (n: number, m: number) => `${n}/${m}` }, b: 'Text' };

  it('gives each text and the number of parameters of each message, by key path', () => {
    expect(catalogueShape(catalogue)).toEqual({ 'a.title': 'text', 'a.count': 2, b: 'text' });
  });

  it('lists only the plain texts, by key path', () => {
    expect(catalogueTexts(catalogue)).toEqual([
      ['a.title', 'Title'],
      ['b', 'Text'],
    ]);
  });
});

describe('messages made from values, long after', () => {
  it('are translated while recent, and come back in English once 2000 others were made since', () => {
    const old = messages.booking.pointsNotEnough(4242);
    for (let n = 0; n < 1999; n++) messages.booking.tooManyHolds(n);
    expect(translateMessage(old, 'vi')).toBe(messagesVi.booking.pointsNotEnough(4242));
    messages.booking.tooManyHolds(1999);
    expect(translateMessage(old, 'vi')).toBe(old);
    expect(translateMessage(messages.booking.tooManyHolds(7), 'vi')).toBe(messagesVi.booking.tooManyHolds(7));
  });

  it('a catalogue added again replaces the one loaded', () => {
    addMessageCatalogue('vi', messagesVi);
    expect(hasMessageCatalogue('vi')).toBe(true);
    expect(translateMessage(messages.booking.slotTaken, 'vi')).toBe(messagesVi.booking.slotTaken);
  });
});

describe('a location’s time, its zone named', () => {
  it('reads a Sydney slot on Sydney’s clock in both languages, with the zone, around the April change', () => {
    const sunday = salonDayKeyToMs('2026-04-05', 'Australia/Sydney');
    const t1 = TIME_SLOTS[0];
    if (!t1) throw new Error('T1');
    const nine = slotStartMs(sunday, t1, 'Australia/Sydney');
    expect(formatLocationTimeIn(nine, 'en', 'Australia/Sydney')).toBe('9:00 AM (AEST)');
    expect(formatLocationTimeIn(nine, 'vi', 'Australia/Sydney')).toBe('09:00 (AEST)');
    expect(formatSalonLongDateIn(nine, 'vi', 'Australia/Sydney')).toBe('Chủ Nhật, ngày 5 tháng 4 năm 2026');
    // The same instant in Ho Chi Minh City is 6:00 on the same Sunday.
    expect(formatLocationTimeIn(nine, 'vi')).toBe('06:00 (GMT+7)');
  });
});
