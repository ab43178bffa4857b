import { BRAND_COLOR, formatSalonDate, formatSalonLongDate, formatUsd } from '@hairsalon/shared';

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

const BRAND = 'HairSalon';

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
function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1ee;font-family:Helvetica,Arial,sans-serif;color:#2d2a28;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ee;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${BRAND_COLOR};color:#ffffff;padding:20px 32px;font-size:22px;font-weight:bold;letter-spacing:1px;">${BRAND}</td></tr>
<tr><td style="padding:32px;font-size:15px;line-height:1.6;">${bodyHtml}</td></tr>
<tr><td style="padding:16px 32px;background:#faf7f5;color:#8a817c;font-size:12px;">${BRAND} · This email was sent because of an action on your ${BRAND} account.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="background:${BRAND_COLOR};color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;display:inline-block;">${escapeHtml(label)}</a></p>
<p style="font-size:12px;color:#8a817c;">If the button does not work, copy this link into your browser:<br>${escapeHtml(href)}</p>`;
}

function paragraph(html: string): string {
  return `<p>${html}</p>`;
}

function textBody(lines: string[]): string {
  return `${lines.join('\n')}\n\n— ${BRAND}\n`;
}

/** "Saturday, 21 November 2026 (21-11-2026) at 9:00 AM" */
function appointmentWhen(dateMs: number, slotLabel: string): string {
  return `${formatSalonLongDate(dateMs)} (${formatSalonDate(dateMs)}) at ${slotLabel}`;
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

function servicesTable(services: ServiceLine[], amountCents: number): string {
  const rows = services
    .map(
      (s) =>
        `<tr><td style="padding:4px 16px 4px 0;">${escapeHtml(s.name)}</td><td style="padding:4px 0;text-align:right;">${escapeHtml(formatUsd(s.priceCents))}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;min-width:280px;">${rows}<tr><td style="padding:8px 16px 4px 0;border-top:1px solid #e5dcd7;font-weight:bold;">Total</td><td style="padding:8px 0 4px;border-top:1px solid #e5dcd7;text-align:right;font-weight:bold;">${escapeHtml(formatUsd(amountCents))}</td></tr></table>`;
}

function servicesText(services: ServiceLine[], amountCents: number): string[] {
  return [...services.map((s) => `- ${s.name}: ${formatUsd(s.priceCents)}`), `Total: ${formatUsd(amountCents)}`];
}

export function passwordResetEmail(input: { firstName: string; resetUrl: string; expiresInMinutes: number }): EmailContent {
  const subject = `Reset your ${BRAND} password`;
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(nameForEmail(input.firstName))},`),
      paragraph(
        `We received a request to reset your ${BRAND} password. The link below works once, for ${escapeHtml(input.expiresInMinutes)} minutes.`,
      ),
      button(input.resetUrl, 'Reset password'),
      paragraph('If you did not ask for this, you can ignore this email: your password stays the same.'),
    ].join('\n'),
  );
  const text = textBody([
    `Hello ${nameForEmail(input.firstName)},`,
    '',
    `We received a request to reset your ${BRAND} password. The link below works once, for ${input.expiresInMinutes} minutes:`,
    input.resetUrl,
    '',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ]);
  return { subject, html, text };
}

export interface BookingEmailFields {
  fullName: string;
  stylistName: string;
  /** Salon-local midnight of the booked day, epoch ms. */
  dateMs: number;
  /** e.g. "9:00 AM" */
  slotLabel: string;
  services: ServiceLine[];
  amountCents: number;
}

export function bookingReceivedEmail(input: BookingEmailFields & { payUrl: string; holdMinutes: number }): EmailContent {
  const when = appointmentWhen(input.dateMs, input.slotLabel);
  const subject = `We received your booking for ${formatSalonDate(input.dateMs)}`;
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(nameForEmail(input.fullName))},`),
      paragraph(`Thank you for booking with ${BRAND}. Your appointment is held for you; please complete the payment to confirm it.`),
      detailsTable([
        ['When', when],
        ['Stylist', input.stylistName],
      ]),
      servicesTable(input.services, input.amountCents),
      button(input.payUrl, 'Pay now'),
      paragraph(
        `We hold the time slot for ${escapeHtml(input.holdMinutes)} minutes. If the payment is not completed by then, the booking is cancelled and the slot is released.`,
      ),
    ].join('\n'),
  );
  const text = textBody([
    `Hello ${nameForEmail(input.fullName)},`,
    '',
    `Thank you for booking with ${BRAND}. Your appointment is held for you; please complete the payment to confirm it.`,
    '',
    `When: ${when}`,
    `Stylist: ${input.stylistName}`,
    ...servicesText(input.services, input.amountCents),
    '',
    `Pay now: ${input.payUrl}`,
    '',
    `We hold the time slot for ${input.holdMinutes} minutes. If the payment is not completed by then, the booking is cancelled and the slot is released.`,
  ]);
  return { subject, html, text };
}

export function bookingConfirmedEmail(input: BookingEmailFields & { bookingId: number }): EmailContent {
  const when = appointmentWhen(input.dateMs, input.slotLabel);
  const subject = `Your booking is confirmed for ${formatSalonDate(input.dateMs)}`;
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(nameForEmail(input.fullName))},`),
      paragraph('Your payment was received and your appointment is confirmed. We look forward to seeing you!'),
      detailsTable([
        ['Booking', `#${input.bookingId}`],
        ['When', when],
        ['Stylist', input.stylistName],
      ]),
      servicesTable(input.services, input.amountCents),
      paragraph('The attached calendar file adds the appointment to your calendar.'),
    ].join('\n'),
  );
  const text = textBody([
    `Hello ${nameForEmail(input.fullName)},`,
    '',
    'Your payment was received and your appointment is confirmed. We look forward to seeing you!',
    '',
    `Booking: #${input.bookingId}`,
    `When: ${when}`,
    `Stylist: ${input.stylistName}`,
    ...servicesText(input.services, input.amountCents),
    '',
    'The attached calendar file adds the appointment to your calendar.',
  ]);
  return { subject, html, text };
}

export type CancelledBy = 'customer' | 'staff' | 'expiry';

export function bookingCancelledEmail(input: {
  fullName: string;
  dateMs: number;
  slotLabel: string;
  stylistName: string;
  cancelledBy: CancelledBy;
  refundCents?: number;
}): EmailContent {
  const when = appointmentWhen(input.dateMs, input.slotLabel);
  const reason: Record<CancelledBy, string> = {
    customer: 'Your booking has been cancelled as you requested.',
    staff: 'We are sorry: the salon had to cancel your booking.',
    expiry: 'Your booking was cancelled because the payment was not completed in time, and the time slot was released.',
  };
  const refund =
    input.refundCents && input.refundCents > 0
      ? `A refund of ${formatUsd(input.refundCents)} was issued to your original payment method.`
      : undefined;
  const subject = `Your booking for ${formatSalonDate(input.dateMs)} was cancelled`;
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(nameForEmail(input.fullName))},`),
      paragraph(escapeHtml(reason[input.cancelledBy])),
      detailsTable([
        ['When', when],
        ['Stylist', input.stylistName],
      ]),
      refund ? paragraph(escapeHtml(refund)) : '',
      paragraph('You are welcome to book another time whenever it suits you.'),
    ].join('\n'),
  );
  const text = textBody([
    `Hello ${nameForEmail(input.fullName)},`,
    '',
    reason[input.cancelledBy],
    '',
    `When: ${when}`,
    `Stylist: ${input.stylistName}`,
    ...(refund ? ['', refund] : []),
    '',
    'You are welcome to book another time whenever it suits you.',
  ]);
  return { subject, html, text };
}

export function bookingCompletedEmail(input: { fullName: string; stylistName: string; orderHistoryUrl: string }): EmailContent {
  const subject = `Thank you for visiting ${BRAND}`;
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(nameForEmail(input.fullName))},`),
      paragraph(`Thank you for your visit! We hope you enjoyed your appointment with ${escapeHtml(input.stylistName)}.`),
      paragraph('We would love to hear how it went: leave feedback on your services from your booking history.'),
      button(input.orderHistoryUrl, 'Leave feedback'),
    ].join('\n'),
  );
  const text = textBody([
    `Hello ${nameForEmail(input.fullName)},`,
    '',
    `Thank you for your visit! We hope you enjoyed your appointment with ${input.stylistName}.`,
    'We would love to hear how it went: leave feedback on your services from your booking history:',
    input.orderHistoryUrl,
  ]);
  return { subject, html, text };
}

export function bookingReminderEmail(input: { fullName: string; dateMs: number; slotLabel: string; stylistName: string }): EmailContent {
  const when = appointmentWhen(input.dateMs, input.slotLabel);
  const subject = `Reminder: your ${BRAND} appointment on ${formatSalonDate(input.dateMs)}`;
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(nameForEmail(input.fullName))},`),
      paragraph('This is a friendly reminder of your appointment tomorrow.'),
      detailsTable([
        ['When', when],
        ['Stylist', input.stylistName],
      ]),
      paragraph('See you soon!'),
    ].join('\n'),
  );
  const text = textBody([
    `Hello ${nameForEmail(input.fullName)},`,
    '',
    'This is a friendly reminder of your appointment tomorrow.',
    '',
    `When: ${when}`,
    `Stylist: ${input.stylistName}`,
    '',
    'See you soon!',
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
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${input.bookingId}@hairsalon`,
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
