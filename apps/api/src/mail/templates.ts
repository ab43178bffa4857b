import {
  BRAND_COLOR,
  DEFAULT_LANGUAGE,
  formatSalonDate,
  formatSalonLongDateIn,
  formatUsd,
  type Language,
  PRODUCT_NAME,
} from '@hairsalon/shared';
import { type EmailTexts, emailTexts } from './email-texts.js';

/** What every template returns; `kind`, `to` and `dedupeKey` are the caller's to add. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A salon that has not named itself yet signs as the product. */
const DEFAULT_BRAND = PRODUCT_NAME;

/** Longest name an email repeats: names are typed by whoever books, and the address may not be theirs. */
export const EMAIL_NAME_MAX = 40;

/**
 * A person's name as emails show it: the only text of a requester's choosing that an email carries. Control
 * characters and runs of spaces collapse to one space, and it is cut at EMAIL_NAME_MAX characters (the HTML
 * escapes it as well).
 */
export function nameForEmail(name: string): string {
  const plain = name.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  const chars = [...plain];
  return chars.length > EMAIL_NAME_MAX
    ? `${chars
        .slice(0, EMAIL_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`
    : plain;
}

/** The branded frame every email shares; `bodyHtml` must already be escaped. */
function layout(brand: string, title: string, bodyHtml: string, language: Language): string {
  const BRAND = escapeHtml(brand);
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1ee;font-family:Helvetica,Arial,sans-serif;color:#2d2a28;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ee;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${BRAND_COLOR};color:#ffffff;padding:20px 32px;font-size:22px;font-weight:bold;letter-spacing:1px;">${BRAND}</td></tr>
<tr><td style="padding:32px;font-size:15px;line-height:1.6;">${bodyHtml}</td></tr>
<tr><td style="padding:16px 32px;background:#faf7f5;color:#8a817c;font-size:12px;">${BRAND} · ${escapeHtml(emailTexts[language].footer(brand))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function button(href: string, label: string, t: EmailTexts): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="background:${BRAND_COLOR};color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;display:inline-block;">${escapeHtml(label)}</a></p>
<p style="font-size:12px;color:#8a817c;">${escapeHtml(t.buttonFallback)}<br>${escapeHtml(href)}</p>`;
}

function paragraph(html: string): string {
  return `<p>${html}</p>`;
}

function textBody(brand: string, lines: string[]): string {
  return `${lines.join('\n')}\n\n— ${brand}\n`;
}

/** "Saturday, 21 November 2026 (21-11-2026) at 9:00 AM" / "09:00, Thứ Bảy, ngày 21 tháng 11 năm 2026 (21-11-2026)" */
function appointmentWhen(dateMs: number, slotLabel: string, language: Language): string {
  return emailTexts[language].appointmentWhen(formatSalonLongDateIn(dateMs, language), formatSalonDate(dateMs), slotLabel);
}

interface ServiceLine {
  name: string;
  priceCents: number;
}

function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#8a817c;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;">${cells}</table>`;
}

function servicesTable(services: ServiceLine[], amountCents: number, t: EmailTexts): string {
  const rows = services
    .map(
      (s) =>
        `<tr><td style="padding:4px 16px 4px 0;">${escapeHtml(s.name)}</td><td style="padding:4px 0;text-align:right;">${escapeHtml(formatUsd(s.priceCents))}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;min-width:280px;">${rows}<tr><td style="padding:8px 16px 4px 0;border-top:1px solid #e5dcd7;font-weight:bold;">${escapeHtml(t.total)}</td><td style="padding:8px 0 4px;border-top:1px solid #e5dcd7;text-align:right;font-weight:bold;">${escapeHtml(formatUsd(amountCents))}</td></tr></table>`;
}

function servicesText(services: ServiceLine[], amountCents: number, t: EmailTexts): string[] {
  return [...services.map((s) => `- ${s.name}: ${formatUsd(s.priceCents)}`), `${t.total}: ${formatUsd(amountCents)}`];
}

/** Every template takes the recipient's language (issue 13); English when none is given. */
interface InLanguage {
  language?: Language;
  /** The salon's name (its settings); the product's name when unset. */
  salonName?: string;
}

export function passwordResetEmail(input: { firstName: string; resetUrl: string; expiresInMinutes: number } & InLanguage): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const BRAND = input.salonName?.trim() || DEFAULT_BRAND;
  const t = emailTexts[language];
  const subject = t.reset.subject(BRAND);
  const html = layout(
    BRAND,
    subject,
    [
      paragraph(escapeHtml(t.hello(nameForEmail(input.firstName)))),
      paragraph(`${escapeHtml(t.reset.intro(BRAND, input.expiresInMinutes))}.`),
      button(input.resetUrl, t.reset.button, t),
      paragraph(escapeHtml(t.reset.ignore)),
    ].join('\n'),
    language,
  );
  const text = textBody(BRAND, [
    t.hello(nameForEmail(input.firstName)),
    '',
    `${t.reset.intro(BRAND, input.expiresInMinutes)}:`,
    input.resetUrl,
    '',
    t.reset.ignore,
  ]);
  return { subject, html, text };
}

export interface BookingEmailFields extends InLanguage {
  fullName: string;
  stylistName: string;
  /** Salon-local midnight of the booked day, epoch ms. */
  dateMs: number;
  /** e.g. "9:00 AM" (English) or "09:00" (Vietnamese): the slot's label in the email's language */
  slotLabel: string;
  services: ServiceLine[];
  amountCents: number;
}

export function bookingReceivedEmail(input: BookingEmailFields & { payUrl: string; holdMinutes: number }): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const BRAND = input.salonName?.trim() || DEFAULT_BRAND;
  const t = emailTexts[language];
  const when = appointmentWhen(input.dateMs, input.slotLabel, language);
  const subject = t.received.subject(formatSalonDate(input.dateMs));
  const html = layout(
    BRAND,
    subject,
    [
      paragraph(escapeHtml(t.hello(nameForEmail(input.fullName)))),
      paragraph(escapeHtml(t.received.thanks(BRAND))),
      detailsTable([
        [t.when, when],
        [t.stylist, input.stylistName],
      ]),
      servicesTable(input.services, input.amountCents, t),
      button(input.payUrl, t.received.payNow, t),
      paragraph(escapeHtml(t.received.hold(input.holdMinutes))),
    ].join('\n'),
    language,
  );
  const text = textBody(BRAND, [
    t.hello(nameForEmail(input.fullName)),
    '',
    t.received.thanks(BRAND),
    '',
    `${t.when}: ${when}`,
    `${t.stylist}: ${input.stylistName}`,
    ...servicesText(input.services, input.amountCents, t),
    '',
    `${t.received.payNow}: ${input.payUrl}`,
    '',
    t.received.hold(input.holdMinutes),
  ]);
  return { subject, html, text };
}

/** `paidAtSalon`: a front-desk booking, confirmed without a payment (it is paid at the salon); otherwise one just paid online. */
export function bookingConfirmedEmail(input: BookingEmailFields & { bookingId: number; paidAtSalon?: boolean }): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const BRAND = input.salonName?.trim() || DEFAULT_BRAND;
  const t = emailTexts[language];
  const body = input.paidAtSalon ? t.confirmed.bodyAtSalon : t.confirmed.body;
  const when = appointmentWhen(input.dateMs, input.slotLabel, language);
  const subject = t.confirmed.subject(formatSalonDate(input.dateMs));
  const html = layout(
    BRAND,
    subject,
    [
      paragraph(escapeHtml(t.hello(nameForEmail(input.fullName)))),
      paragraph(escapeHtml(body)),
      detailsTable([
        [t.booking, `#${input.bookingId}`],
        [t.when, when],
        [t.stylist, input.stylistName],
      ]),
      servicesTable(input.services, input.amountCents, t),
      paragraph(escapeHtml(t.confirmed.calendar)),
    ].join('\n'),
    language,
  );
  const text = textBody(BRAND, [
    t.hello(nameForEmail(input.fullName)),
    '',
    body,
    '',
    `${t.booking}: #${input.bookingId}`,
    `${t.when}: ${when}`,
    `${t.stylist}: ${input.stylistName}`,
    ...servicesText(input.services, input.amountCents, t),
    '',
    t.confirmed.calendar,
  ]);
  return { subject, html, text };
}

/**
 * A booking moved to a new time (and maybe a new stylist): to the customer, and to each stylist concerned, each in
 * their own language (`slotLabel` and `previousWhen` must be in it too: see appointmentWhenText).
 */
export function bookingRescheduledEmail(
  input: BookingEmailFields & { bookingId: number; recipientName: string; previousWhen: string; previousStylistName: string },
): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const BRAND = input.salonName?.trim() || DEFAULT_BRAND;
  const t = emailTexts[language];
  const when = appointmentWhen(input.dateMs, input.slotLabel, language);
  const subject = t.rescheduled.subject(input.bookingId, formatSalonDate(input.dateMs), input.slotLabel);
  const rows: [string, string][] = [
    [t.booking, `#${input.bookingId}`],
    [t.rescheduled.customer, nameForEmail(input.fullName)],
    [t.rescheduled.newTime, when],
    [t.stylist, input.stylistName],
    [t.rescheduled.was, t.rescheduled.previous(input.previousWhen, input.previousStylistName)],
  ];
  const html = layout(
    BRAND,
    subject,
    [
      paragraph(escapeHtml(t.hello(nameForEmail(input.recipientName)))),
      paragraph(escapeHtml(t.rescheduled.body)),
      detailsTable(rows),
      servicesTable(input.services, input.amountCents, t),
      paragraph(escapeHtml(t.rescheduled.calendar)),
    ].join('\n'),
    language,
  );
  const text = textBody(BRAND, [
    t.hello(nameForEmail(input.recipientName)),
    '',
    t.rescheduled.body,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...servicesText(input.services, input.amountCents, t),
    '',
    t.rescheduled.calendar,
  ]);
  return { subject, html, text };
}

/** "Saturday, 21 November 2026 (21-11-2026) at 9:00 AM", for emails that mention an earlier time; `slotLabel` in `language`. */
export function appointmentWhenText(dateMs: number, slotLabel: string, language: Language = DEFAULT_LANGUAGE): string {
  return appointmentWhen(dateMs, slotLabel, language);
}

/** A range the customer waited for has freed up: a link to book it, first come first served. */
export function waitlistFreedEmail(
  input: {
    firstName: string;
    dateMs: number;
    stylistName: string | null;
    /** The free starts' labels, in the email's language ("9:00 AM" / "09:00"). */
    starts: string[];
    bookUrl: string;
  } & InLanguage,
): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const BRAND = input.salonName?.trim() || DEFAULT_BRAND;
  const t = emailTexts[language];
  const day = `${formatSalonLongDateIn(input.dateMs, language)} (${formatSalonDate(input.dateMs)})`;
  const subject = t.waitlist.subject(formatSalonDate(input.dateMs));
  const lead = t.waitlist.lead(day, input.stylistName, input.starts.join(', '));
  const html = layout(
    BRAND,
    subject,
    [
      paragraph(escapeHtml(t.hello(nameForEmail(input.firstName)))),
      paragraph(escapeHtml(lead)),
      button(input.bookUrl, t.waitlist.button, t),
      paragraph(escapeHtml(t.waitlist.stay)),
    ].join('\n'),
    language,
  );
  const text = textBody(BRAND, [t.hello(nameForEmail(input.firstName)), '', lead, input.bookUrl, '', t.waitlist.stay]);
  return { subject, html, text };
}

export type CancelledBy = 'customer' | 'staff' | 'expiry';

export function bookingCancelledEmail(
  input: {
    fullName: string;
    dateMs: number;
    slotLabel: string;
    stylistName: string;
    cancelledBy: CancelledBy;
    refundCents?: number;
  } & InLanguage,
): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const BRAND = input.salonName?.trim() || DEFAULT_BRAND;
  const t = emailTexts[language];
  const when = appointmentWhen(input.dateMs, input.slotLabel, language);
  const reason: Record<CancelledBy, string> = {
    customer: t.cancelled.byCustomer,
    staff: t.cancelled.byStaff,
    expiry: t.cancelled.byExpiry,
  };
  const refund = input.refundCents && input.refundCents > 0 ? t.cancelled.refund(formatUsd(input.refundCents)) : undefined;
  const subject = t.cancelled.subject(formatSalonDate(input.dateMs));
  const html = layout(
    BRAND,
    subject,
    [
      paragraph(escapeHtml(t.hello(nameForEmail(input.fullName)))),
      paragraph(escapeHtml(reason[input.cancelledBy])),
      detailsTable([
        [t.when, when],
        [t.stylist, input.stylistName],
      ]),
      refund ? paragraph(escapeHtml(refund)) : '',
      paragraph(escapeHtml(t.cancelled.bookAgain)),
    ].join('\n'),
    language,
  );
  const text = textBody(BRAND, [
    t.hello(nameForEmail(input.fullName)),
    '',
    reason[input.cancelledBy],
    '',
    `${t.when}: ${when}`,
    `${t.stylist}: ${input.stylistName}`,
    ...(refund ? ['', refund] : []),
    '',
    t.cancelled.bookAgain,
  ]);
  return { subject, html, text };
}

export function bookingCompletedEmail(
  input: { fullName: string; stylistName: string; orderHistoryUrl: string } & InLanguage,
): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const BRAND = input.salonName?.trim() || DEFAULT_BRAND;
  const t = emailTexts[language];
  const subject = t.completed.subject(BRAND);
  const html = layout(
    BRAND,
    subject,
    [
      paragraph(escapeHtml(t.hello(nameForEmail(input.fullName)))),
      paragraph(escapeHtml(t.completed.thanks(input.stylistName))),
      paragraph(`${escapeHtml(t.completed.feedback)}.`),
      button(input.orderHistoryUrl, t.completed.button, t),
    ].join('\n'),
    language,
  );
  const text = textBody(BRAND, [
    t.hello(nameForEmail(input.fullName)),
    '',
    t.completed.thanks(input.stylistName),
    `${t.completed.feedback}:`,
    input.orderHistoryUrl,
  ]);
  return { subject, html, text };
}

export function bookingReminderEmail(
  input: { fullName: string; dateMs: number; slotLabel: string; stylistName: string } & InLanguage,
): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const BRAND = input.salonName?.trim() || DEFAULT_BRAND;
  const t = emailTexts[language];
  const when = appointmentWhen(input.dateMs, input.slotLabel, language);
  const subject = t.reminder.subject(BRAND, formatSalonDate(input.dateMs));
  const html = layout(
    BRAND,
    subject,
    [
      paragraph(escapeHtml(t.hello(nameForEmail(input.fullName)))),
      paragraph(escapeHtml(t.reminder.body)),
      detailsTable([
        [t.when, when],
        [t.stylist, input.stylistName],
      ]),
      paragraph(escapeHtml(t.reminder.seeYou)),
    ].join('\n'),
    language,
  );
  const text = textBody(BRAND, [
    t.hello(nameForEmail(input.fullName)),
    '',
    t.reminder.body,
    '',
    `${t.when}: ${when}`,
    `${t.stylist}: ${input.stylistName}`,
    '',
    t.reminder.seeYou,
  ]);
  return { subject, html, text };
}

/** RFC 5545 TEXT value escaping. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** 20261121T020000Z */
function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A one-event iCalendar file for a confirmed booking: UTC times, CRLF line endings. */
export function bookingIcs(input: {
  bookingId: number;
  startMs: number;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  /** DTSTAMP; defaults to now. */
  stampMs?: number;
  /** Raised on every change of the event (a reschedule), so calendars replace the earlier one. */
  sequence?: number;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${DEFAULT_BRAND}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${input.bookingId}@hairsalon`,
    `SEQUENCE:${input.sequence ?? 0}`,
    `DTSTAMP:${icsUtc(input.stampMs ?? Date.now())}`,
    `DTSTART:${icsUtc(input.startMs)}`,
    `DTEND:${icsUtc(input.startMs + input.durationMinutes * 60_000)}`,
    `SUMMARY:${icsText(input.summary)}`,
    `DESCRIPTION:${icsText(input.description)}`,
    `LOCATION:${icsText(input.location)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
