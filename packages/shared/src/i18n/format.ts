import { SALON_TIME_ZONE } from '../constants.js';
import { formatSalonDate, salonDateParts, salonWeekday, type TimeZone, zoneShortName } from '../time.js';
import type { Language } from './language.js';

/**
 * Salon dates and times per language (issue 13). DD-MM-YYYY (formatSalonDate) is the same in both; names of days
 * and months and the clock differ: English 12-hour with AM/PM, Vietnamese 24-hour. Money stays USD with $ in both
 * (formatUsd).
 */
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  vi: ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'],
};
const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  vi: [
    'Tháng 1',
    'Tháng 2',
    'Tháng 3',
    'Tháng 4',
    'Tháng 5',
    'Tháng 6',
    'Tháng 7',
    'Tháng 8',
    'Tháng 9',
    'Tháng 10',
    'Tháng 11',
    'Tháng 12',
  ],
};

/** Sunday first, as Date.getDay() counts. */
export function weekdayNames(language: Language): readonly string[] {
  return WEEKDAYS[language];
}

/** January first. */
export function monthNames(language: Language): readonly string[] {
  return MONTHS[language];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "Saturday, 21 November 2026" / "Thứ Bảy, ngày 21 tháng 11 năm 2026", in salon time. */
export function formatSalonLongDateIn(instantMs: number, language: Language, zone: TimeZone = SALON_TIME_ZONE): string {
  const p = salonDateParts(instantMs, zone);
  const weekday = WEEKDAYS[language][salonWeekday(instantMs, zone)];
  if (language === 'vi') return `${weekday}, ngày ${p.day} tháng ${p.month} năm ${p.year}`;
  return `${weekday}, ${p.day} ${MONTHS.en[p.month - 1]} ${p.year}`;
}

/** "9:00 AM" / "09:00": the salon-local clock time of an instant. */
export function formatSalonTimeIn(instantMs: number, language: Language, zone: TimeZone = SALON_TIME_ZONE): string {
  const { minutes } = salonDateParts(instantMs, zone);
  const hours = Math.floor(minutes / 60);
  const mins = pad(minutes % 60);
  if (language === 'vi') return `${pad(hours)}:${mins}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mins} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * "9:00 AM (AEST)" / "09:00 (AEST)": a location's clock time with its zone named, for wherever a location's time is
 * shown to people who may be elsewhere (emails, .ics descriptions, a chain's back office). docs/decisions/021.
 */
export function formatLocationTimeIn(instantMs: number, language: Language, zone: TimeZone = SALON_TIME_ZONE): string {
  return `${formatSalonTimeIn(instantMs, language, zone)} (${zoneShortName(instantMs, zone)})`;
}

/**
 * A slot's label as a location's clock shows it ("9:00 AM" / "09:00", the slot's own label in the reader's
 * language), with the zone named at that instant when the chain has more than one location ("9:00 AM (AEDT)"), as
 * the booking emails write it. `startMs` is the instant the slot starts there (a booking's `startMs`).
 */
export function zonedSlotLabel(label: string, startMs: number, zone: TimeZone, nameZone: boolean): string {
  return nameZone ? `${label} (${zoneShortName(startMs, zone)})` : label;
}

/**
 * A booking's day and time for the customer's pages: "05-04-2026 9:00 AM", or "05-04-2026 9:00 AM (AEST)" with more
 * than one location. The day is the location's calendar day (DD-MM-YYYY, spec §1), the slot its wall-clock time.
 */
export function formatBookingWhenIn(
  booking: {
    dateMs: number;
    startMs: number;
    timeZone: TimeZone;
    zoneNamed: boolean;
    timeTypeDataBooking: { valueEn: string; valueVi: string };
  },
  language: Language,
): string {
  const label = language === 'vi' ? booking.timeTypeDataBooking.valueVi : booking.timeTypeDataBooking.valueEn;
  return `${formatSalonDate(booking.dateMs, booking.timeZone)} ${zonedSlotLabel(label, booking.startMs, booking.timeZone, booking.zoneNamed)}`;
}
