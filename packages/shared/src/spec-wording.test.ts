import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

/**
 * The spec's message texts are requirements, word for word (spec §5 validation rules, §8 error catalogue). The other
 * tests compare with the `messages` constants, so a changed constant changes their expectation too; this file pins
 * the constants to the spec's own words instead: every quoted text of those two sections, read from a verbatim copy
 * of them (spec-texts/spec-section-5-8.md), must be mapped below to the message that shows it, and be that message.
 */

/** The repository's root, and the spec beside it (the product's layout: ../shared/spec.md; absent on a CI clone). */
const REPO_ROOT = new URL('../../../', import.meta.url);
const SPEC_FILE = new URL('../shared/spec.md', REPO_ROOT);
const FIXTURE_FILE = new URL('./spec-texts/spec-section-5-8.md', import.meta.url);

/**
 * The fixture is §5 from its heading up to the blank line before '## 6.', then §8 from its heading up to the blank
 * line before '## 9.', byte for byte (this is how it was cut, and how the check below cuts the spec again).
 */
function cutSections(spec: string): string {
  const section = (start: string, next: string) => {
    const from = spec.indexOf(`\n${start}`);
    const to = spec.indexOf(`\n${next}`, from + 1);
    if (from < 0 || to < 0) throw new Error(`the spec has no section between '${start}' and '${next}'`);
    return spec.slice(from + 1, to);
  };
  return section('## 5. ', '## 6. ') + section('## 8. ', '## 9. ');
}

const fixture = readFileSync(FIXTURE_FILE, 'utf8');

interface QuotedText {
  /** '5' or '8' */
  section: string;
  /** the table row's first cell: its area (§5) or situation (§8) */
  row: string;
  text: string;
}

/**
 * Every '…' of the two sections' tables, with the row it is in. A quote opens after a non-letter and closes before
 * one, so an apostrophe inside a word would not be taken for one (none of these texts has one; a line with an odd
 * number of quotes fails the parse check below).
 */
function quotedTexts(sections: string): { texts: QuotedText[]; outsideTables: string[]; oddLines: string[] } {
  const texts: QuotedText[] = [];
  const outsideTables: string[] = [];
  const oddLines: string[] = [];
  let section = '';
  for (const line of sections.split('\n')) {
    const heading = /^## (\d+)\. /.exec(line);
    if (heading?.[1]) section = heading[1];
    if ((line.match(/'/g)?.length ?? 0) % 2 === 1) oddLines.push(line);
    const quoted = [...line.matchAll(/(?<![\p{L}\p{N}])'([^']+)'(?![\p{L}\p{N}])/gu)].map((m) => m[1] ?? '');
    if (quoted.length === 0) continue;
    const cells = line.startsWith('|') ? line.split('|').map((c) => c.trim()) : [];
    const row = cells[1];
    if (!row) {
      outsideTables.push(...quoted);
      continue;
    }
    for (const text of quoted) texts.push({ section, row, text });
  }
  return { texts, outsideTables, oddLines };
}

/** A message made from values: each case calls it with `args` and compares with the spec's text, its placeholders filled. */
interface TemplateTarget {
  path: string;
  cases: { args: unknown[]; fill: [placeholder: string, value: string][] }[];
}
/** Where a spec text lives: the path of a fixed text in the English catalogue, or a template. */
type Target = string | TemplateTarget;

/**
 * Every quoted text of §5 and §8, by section and row, and the message that shows it. All of them are in
 * packages/shared's English catalogue (`messages`): the web app shows the UI-only ones from there too ('Server
 * Error', 'Logout successful' and the Vietnamese 'Hết hạn đăng nhập…' toast), and its ui.en.ts holds none of them.
 */
const SPEC_TEXT_MESSAGES: Record<string, Record<string, Record<string, Target>>> = {
  '5': {
    Login: {
      'Email is required': 'messages.login.emailRequired',
      'Password is required': 'messages.login.passwordRequired',
    },
    Register: {
      'Enter your first name': 'messages.register.firstNameRequired',
      'Enter your last name': 'messages.register.lastNameRequired',
      'Enter your email address': 'messages.register.emailRequired',
      'Invalid email address': 'messages.register.emailInvalid',
      'Enter your password': 'messages.register.passwordRequired',
      'Password must be at least 6 characters long': 'messages.register.passwordMin',
      'Confirm your password': 'messages.register.confirmRequired',
      'Passwords do not match': 'messages.register.passwordsMismatch',
    },
    'Reset password': {
      'Password must be at least 6 characters long': 'messages.resetPassword.passwordMin',
      'Please confirm your new password': 'messages.resetPassword.confirmRequired',
      'Passwords do not match!': 'messages.resetPassword.passwordsMismatch',
    },
    'Profile save': {
      'User ID is missing': 'messages.profile.userIdMissing',
      'Phone number is required': 'messages.profile.phoneRequired',
      'Email is required': 'messages.profile.emailRequired',
      'Invalid email format': 'messages.profile.emailInvalid',
    },
    Booking: {
      'Phone number is required': 'messages.booking.phoneRequired',
      'Full name is required': 'messages.booking.fullNameRequired',
      'Email is required': 'messages.booking.emailRequired',
      'Stylist is required': 'messages.booking.stylistRequired',
      'Booking date is required': 'messages.booking.dateRequired',
      'Time slot is required': 'messages.booking.timeSlotRequired',
      'Please select at least one service': 'messages.booking.serviceRequired',
      'Please select a time': 'messages.booking.timeRequired',
      'You cannot use more than 30 points.': 'messages.booking.pointsMax',
      'You do not have enough points. You only have N points.': {
        path: 'messages.booking.pointsNotEnough',
        cases: [
          { args: [17], fill: [['N', '17']] },
          { args: [0], fill: [['N', '0']] },
        ],
      },
    },
    'Service create': {
      'Name is required': 'messages.service.nameRequired',
      'Description is required': 'messages.service.descriptionRequired',
      'Image file is required': 'messages.service.imageRequired',
      'Price is required': 'messages.service.priceRequired',
    },
    'Stylist / staff create': {
      'Password is required': 'messages.staffOrStylist.passwordRequired',
      'Password must be at least 6 characters': 'messages.staffOrStylist.passwordMin',
      'Position is required': 'messages.staffOrStylist.positionRequired',
    },
    'Salary creation': {
      'Please enter a valid month (01-12)': 'messages.salary.monthInvalid',
      'Please enter a valid year (e.g., 2023)': 'messages.salary.yearInvalid',
    },
    Feedback: {
      'Please select a rating': 'messages.feedback.ratingRequired',
      'Please enter a comment': 'messages.feedback.commentRequired',
      'Comment must be at least 5 characters': 'messages.feedback.commentMin',
    },
    'Schedule creation': {
      'Please select stylist, date, and time slots.': 'messages.schedule.selectionRequired',
    },
  },
  '8': {
    'Register success': { 'Register Successfully': 'messages.register.success' },
    'Login success': { 'Login successful': 'messages.login.success' },
    'Login failure fallback': { 'Login failed': 'messages.login.failed' },
    'Network failure (register, login, salary, complete booking)': { 'Server Error': 'messages.generic.serverError' },
    Logout: { 'Logout successful': 'messages.session.logout' },
    'Inactive account at login': { 'Your account is inactive. Please contact support.': 'messages.login.inactive' },
    'Expired session': { 'Hết hạn đăng nhập. Vui lòng đăng nhập lại!': 'messages.session.expired' },
    'Salary created': { 'Create Salary Successfully': 'messages.salary.created' },
    'Salary creation failure': { 'An error occurred while creating the salary.': 'messages.salary.createFailed' },
    'Booking completed': { 'Complete booking successfully': 'messages.booking.completed' },
    'Generic fallbacks': { 'Unknown error': 'messages.generic.unknown', 'Unknown error occurred.': 'messages.generic.unknownOccurred' },
    'Schedule creation failure': { 'An error occurred while creating the schedule.': 'messages.schedule.createFailed' },
    'Reset success': { 'Password has been reset successfully.': 'messages.resetPassword.success' },
    'Reset token invalid': { 'Invalid or expired reset password token.': 'messages.resetPassword.invalidToken' },
    'Booking success (errCode 0)': { 'Booking successful, please check your email.': 'messages.booking.success' },
    'Booking refused': { 'An error occurred while booking.': 'messages.booking.failed' },
    'Inactive at booking': {
      'Your account is inactive. You will be logged out in 1 seconds.': 'messages.booking.inactiveLogout',
      'Cannot proceed with booking. Your account is inactive.': 'messages.booking.inactiveBlocked',
    },
    'No time slots': { 'No available time slots': 'messages.booking.noSlots' },
    'Stylist creation': {
      'Failed to create stylist': 'messages.staffOrStylist.stylistCreateFailed',
      'Error creating stylist': 'messages.staffOrStylist.stylistCreateError',
    },
    'Staff creation': {
      'Failed to create staff': 'messages.staffOrStylist.staffCreateFailed',
      'Error creating staff': 'messages.staffOrStylist.staffCreateError',
    },
    'Cancel without sign-in': { 'User is not authenticated.': 'messages.booking.notAuthenticated' },
    'Payment verification failure': {
      'Verification failed: {message or Unknown error}': {
        path: 'messages.payment.verificationFailed',
        cases: [
          { args: ['The payment was declined.'], fill: [['{message or Unknown error}', 'The payment was declined.']] },
          { args: [], fill: [['{message or Unknown error}', 'Unknown error']] },
          { args: [''], fill: [['{message or Unknown error}', 'Unknown error']] },
        ],
      },
    },
    'Payment cancel without token': { 'Payment cancellation information is missing.': 'messages.payment.cancelMissing' },
    'Service not found': { 'Service not found.': 'messages.service.notFound' },
  },
};

const CATALOGUES: Record<string, unknown> = { messages };

/** The value at a path such as 'messages.register.firstNameRequired'; undefined when any step is missing. */
function valueAt(path: string): unknown {
  const [root, ...keys] = path.split('.');
  let node: unknown = CATALOGUES[root ?? ''];
  for (const key of keys) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/** The spec's text with a template's placeholders filled; each placeholder must be in it (as a whole word for one letter). */
function filled(text: string, fill: [string, string][]): string {
  let out = text;
  for (const [placeholder, value] of fill) {
    const pattern = /^\w$/.test(placeholder) ? new RegExp(`\\b${placeholder}\\b`, 'g') : placeholder;
    const replaced = out.replace(pattern, value);
    if (replaced === out) throw new Error(`the placeholder ${placeholder} is not in '${text}'`);
    out = replaced;
  }
  return out;
}

const parsed = quotedTexts(fixture);
const key = (q: { section: string; row: string; text: string }) => `§${q.section} ${q.row}: '${q.text}'`;

describe('the spec texts fixture', () => {
  it('is parsed whole: every quote closes on its line, every quoted text is in a table row of §5 or §8', () => {
    expect(parsed.oddLines).toEqual([]);
    expect(parsed.outsideTables).toEqual([]);
    expect(new Set(parsed.texts.map((q) => q.section))).toEqual(new Set(['5', '8']));
    // Every pair of quotes is one text: none was passed over by the pattern (68 when the fixture was cut).
    expect(parsed.texts.length).toBe((fixture.match(/'/g)?.length ?? 0) / 2);
  });

  const spec = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : undefined;
  it.skipIf(spec === undefined)(
    `is still §5 and §8 of the spec, byte for byte (${spec === undefined ? 'skipped: no ../shared/spec.md beside this clone' : '../shared/spec.md'})`,
    () => {
      expect(fixture).toBe(cutSections(spec ?? ''));
    },
  );
});

describe('every quoted text of spec §5 and §8', () => {
  it('is mapped to the message that shows it, and nothing is mapped that the spec does not quote', () => {
    const mapped = Object.entries(SPEC_TEXT_MESSAGES).flatMap(([section, rows]) =>
      Object.entries(rows).flatMap(([row, texts]) => Object.keys(texts).map((text) => key({ section, row, text }))),
    );
    const quoted = parsed.texts.map(key);
    expect(
      quoted.filter((q) => !mapped.includes(q)),
      'quoted in the spec but not mapped',
    ).toEqual([]);
    expect(
      mapped.filter((m) => !quoted.includes(m)),
      'mapped but not quoted in the spec',
    ).toEqual([]);
  });

  for (const q of parsed.texts) {
    const target = SPEC_TEXT_MESSAGES[q.section]?.[q.row]?.[q.text];
    if (target === undefined) continue; // reported by the mapping test above
    if (typeof target === 'string') {
      it(`${key(q)} is ${target}, word for word`, () => {
        expect(valueAt(target)).toBe(q.text);
      });
    } else {
      it(`${key(q)} is what ${target.path} makes of the spec's placeholders`, () => {
        const make = valueAt(target.path);
        expect(typeof make, target.path).toBe('function');
        for (const example of target.cases) {
          const message = (make as (...args: unknown[]) => string)(...example.args);
          expect(message, `${target.path}(${example.args.map((a) => JSON.stringify(a)).join(', ')})`).toBe(filled(q.text, example.fill));
        }
      });
    }
  }
});
