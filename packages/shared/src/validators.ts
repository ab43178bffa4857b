import { z } from 'zod';
// Before any schema is built (see the file).
import './zod-setup.js';
import { normalizePhone, SERVICE_BUFFER_MAX, SERVICE_DURATION_MAX, SLOT_MINUTES } from './booking.js';
import { DESK_BOOKING_SOURCES, GENDERS, POSITION_IDS, ROLE_IDS, TIME_SLOT_IDS } from './codes.js';
import {
  COMMENT_MIN_LENGTH,
  CUSTOMER_BOOKINGS_MAX_PAGE_SIZE,
  CUSTOMER_BOOKINGS_PAGE_SIZE,
  EMAIL_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MAX_POINTS_PER_BOOKING,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  RATING_MAX,
  RATING_MIN,
  SALON_TIME_ZONE,
} from './constants.js';
import { LANGUAGES } from './i18n/language.js';
import { messages } from './messages.js';
import { newPasswordError, type PasswordOwner } from './password-strength.js';
import { addSalonDays, isValidTimeZone, salonDayStart, slotStartMs, type TimeZone } from './time.js';
import { parseClock } from './time-off.js';

/**
 * Validators shared by the forms (apps/web) and the procedures (apps/api). Messages are the spec's,
 * word for word (spec §5). A missing field gets the same message as an empty one.
 */

/** Standard email pattern (register, login on the server). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Profile's "simple x@y.z pattern". */
export const SIMPLE_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * Every number a procedure takes is a JSON number, never coerced: `true`, `[13]`, `null`, `{}` or the text "13" are
 * refused rather than read as 1, 13 or 0 (issue 20 item 2). The REST adapter reads the spec's text values (query
 * strings, forms, multipart) into numbers before it calls a procedure (apps/api/src/rest/values.ts), and the web
 * app's forms hand their fields over as numbers.
 */

/** Row ids are PostgreSQL integers: anything outside 1..2^31-1 cannot name a row. */
export const MAX_ID = 2_147_483_647;
export const idSchema = (message?: string) => {
  const error = message ? { error: message } : undefined;
  return z.number(error).int(error).positive(error).max(MAX_ID, error);
};

/**
 * The location a call is about (issue 24, docs/decisions/021): optional wherever a procedure filters by location;
 * absent means the first open location (lowest id not archived), so a single salon never sends it.
 */
export const locationIdSchema = idSchema(messages.location.notFound);
export const locationFilterSchema = z.object({ locationId: locationIdSchema.optional() });

/** A date as epoch milliseconds, within a range any real booking or schedule can be in. */
export const MIN_DATE_MS = Date.UTC(2000, 0, 1);
export const MAX_DATE_MS = Date.UTC(2100, 0, 1);
export const dateMsSchema = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(MIN_DATE_MS, { error: message }).max(MAX_DATE_MS, { error: message });

const requiredString = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
/** Every email field: required, at most EMAIL_MAX_LENGTH characters (checked before the pattern), lower-cased. */
const emailField = (requiredMessage: string, pattern?: { regex: RegExp; message: string }) => {
  const capped = requiredString(requiredMessage).max(EMAIL_MAX_LENGTH, { error: messages.generic.emailTooLong });
  return (pattern ? capped.regex(pattern.regex, { error: pattern.message }) : capped).toLowerCase();
};
/** Passwords are not trimmed: spaces are characters the user chose. */
const requiredPassword = (message: string) => z.string({ error: message }).min(1, { error: message });

/**
 * A new password (register, reset, staff and stylist accounts): required and long enough, with the spec's messages.
 * Whether it is too easy to guess is judged after these (newPasswordError, ./password-strength.ts): asynchronously,
 * since the estimator loads on first use, and on the server after the rate limits, since it costs CPU.
 */
const newPasswordField = (requiredMessage: string, minMessage: string) =>
  requiredPassword(requiredMessage).min(PASSWORD_MIN_LENGTH, { error: minMessage }).max(200);

/**
 * A form's schema with the new-password rule (./password-strength.ts): only once the schema accepts the values, so
 * its required, length and confirmation messages come first, the password must not be too easy to guess for its
 * owner (by default the values' own firstName, lastName and email). Asynchronous, since the estimator loads on first
 * use: validate with safeParseAsync. The procedures judge the same way in their services, after the rate limits.
 */
export function withStrongPassword<T extends object, I>(
  schema: z.ZodType<T, I>,
  field: keyof T & string,
  ownerOf: (values: T) => PasswordOwner = (values) => values as PasswordOwner,
): z.ZodType<T, I> {
  return schema.superRefine(
    async (values, ctx) => {
      const password = values[field];
      if (typeof password !== 'string') return;
      const error = await newPasswordError(password, ownerOf(values));
      if (error) ctx.addIssue({ code: 'custom', message: error, path: [field] });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}

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
/** The register form: registerSchema, then the password's strength for the person registering. */
export const registerFormSchema = withStrongPassword(registerSchema, 'password');

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
  /** An admin's staff member or stylist: where they work (absent: the first open location). */
  locationId: z.number().optional(),
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
export const resetPasswordFieldsSchema = z
  .object({
    newPassword,
    confirmPassword: requiredPassword(messages.resetPassword.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: messages.resetPassword.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFieldsSchema>;
/**
 * The reset form: its fields, then the new password's strength. The form does not know whose account the link is
 * for, so it judges without their names; the server judges again with them.
 */
export const resetPasswordFormSchema = withStrongPassword(resetPasswordFieldsSchema, 'newPassword', () => ({}));

export const refreshTokenSchema = z.object({
  accessToken: z.string().max(4000).optional(),
  refreshToken: requiredString(messages.session.expired).max(200),
});
export type RefreshTokenInput = z.infer<typeof refreshTokenSchema>;

// ---------- people ----------
/** How people write a phone number: digits, spaces, dashes, dots, brackets and a leading +. */
const WRITTEN_PHONE = /^\+?[0-9\s\-.()]+$/;

/**
 * A phone field's value as a person typed or pasted it (issue 23): '+84 912 345 678', '0912 345 678' and
 * '912-345-678' become '912345678'. Non-digits, the country code and the trunk 0 go first, then the 9-digit cap,
 * so a pasted number is not cut in the middle of its prefix.
 */
export function phoneNumberFromInput(typed: string): string {
  return normalizePhone(typed).slice(0, PHONE_MAX_DIGITS);
}

/**
 * Phone: digits only, at most 9, shown with +84 (spec §5, §9). A number written as people write it (+84, 0,
 * spaces, dashes) is read as its 9 digits; anything else (letters, too many digits) is refused, never cut.
 */
const phoneNumberField = (required: string) =>
  requiredString(required)
    .overwrite((value) => (WRITTEN_PHONE.test(value) ? normalizePhone(value) : value))
    .regex(new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`), { error: messages.profile.phoneDigits });

export const phoneSchema = phoneNumberField(messages.profile.phoneRequired);

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
  phoneNumber: phoneNumberField(messages.staffOrStylist.phoneRequired),
  password: newPasswordField(messages.staffOrStylist.passwordRequired, messages.staffOrStylist.passwordMin),
  gender: z.enum(GENDERS).optional(),
  /** Where they work (issue 24, docs/decisions/021); absent: the first open location. */
  locationId: locationIdSchema.optional(),
};
export const createStaffSchema = z.object(staffFields);
/** The admin moves a stylist or staff member to another open location (issue 24). */
export const moveToLocationSchema = z.object({ id: idSchema(), locationId: locationIdSchema });
export type CreateStaffInput = z.infer<typeof createStaffSchema>;
export const createStylistSchema = z.object({
  ...staffFields,
  positionId: z.enum(POSITION_IDS, { error: messages.staffOrStylist.positionRequired }),
});
export type CreateStylistInput = z.infer<typeof createStylistSchema>;
/** The admin's create-staff and create-stylist forms: their schemas, then the password's strength for that person. */
export const createStaffFormSchema = withStrongPassword(createStaffSchema, 'password');
export const createStylistFormSchema = withStrongPassword(createStylistSchema, 'password');

export const roleIdSchema = z.enum(ROLE_IDS);

// ---------- services ----------
const price = z
  .number({ error: messages.service.priceRequired })
  .refine((n) => Number.isFinite(n), { error: messages.service.priceRequired })
  // At least one cent once stored as cents (a price like 0.001 would round to nothing).
  .refine((n) => Math.round(n * 100) >= 1 && n <= 100000, { error: messages.service.priceInvalid });

/** Service fields; the image is checked separately (it is a file, required on create only). */
/** A translation a form may leave empty: trimmed, and an empty one is none (the English text is shown instead). */
const optionalTranslation = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => (text ? text : null));

export const SERVICE_NAME_MAX_LENGTH = 200;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 5000;

/** The most locations one service lists (a chain's locations, with room to spare). */
export const SERVICE_LOCATIONS_MAX = 500;

export const serviceSchema = z.object({
  name: requiredString(messages.service.nameRequired).max(SERVICE_NAME_MAX_LENGTH),
  description: requiredString(messages.service.descriptionRequired).max(SERVICE_DESCRIPTION_MAX_LENGTH),
  /** The Vietnamese name and description shown to Vietnamese readers (issue 23 item 10); none shows the English. */
  nameVi: optionalTranslation(SERVICE_NAME_MAX_LENGTH).optional(),
  descriptionVi: optionalTranslation(SERVICE_DESCRIPTION_MAX_LENGTH).optional(),
  price,
  /** Whole grid slots (docs/decisions/009); left out (the spec's clients), a new service lasts one slot and an update keeps it. */
  durationMinutes: z
    .number({ error: messages.service.durationInvalid })
    .int({ error: messages.service.durationInvalid })
    .min(SLOT_MINUTES, { error: messages.service.durationInvalid })
    .max(SERVICE_DURATION_MAX, { error: messages.service.durationInvalid })
    .refine((n) => n % SLOT_MINUTES === 0, { error: messages.service.durationInvalid })
    .optional(),
  bufferMinutes: z
    .number({ error: messages.service.bufferInvalid })
    .int({ error: messages.service.bufferInvalid })
    .min(0, { error: messages.service.bufferInvalid })
    .max(SERVICE_BUFFER_MAX, { error: messages.service.bufferInvalid })
    .optional(),
  /**
   * Where the service is offered (issue 24): none (an empty list) is every location at `price`; otherwise only these
   * locations, each at its own price or, when that is null, at `price`. Left out, a new service is offered everywhere
   * and an update keeps what was set (the spec's clients never send it).
   */
  locations: z
    .array(z.object({ locationId: locationIdSchema, price: price.nullable() }), { error: messages.service.locationsInvalid })
    .max(SERVICE_LOCATIONS_MAX, { error: messages.service.locationsInvalid })
    .refine((rows) => new Set(rows.map((row) => row.locationId)).size === rows.length, { error: messages.service.locationsInvalid })
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
  rating: z
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

/** One stylist's day: the stylist's own location is where it is (staff may only schedule their own location's). */
export const createScheduleSchema = z.object({
  stylistId: idSchema(messages.schedule.selectionRequired),
  date: dateMsSchema(messages.schedule.selectionRequired),
  timeTypes: z.array(timeSlotIdSchema).min(1, { error: messages.schedule.selectionRequired }),
  /** Optional: when named, the stylist must work there. */
  locationId: locationIdSchema.optional(),
});
export type CreateScheduleInput = z.infer<typeof createScheduleSchema>;

// ---------- booking ----------
export const pointsToUseSchema = z.number().int().min(0).max(MAX_POINTS_PER_BOOKING, { error: messages.booking.pointsMax }).default(0);

/**
 * One page of a customer's bookings, newest first: `cursor` is the id of the last booking already shown (none for
 * the first page), `limit` how many to answer. An admin may name the customer.
 */
export const customerBookingsPageSchema = z.object({
  customerId: idSchema().optional(),
  // null is the first page too: an infinite query's first page param is undefined, and null once stored as JSON.
  cursor: idSchema(messages.booking.invalidCursor).nullish(),
  limit: z
    .number({ error: messages.booking.invalidPageSize })
    .int({ error: messages.booking.invalidPageSize })
    .min(1, { error: messages.booking.invalidPageSize })
    .max(CUSTOMER_BOOKINGS_MAX_PAGE_SIZE, { error: messages.booking.invalidPageSize })
    .default(CUSTOMER_BOOKINGS_PAGE_SIZE),
});
export type CustomerBookingsPageInput = z.input<typeof customerBookingsPageSchema>;

/**
 * A booking request's Idempotency-Key (issue 22 item 3): 1 to 255 printable ASCII characters (space to tilde), with no
 * space at either end (an HTTP header's value loses those). A repeat of the request with the same key answers the
 * same booking instead of booking again.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
export const idempotencyKeySchema = z
  .string({ error: messages.booking.idempotencyKeyInvalid })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: messages.booking.idempotencyKeyInvalid })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: messages.booking.idempotencyKeyInvalid });

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
  amount: z.number().optional(),
  /**
   * One per submit of the booking form, the same on every retry of that submit: a repeat answers the booking the
   * first one made (docs/decisions/015). Over REST it comes as the `Idempotency-Key` header.
   */
  idempotencyKey: idempotencyKeySchema.optional(),
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
  locationId: locationIdSchema.optional(),
  days: z
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

/** The instants a time-off form means: [start, end) in epoch ms, on the wall clock of the stylist's location's zone. */
export function timeOffRangeOf(
  v: { startDay: number; endDay: number; startTime: string; endTime: string },
  zone: TimeZone = SALON_TIME_ZONE,
): {
  startsAt: number;
  endsAt: number;
} {
  const startDay = salonDayStart(v.startDay, zone);
  const endDay = salonDayStart(v.endDay, zone);
  const startMinutes = parseClock(v.startTime);
  const endMinutes = parseClock(v.endTime);
  if (startMinutes === null || endMinutes === null) return { startsAt: startDay, endsAt: addSalonDays(endDay, 1, zone) };
  return { startsAt: slotStartMs(startDay, { startMinutes }, zone), endsAt: slotStartMs(endDay, { startMinutes: endMinutes }, zone) };
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
  /** Any stylist of this location (absent: the first open location); a named stylist's own location wins. */
  locationId: locationIdSchema.optional(),
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

/**
 * Whose private calendar feed (issue 23): a stylist's (their own, for a stylist) or, without stylistId, a location's
 * every booking (staff their own location's, the admin the one named or the first; docs/decisions/021).
 */
export const calendarFeedOwnerSchema = z.object({ stylistId: idSchema().optional(), locationId: idSchema().optional() }).optional();
export type CalendarFeedOwnerInput = z.infer<typeof calendarFeedOwnerSchema>;

// ---------- the salon's own details (issue 25) ----------
const optionalText = (max: number) => z.string().trim().max(max);

/** The admin's salon details form and salon.updateDetails: the name is required, the rest may stay empty. */
export const salonDetailsSchema = z.object({
  name: requiredString(messages.salon.nameRequired).max(100),
  tagline: optionalText(200),
  addressEn: optionalText(300),
  addressVi: optionalText(300),
  phone: optionalText(40),
  email: optionalText(254).refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: messages.salon.emailInvalid }),
  openingHoursEn: optionalText(500),
  openingHoursVi: optionalText(500),
  emailSenderName: optionalText(100),
  /** An `/uploads/<name>` reference from POST /api/upload-image, or null for no logo. */
  logo: z.string().trim().max(200).nullable(),
});
export type SalonDetailsInput = z.infer<typeof salonDetailsSchema>;

/** The Privacy and Terms pages' texts, both languages (plain text, paragraphs split by blank lines). */
export const salonPagesSchema = z.object({
  privacyEn: optionalText(50_000),
  privacyVi: optionalText(50_000),
  termsEn: optionalText(50_000),
  termsVi: optionalText(50_000),
});
export type SalonPagesInput = z.infer<typeof salonPagesSchema>;

const faqText = (max: number) => requiredString(messages.salon.faqIncomplete).max(max);
/** The FAQs page: question and answer pairs in both languages, in the order given. */
export const faqListSchema = z.object({
  faqs: z
    .array(z.object({ questionEn: faqText(300), answerEn: faqText(5000), questionVi: faqText(300), answerVi: faqText(5000) }))
    .max(100),
});
export type FaqListInput = z.infer<typeof faqListSchema>;

/**
 * A location of the chain (docs/decisions/021), the admin's form and location.create: a name, an address (the
 * Vietnamese one optional, empty for none), a phone, and an IANA time zone this runtime knows.
 */
export const locationSchema = z.object({
  name: requiredString(messages.location.nameRequired).max(100),
  address: optionalText(300),
  addressVi: optionalText(300),
  phone: optionalText(40),
  timeZone: z
    .string({ error: messages.location.timeZoneInvalid })
    .trim()
    .max(64, { error: messages.location.timeZoneInvalid })
    .refine(isValidTimeZone, { error: messages.location.timeZoneInvalid }),
});
export type LocationInput = z.infer<typeof locationSchema>;
/** location.update: a location's id and all its fields. */
export const locationUpdateSchema = locationSchema.extend({ id: idSchema(messages.location.notFound) });
export type LocationUpdateInput = z.infer<typeof locationUpdateSchema>;
/** location.archive */
export const locationArchiveSchema = z.object({ id: idSchema(messages.location.notFound) });

/**
 * The first admin (/setup?token=… and `pnpm admin:setup-link`): the register form's fields and rules, plus the
 * one-time token. The same validator as register, so the same messages and password rule.
 */
export const setupAdminSchema = registerSchema.and(z.object({ token: z.string().trim().min(1).max(200) }));
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;
export const setupAdminFormSchema = withStrongPassword(setupAdminSchema, 'password');

/** Deleting an account: the person types DELETE, so a slip of the mouse cannot erase it. */
export const deleteAccountSchema = z.object({
  confirm: z.literal('DELETE', { error: messages.account.confirmRequired }),
});
/** The admin's export or deletion of a customer's account, on that customer's request. */
export const customerAccountSchema = z.object({ userId: idSchema() });
