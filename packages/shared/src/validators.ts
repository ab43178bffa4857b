import { z } from 'zod';
// Before any schema is built (see the file).
import './zod-setup.js';
import { SERVICE_BUFFER_MAX, SERVICE_DURATION_MAX, SLOT_MINUTES } from './booking.js';
import { DESK_BOOKING_SOURCES, GENDERS, POSITION_IDS, ROLE_IDS, TIME_SLOT_IDS } from './codes.js';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';
import {
  COMMENT_MIN_LENGTH,
  CUSTOMER_BOOKINGS_MAX_PAGE_SIZE,
  CUSTOMER_BOOKINGS_PAGE_SIZE,
  EMAIL_MAX_LENGTH,
  MAX_POINTS_PER_BOOKING,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  RATING_MAX,
  RATING_MIN,
} from './constants.js';
import { LANGUAGES } from './i18n/language.js';
import { messages } from './messages.js';
import { salonDayStart } from './time.js';
import { parseClock } from './time-off.js';

/**
 * Validators shared by the forms (apps/web) and the procedures (apps/api). Messages are the spec's,
 * word for word (spec §5). A missing field gets the same message as an empty one.
 */

/** Standard email pattern (register, login on the server). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Profile's "simple x@y.z pattern". */
export const SIMPLE_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Row ids are PostgreSQL integers: anything outside 1..2^31-1 cannot name a row. */
export const MAX_ID = 2_147_483_647;
export const idSchema = (message?: string) => {
  const error = message ? { error: message } : undefined;
  return z.coerce.number(error).int(error).positive(error).max(MAX_ID, error);
};

/** A date as epoch milliseconds, within a range any real booking or schedule can be in. */
export const MIN_DATE_MS = Date.UTC(2000, 0, 1);
export const MAX_DATE_MS = Date.UTC(2100, 0, 1);
export const dateMsSchema = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(MIN_DATE_MS, { error: message }).max(MAX_DATE_MS, { error: message });

const requiredString = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
/** Every email field: required, at most EMAIL_MAX_LENGTH characters (checked before the pattern), lower-cased. */
const emailField = (requiredMessage: string, pattern?: { regex: RegExp; message: string }) => {
  const capped = requiredString(requiredMessage).max(EMAIL_MAX_LENGTH, { error: messages.generic.emailTooLong });
  return (pattern ? capped.regex(pattern.regex, { error: pattern.message }) : capped).toLowerCase();
};
/** Passwords are not trimmed: spaces are characters the user chose. */
const requiredPassword = (message: string) => z.string({ error: message }).min(1, { error: message });

let commonPasswords: Set<string> | undefined;
/** True for one of the 10,000 most common passwords (./common-passwords.ts), in any letter case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}
/** A new password (register, reset, staff and stylist accounts): long enough and not a common one. */
const newPasswordField = (requiredMessage: string, minMessage: string) =>
  requiredPassword(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, { error: minMessage })
    .max(200)
    .refine((value) => !isCommonPassword(value), { error: messages.password.tooCommon });

// ---------- auth ----------
export const loginSchema = z.object({
  email: emailField(messages.login.emailRequired),
  password: requiredPassword(messages.login.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = {
  firstName: requiredString(messages.register.firstNameRequired).max(100),
  lastName: requiredString(messages.register.lastNameRequired).max(100),
  email: emailField(messages.register.emailRequired, { regex: EMAIL_PATTERN, message: messages.register.emailInvalid }),
  password: newPasswordField(messages.register.passwordRequired, messages.register.passwordMin),
  confirmPassword: requiredPassword(messages.register.confirmRequired),
};

/** Register form and procedure: confirmPassword must equal password. Any roleId is not part of it. */
export const registerSchema = z.object(registerFields).refine((v) => v.password === v.confirmPassword, {
  error: messages.register.passwordsMismatch,
  path: ['confirmPassword'],
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * POST /register as the API takes it (spec §7: "the same call creates stylists and staff"): the register form's
 * fields plus the phoneNumber, gender, roleId and positionId an admin sends for staff (R1) or a stylist (R3).
 * Only the shape is checked here; the fields are then validated by the schema of what the call creates
 * (registerSchema for a customer, createStaffSchema or createStylistSchema for an admin), with their messages.
 */
export const registerAccountSchema = z.object({
  firstName: z.string().max(1000).optional(),
  lastName: z.string().max(1000).optional(),
  email: z.string().max(1000).optional(),
  password: z.string().max(1000).optional(),
  confirmPassword: z.string().max(1000).optional(),
  phoneNumber: z.string().max(1000).optional(),
  gender: z.string().max(20).optional(),
  roleId: z.string().max(20).optional(),
  positionId: z.string().max(20).optional(),
});
export type RegisterAccountInput = z.infer<typeof registerAccountSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(messages.forgotPassword.emailRequired, { regex: EMAIL_PATTERN, message: messages.forgotPassword.emailInvalid }),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const newPassword = newPasswordField(messages.resetPassword.passwordRequired, messages.resetPassword.passwordMin);

/** What the server needs: the token from the path and the new password (spec §7: form-encoded newPassword). */
export const resetPasswordSchema = z.object({
  token: requiredString(messages.resetPassword.invalidToken).max(200),
  newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form adds the confirmation (spec §5). */
export const resetPasswordFormSchema = z
  .object({
    newPassword,
    confirmPassword: requiredPassword(messages.resetPassword.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: messages.resetPassword.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const refreshTokenSchema = z.object({
  accessToken: z.string().max(4000).optional(),
  refreshToken: requiredString(messages.session.expired).max(200),
});
export type RefreshTokenInput = z.infer<typeof refreshTokenSchema>;

// ---------- people ----------
/** Phone: digits only, at most 9, shown with +84 (spec §5, §9). */
export const phoneSchema = requiredString(messages.profile.phoneRequired).regex(new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`), {
  error: messages.profile.phoneDigits,
});

export const profileSchema = z.object({
  id: idSchema(messages.profile.userIdMissing),
  firstName: z.string().trim().max(100).optional().default(''),
  lastName: z.string().trim().max(100).optional().default(''),
  gender: z.enum(GENDERS).optional().nullable(),
  address: z.string().trim().max(300).optional().default(''),
  phoneNumber: phoneSchema,
  email: emailField(messages.profile.emailRequired, { regex: SIMPLE_EMAIL_PATTERN, message: messages.profile.emailInvalid }),
});
export type ProfileInput = z.infer<typeof profileSchema>;

const staffFields = {
  firstName: requiredString(messages.staffOrStylist.firstNameRequired).max(100),
  lastName: requiredString(messages.staffOrStylist.lastNameRequired).max(100),
  email: emailField(messages.staffOrStylist.emailRequired, { regex: EMAIL_PATTERN, message: messages.register.emailInvalid }),
  phoneNumber: requiredString(messages.staffOrStylist.phoneRequired).regex(new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`), {
    error: messages.profile.phoneDigits,
  }),
  password: newPasswordField(messages.staffOrStylist.passwordRequired, messages.staffOrStylist.passwordMin),
  gender: z.enum(GENDERS).optional(),
};
export const createStaffSchema = z.object(staffFields);
export type CreateStaffInput = z.infer<typeof createStaffSchema>;
export const createStylistSchema = z.object({
  ...staffFields,
  positionId: z.enum(POSITION_IDS, { error: messages.staffOrStylist.positionRequired }),
});
export type CreateStylistInput = z.infer<typeof createStylistSchema>;

export const roleIdSchema = z.enum(ROLE_IDS);

// ---------- services ----------
const price = z.coerce
  .number({ error: messages.service.priceRequired })
  .refine((n) => Number.isFinite(n), { error: messages.service.priceRequired })
  // At least one cent once stored as cents (a price like 0.001 would round to nothing).
  .refine((n) => Math.round(n * 100) >= 1 && n <= 100000, { error: messages.service.priceInvalid });

/** Service fields; the image is checked separately (it is a file, required on create only). */
export const serviceSchema = z.object({
  name: requiredString(messages.service.nameRequired).max(200),
  description: requiredString(messages.service.descriptionRequired).max(5000),
  price,
  /** Whole grid slots (docs/decisions/009); left out (the spec's clients), a new service lasts one slot and an update keeps it. */
  durationMinutes: z.coerce
    .number({ error: messages.service.durationInvalid })
    .int({ error: messages.service.durationInvalid })
    .min(SLOT_MINUTES, { error: messages.service.durationInvalid })
    .max(SERVICE_DURATION_MAX, { error: messages.service.durationInvalid })
    .refine((n) => n % SLOT_MINUTES === 0, { error: messages.service.durationInvalid })
    .optional(),
  bufferMinutes: z.coerce
    .number({ error: messages.service.bufferInvalid })
    .int({ error: messages.service.bufferInvalid })
    .min(0, { error: messages.service.bufferInvalid })
    .max(SERVICE_BUFFER_MAX, { error: messages.service.bufferInvalid })
    .optional(),
});
export type ServiceInput = z.infer<typeof serviceSchema>;

// ---------- salary ----------
export const salarySchema = z.object({
  stylistId: idSchema(),
  month: z
    .string({ error: messages.salary.monthInvalid })
    .trim()
    .regex(/^(0?[1-9]|1[0-2])$/, { error: messages.salary.monthInvalid })
    .transform(Number),
  year: z
    .string({ error: messages.salary.yearInvalid })
    .trim()
    .regex(/^(19|20)\d{2}$/, { error: messages.salary.yearInvalid })
    .transform(Number),
});
export type SalaryInput = z.input<typeof salarySchema>;

// ---------- feedback ----------
export const feedbackSchema = z.object({
  rating: z.coerce
    .number({ error: messages.feedback.ratingRequired })
    .int({ error: messages.feedback.ratingRequired })
    .min(RATING_MIN, { error: messages.feedback.ratingRequired })
    .max(RATING_MAX, { error: messages.feedback.ratingRequired }),
  comment: requiredString(messages.feedback.commentRequired).min(COMMENT_MIN_LENGTH, { error: messages.feedback.commentMin }).max(2000),
  bookingId: idSchema(),
  serviceId: idSchema(),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

// ---------- schedules ----------
export const timeSlotIdSchema = z.enum(TIME_SLOT_IDS as unknown as [string, ...string[]], { error: messages.booking.timeSlotRequired });

export const createScheduleSchema = z.object({
  stylistId: idSchema(messages.schedule.selectionRequired),
  date: dateMsSchema(messages.schedule.selectionRequired),
  timeTypes: z.array(timeSlotIdSchema).min(1, { error: messages.schedule.selectionRequired }),
});
export type CreateScheduleInput = z.infer<typeof createScheduleSchema>;

// ---------- booking ----------
export const pointsToUseSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(MAX_POINTS_PER_BOOKING, { error: messages.booking.pointsMax })
  .default(0);

/**
 * One page of a customer's bookings, newest first: `cursor` is the id of the last booking already shown (none for
 * the first page), `limit` how many to answer. An admin may name the customer.
 */
export const customerBookingsPageSchema = z.object({
  customerId: idSchema().optional(),
  // null is the first page too: an infinite query's first page param is undefined, and null once stored as JSON.
  cursor: idSchema(messages.booking.invalidCursor).nullish(),
  limit: z.coerce
    .number({ error: messages.booking.invalidPageSize })
    .int({ error: messages.booking.invalidPageSize })
    .min(1, { error: messages.booking.invalidPageSize })
    .max(CUSTOMER_BOOKINGS_MAX_PAGE_SIZE, { error: messages.booking.invalidPageSize })
    .default(CUSTOMER_BOOKINGS_PAGE_SIZE),
});
export type CustomerBookingsPageInput = z.input<typeof customerBookingsPageSchema>;

export const createBookingSchema = z.object({
  phone: requiredString(messages.booking.phoneRequired).max(20),
  fullName: requiredString(messages.booking.fullNameRequired).max(200),
  email: emailField(messages.booking.emailRequired, { regex: EMAIL_PATTERN, message: messages.register.emailInvalid }),
  stylistId: idSchema(messages.booking.stylistRequired),
  date: dateMsSchema(messages.booking.dateRequired),
  timeType: timeSlotIdSchema,
  serviceIds: z
    .array(idSchema(), { error: messages.booking.serviceRequired })
    .min(1, { error: messages.booking.serviceRequired })
    .max(20)
    // Each service once: the server prices the set it books, so a repeated id would show a total nobody is charged.
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.booking.serviceDuplicate }),
  pointsToUse: pointsToUseSchema,
  /** The client's figure: compared, never used (ARCHITECTURE §4). */
  amount: z.coerce.number().optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

// ---------- front desk (issue 12) ----------
/** A walk-in or phone booking made by staff: an existing customer (customerId) or a new guest (name and phone). */
export const deskBookingSchema = z.object({
  source: z.enum(DESK_BOOKING_SOURCES, { error: messages.frontDesk.sourceRequired }),
  customerId: idSchema(messages.frontDesk.customerNotFound).optional(),
  fullName: requiredString(messages.booking.fullNameRequired).max(200),
  phone: requiredString(messages.booking.phoneRequired).max(20),
  /** Optional for a guest at the desk; when given it gets the booking's emails. */
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: messages.generic.emailTooLong })
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: messages.register.emailInvalid })
    .toLowerCase()
    .default(''),
  stylistId: idSchema(messages.booking.stylistRequired),
  date: dateMsSchema(messages.booking.dateRequired),
  timeType: timeSlotIdSchema,
  serviceIds: createBookingSchema.shape.serviceIds,
});
export type DeskBookingInput = z.infer<typeof deskBookingSchema>;

export const calendarQuerySchema = z.object({
  date: dateMsSchema(messages.booking.dateRequired),
  days: z.coerce
    .number()
    .int()
    .refine((n) => n === 1 || n === 7, { error: messages.frontDesk.daysInvalid })
    .default(1),
});

export const customerSearchSchema = z.object({
  query: z.string().trim().min(2, { error: messages.frontDesk.searchTooShort }).max(100),
});

const clockField = z
  .string()
  .trim()
  .refine((v) => v === '' || parseClock(v) !== null, { error: messages.timeOff.timeInvalid })
  .default('');

export const MAX_TIME_OFF_DAYS = 90;

/**
 * Time off: whole days (startDay to endDay inclusive) or hours (startTime on startDay to endTime on endDay),
 * in salon time.
 */
export const timeOffSchema = z
  .object({
    stylistId: idSchema(messages.timeOff.stylistRequired),
    startDay: dateMsSchema(messages.timeOff.startRequired),
    endDay: dateMsSchema(messages.timeOff.endRequired),
    startTime: clockField,
    endTime: clockField,
    reason: z.string().trim().max(200).default(''),
  })
  .superRefine((v, ctx) => {
    if ((v.startTime === '') !== (v.endTime === '')) {
      ctx.addIssue({ code: 'custom', message: messages.timeOff.bothTimes, path: [v.startTime === '' ? 'startTime' : 'endTime'] });
      return;
    }
    const range = timeOffRangeOf(v);
    if (range.endsAt <= range.startsAt) ctx.addIssue({ code: 'custom', message: messages.timeOff.rangeInvalid, path: ['endDay'] });
    else if (range.endsAt - range.startsAt > MAX_TIME_OFF_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', message: messages.timeOff.tooLong, path: ['endDay'] });
  });
export type TimeOffInput = z.infer<typeof timeOffSchema>;

/** The instants a time-off form means: [start, end) in epoch ms. */
export function timeOffRangeOf(v: { startDay: number; endDay: number; startTime: string; endTime: string }): {
  startsAt: number;
  endsAt: number;
} {
  const startDay = salonDayStart(v.startDay);
  const endDay = salonDayStart(v.endDay);
  const startMinutes = parseClock(v.startTime);
  const endMinutes = parseClock(v.endTime);
  if (startMinutes === null || endMinutes === null) return { startsAt: startDay, endsAt: endDay + 86_400_000 };
  return { startsAt: startDay + startMinutes * 60_000, endsAt: endDay + endMinutes * 60_000 };
}
/** Move a booking to another start of the same or another stylist (docs/decisions/009). */
export const rescheduleBookingSchema = z.object({
  bookingId: idSchema(messages.booking.notFound),
  stylistId: idSchema(messages.booking.stylistRequired),
  date: dateMsSchema(messages.booking.dateRequired),
  timeType: timeSlotIdSchema,
});
export type RescheduleBookingInput = z.infer<typeof rescheduleBookingSchema>;

/** Wait for a day with no free start for these services (any stylist when none is named). */
export const joinWaitlistSchema = z.object({
  date: dateMsSchema(messages.booking.dateRequired),
  stylistId: idSchema(messages.booking.stylistRequired).optional(),
  serviceIds: createBookingSchema.shape.serviceIds,
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

/**
 * Spec §5 booking points rule: returns the error message, or null when the value is allowed.
 * The form then resets the value to the cap.
 */
export function pointsError(pointsToUse: number, balance: number): string | null {
  if (pointsToUse > MAX_POINTS_PER_BOOKING) return messages.booking.pointsMax;
  if (pointsToUse > balance) return messages.booking.pointsNotEnough(balance);
  return null;
}

/** The cap a too-large points value is reset to. */
export function pointsCap(balance: number): number {
  return Math.max(0, Math.min(MAX_POINTS_PER_BOOKING, balance));
}

// Here rather than beside LANGUAGES: code that only reads the language (the web app's first page) builds no schema.
export const languageSchema = z.enum(LANGUAGES);

/** The language switch of a signed-in user (user.setLanguage). */
export const setLanguageSchema = z.object({ language: languageSchema });
export type SetLanguageInput = z.infer<typeof setLanguageSchema>;

/** Field → message map from a zod error, for forms and the REST `errors` field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
