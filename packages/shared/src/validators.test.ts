import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { normalizeEmail, normalizePhone } from './booking.js';
import { messages } from './messages.js';
import { locationAddress } from './salon.js';
import {
  calendarQuerySchema,
  createBookingSchema,
  createScheduleSchema,
  createStylistSchema,
  customerBookingsPageSchema,
  dateMsSchema,
  deskBookingSchema,
  feedbackSchema,
  fieldErrors,
  forgotPasswordSchema,
  idempotencyKeySchema,
  idSchema,
  joinWaitlistSchema,
  locationArchiveSchema,
  locationSchema,
  locationUpdateSchema,
  loginSchema,
  phoneNumberFromInput,
  pointsCap,
  pointsError,
  pointsToUseSchema,
  profileSchema,
  registerSchema,
  rescheduleBookingSchema,
  resetPasswordFormSchema,
  salarySchema,
  serviceSchema,
  timeOffSchema,
} from './validators.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('login', () => {
  it('requires email and password with the spec messages', () => {
    expect(errorsOf(loginSchema.safeParse({}))).toEqual({ email: messages.login.emailRequired, password: messages.login.passwordRequired });
    expect(errorsOf(loginSchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: messages.login.emailRequired,
      password: messages.login.passwordRequired,
    });
  });

  it('lower-cases the email', () => {
    expect(loginSchema.parse({ email: ' An@Example.COM ', password: 'x' }).email).toBe('an@example.com');
  });
});

describe('register', () => {
  const valid = { firstName: 'An', lastName: 'Vo', email: 'an@example.com', password: 'salon-pass-1', confirmPassword: 'salon-pass-1' };

  it('accepts a valid form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ firstName: '' }, 'firstName', messages.register.firstNameRequired],
    [{ lastName: '' }, 'lastName', messages.register.lastNameRequired],
    [{ email: '' }, 'email', messages.register.emailRequired],
    [{ email: 'an@example' }, 'email', messages.register.emailInvalid],
    [{ password: '', confirmPassword: '' }, 'password', messages.register.passwordRequired],
    [{ password: '12345', confirmPassword: '12345' }, 'password', messages.register.passwordMin],
    [{ confirmPassword: '' }, 'confirmPassword', messages.register.confirmRequired],
    [{ confirmPassword: 'salon-pass-2' }, 'confirmPassword', messages.register.passwordsMismatch],
  ])('refuses %o with the spec message', (patch, field, message) => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, ...patch }))[field]).toBe(message);
  });

  it('drops any role the caller sends', () => {
    expect(registerSchema.parse({ ...valid, roleId: 'R2' })).not.toHaveProperty('roleId');
  });
});

describe('forgot and reset password', () => {
  it('requires an email', () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: '' })).email).toBe(messages.forgotPassword.emailRequired);
  });

  it('checks length and confirmation with the spec messages', async () => {
    expect(errorsOf(await resetPasswordFormSchema.safeParseAsync({ newPassword: '123', confirmPassword: '123' })).newPassword).toBe(
      messages.resetPassword.passwordMin,
    );
    expect(
      errorsOf(await resetPasswordFormSchema.safeParseAsync({ newPassword: 'salon-pass-1', confirmPassword: '' })).confirmPassword,
    ).toBe(messages.resetPassword.confirmRequired);
    expect(
      errorsOf(await resetPasswordFormSchema.safeParseAsync({ newPassword: 'salon-pass-1', confirmPassword: 'salon-pass-2' }))
        .confirmPassword,
    ).toBe('Passwords do not match!');
  });
});

describe('profile', () => {
  const valid = { id: 3, phoneNumber: '912345678', email: 'a@b.c' };
  it('requires id, phone and email with the spec messages', () => {
    expect(errorsOf(profileSchema.safeParse({ ...valid, id: undefined })).id).toBe(messages.profile.userIdMissing);
    expect(errorsOf(profileSchema.safeParse({ ...valid, phoneNumber: '' })).phoneNumber).toBe(messages.profile.phoneRequired);
    expect(errorsOf(profileSchema.safeParse({ ...valid, email: '' })).email).toBe(messages.profile.emailRequired);
    expect(errorsOf(profileSchema.safeParse({ ...valid, email: 'no-at-sign' })).email).toBe(messages.profile.emailInvalid);
  });
  it('accepts digits only, at most 9', () => {
    expect(profileSchema.safeParse({ ...valid, phoneNumber: '1234567890' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...valid, phoneNumber: '12a' }).success).toBe(false);
  });
  it('reads a number written as people write it as its 9 digits, and cuts nothing', () => {
    for (const written of ['+84 912 345 678', '0912 345 678', '912-345-678', '(091) 234-5678', '0084 912 345 678']) {
      const parsed = profileSchema.safeParse({ ...valid, phoneNumber: written });
      expect(parsed.success && parsed.data.phoneNumber, written).toBe('912345678');
      const staff = createStylistSchema.safeParse({
        firstName: 'Thu',
        lastName: 'Ha',
        email: 'thu.ha@hairsalon.local',
        phoneNumber: written,
        password: 'salon-pass-1',
        positionId: 'P1',
      });
      expect(staff.success && staff.data.phoneNumber, written).toBe('912345678');
    }
    expect(errorsOf(profileSchema.safeParse({ ...valid, phoneNumber: '912 345 6789' })).phoneNumber).toBe(messages.profile.phoneDigits);
    expect(errorsOf(profileSchema.safeParse({ ...valid, phoneNumber: '12ab345678901' })).phoneNumber).toBe(messages.profile.phoneDigits);
  });
});

describe('a phone field as it is typed or pasted (issue 23)', () => {
  it('drops non-digits, the country code and the trunk 0 before the 9-digit cap', () => {
    for (const written of ['+84 912 345 678', '0912 345 678', '912-345-678', '+84 (0) 912 345 678', '0084912345678'])
      expect(phoneNumberFromInput(written), written).toBe('912345678');
    expect(phoneNumberFromInput('12ab345678901')).toBe('123456789');
  });
  it('keeps a number being typed digit by digit', () => {
    expect(phoneNumberFromInput('9')).toBe('9');
    expect(phoneNumberFromInput('91234')).toBe('91234');
    // A leading 0 is the trunk prefix: typing '0912345678' ends as the 9 digits.
    let field = '';
    for (const key of '0912345678') field = phoneNumberFromInput(field + key);
    expect(field).toBe('912345678');
  });
});

describe('other forms', () => {
  it('service: every field required', () => {
    expect(errorsOf(serviceSchema.safeParse({}))).toEqual({
      name: messages.service.nameRequired,
      description: messages.service.descriptionRequired,
      price: messages.service.priceRequired,
    });
  });

  it('stylist: password length and position', () => {
    const errors = errorsOf(
      createStylistSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '1', password: '123' }),
    );
    expect(errors.password).toBe(messages.staffOrStylist.passwordMin);
    expect(errors.positionId).toBe(messages.staffOrStylist.positionRequired);
  });

  it('salary: month 1-12 with an optional leading zero, year 19xx/20xx', () => {
    expect(salarySchema.parse({ stylistId: 1, month: '03', year: '2026' })).toEqual({ stylistId: 1, month: 3, year: 2026 });
    expect(errorsOf(salarySchema.safeParse({ stylistId: 1, month: '13', year: '2026' })).month).toBe(messages.salary.monthInvalid);
    expect(errorsOf(salarySchema.safeParse({ stylistId: 1, month: '1', year: '2126' })).year).toBe(messages.salary.yearInvalid);
  });

  it('feedback: rating and comment', () => {
    const errors = errorsOf(feedbackSchema.safeParse({ bookingId: 1, serviceId: 1, comment: 'ok' }));
    expect(errors.rating).toBe(messages.feedback.ratingRequired);
    expect(errors.comment).toBe(messages.feedback.commentMin);
  });

  it('booking: required fields and at least one service', () => {
    const errors = errorsOf(createBookingSchema.safeParse({ serviceIds: [] }));
    expect(errors).toMatchObject({
      phone: messages.booking.phoneRequired,
      fullName: messages.booking.fullNameRequired,
      email: messages.booking.emailRequired,
      stylistId: messages.booking.stylistRequired,
      date: messages.booking.dateRequired,
      timeType: messages.booking.timeSlotRequired,
      serviceIds: messages.booking.serviceRequired,
    });
  });
});

describe('booking services', () => {
  const booking = {
    phone: '912345678',
    fullName: 'An Vo',
    email: 'an@example.com',
    stylistId: 11,
    date: Date.UTC(2030, 0, 2),
    timeType: 'T1',
    pointsToUse: 0,
  };

  it('refuses the same service twice', () => {
    expect(errorsOf(createBookingSchema.safeParse({ ...booking, serviceIds: [3, 3] }))).toEqual({
      serviceIds: messages.booking.serviceDuplicate,
    });
  });

  it('refuses a service id sent as text', () => {
    expect(Object.keys(errorsOf(createBookingSchema.safeParse({ ...booking, serviceIds: ['3', 4] })))).toEqual(['serviceIds.0']);
  });

  it('accepts distinct services', () => {
    expect(createBookingSchema.safeParse({ ...booking, serviceIds: [1, 2] }).success).toBe(true);
  });
});

describe('points rule', () => {
  it('caps at 30 and at the balance, with the spec messages', () => {
    expect(pointsError(31, 100)).toBe(messages.booking.pointsMax);
    expect(pointsError(20, 12)).toBe('You do not have enough points. You only have 12 points.');
    expect(pointsError(12, 12)).toBeNull();
    expect(pointsCap(12)).toBe(12);
    expect(pointsCap(100)).toBe(30);
  });
});

describe('every email field', () => {
  const tooLong = `${'a'.repeat(3000)}@example.com`;
  const longest = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
  const forms = {
    login: (email: string) => loginSchema.safeParse({ email, password: 'x' }),
    register: (email: string) =>
      registerSchema.safeParse({ firstName: 'An', lastName: 'Vo', email, password: 'salon-pass-1', confirmPassword: 'salon-pass-1' }),
    forgotPassword: (email: string) => forgotPasswordSchema.safeParse({ email }),
    profile: (email: string) => profileSchema.safeParse({ id: 1, phoneNumber: '912345678', email }),
    stylist: (email: string) =>
      createStylistSchema.safeParse({
        firstName: 'An',
        lastName: 'Vo',
        email,
        phoneNumber: '912345678',
        password: 'salon-pass-1',
        positionId: 'P1',
      }),
    booking: (email: string) =>
      createBookingSchema.safeParse({
        phone: '912345678',
        fullName: 'An Vo',
        email,
        stylistId: 1,
        date: Date.UTC(2030, 0, 1),
        timeType: 'T1',
        serviceIds: [1],
      }),
  };

  it.each(Object.entries(forms))('%s refuses an email over 254 characters with a clear message', (_form, parse) => {
    expect(errorsOf(parse(tooLong)).email).toBe(messages.generic.emailTooLong);
    expect(errorsOf(parse(longest)).email).toBeUndefined();
  });
});

describe('phone and email as the hold limits count them', () => {
  it('one phone however it is written', () => {
    for (const written of ['+84 912 345 678', '0912345678', '912345678', '912-345-678', '0084912345678', ' 84912345678 '])
      expect(normalizePhone(written)).toBe('912345678');
    expect(normalizePhone('0912345679')).not.toBe(normalizePhone('0912345678'));
  });

  it('one email whatever its case and surrounding spaces', () => {
    expect(normalizeEmail('  An.Vo@Example.COM ')).toBe('an.vo@example.com');
  });
});

describe('numbers and ids (issue 20 item 2)', () => {
  /** What a JSON client could send for a number that is not one: none of it may become a number. */
  const notNumbers: unknown[] = [true, false, [13], null, {}, '1e3', '13', '', ' 13 ', Number.NaN, Number.POSITIVE_INFINITY];
  const day = Date.UTC(2030, 0, 2);
  const booking = {
    phone: '912345678',
    fullName: 'An Vo',
    email: 'an@example.com',
    stylistId: 11,
    date: day,
    timeType: 'T1',
    serviceIds: [3],
  };
  const schemas: Array<{ name: string; schema: z.ZodType; valid: Record<string, unknown>; fields: string[] }> = [
    { name: 'idSchema', schema: z.object({ id: idSchema() }), valid: { id: 13 }, fields: ['id'] },
    { name: 'dateMsSchema', schema: z.object({ date: dateMsSchema('date') }), valid: { date: day }, fields: ['date'] },
    { name: 'pointsToUseSchema', schema: z.object({ points: pointsToUseSchema }), valid: { points: 5 }, fields: ['points'] },
    { name: 'profileSchema', schema: profileSchema, valid: { id: 3, phoneNumber: '912345678', email: 'a@b.c' }, fields: ['id'] },
    {
      name: 'serviceSchema',
      schema: serviceSchema,
      valid: { name: 'Cut', description: 'A cut', price: 25, durationMinutes: 60, bufferMinutes: 15 },
      fields: ['price', 'durationMinutes', 'bufferMinutes'],
    },
    { name: 'salarySchema', schema: salarySchema, valid: { stylistId: 1, month: '3', year: '2030' }, fields: ['stylistId'] },
    {
      name: 'feedbackSchema',
      schema: feedbackSchema,
      valid: { rating: 5, comment: 'Lovely cut, thank you', bookingId: 1, serviceId: 2 },
      fields: ['rating', 'bookingId', 'serviceId'],
    },
    {
      name: 'createScheduleSchema',
      schema: createScheduleSchema,
      valid: { stylistId: 11, date: day, timeTypes: ['T1'] },
      fields: ['stylistId', 'date'],
    },
    {
      name: 'customerBookingsPageSchema',
      schema: customerBookingsPageSchema,
      valid: { customerId: 4, cursor: 9, limit: 10 },
      fields: ['customerId', 'cursor', 'limit'],
    },
    {
      name: 'createBookingSchema',
      schema: createBookingSchema,
      valid: { ...booking, pointsToUse: 0, amount: 25 },
      fields: ['stylistId', 'date', 'pointsToUse', 'amount'],
    },
    {
      name: 'deskBookingSchema',
      schema: deskBookingSchema,
      valid: { ...booking, source: 'walk-in', customerId: 4 },
      fields: ['customerId', 'stylistId', 'date'],
    },
    { name: 'calendarQuerySchema', schema: calendarQuerySchema, valid: { date: day, days: 7 }, fields: ['date', 'days'] },
    {
      name: 'timeOffSchema',
      schema: timeOffSchema,
      valid: { stylistId: 11, startDay: day, endDay: day },
      fields: ['stylistId', 'startDay', 'endDay'],
    },
    {
      name: 'rescheduleBookingSchema',
      schema: rescheduleBookingSchema,
      valid: { bookingId: 5, stylistId: 11, date: day, timeType: 'T2' },
      fields: ['bookingId', 'stylistId', 'date'],
    },
    {
      name: 'joinWaitlistSchema',
      schema: joinWaitlistSchema,
      valid: { date: day, stylistId: 11, serviceIds: [3] },
      fields: ['date', 'stylistId'],
    },
  ];

  it.each(schemas)('$name takes its numbers as numbers only', ({ schema, valid, fields }) => {
    expect(schema.safeParse(valid).error).toBeUndefined();
    for (const field of fields) {
      // null means "the first page" for a cursor (nullish on purpose), not the id 0.
      const refused = field === 'cursor' ? notNumbers.filter((v) => v !== null) : notNumbers;
      for (const value of refused) {
        const result = schema.safeParse({ ...valid, [field]: value });
        expect({ field, value, refusedAt: Object.keys(errorsOf(result)) }).toEqual({ field, value, refusedAt: [field] });
      }
    }
  });

  it('refuses a list item that is not a number', () => {
    for (const value of notNumbers) {
      const result = createBookingSchema.safeParse({ ...booking, serviceIds: [value] });
      expect({ value, refusedAt: Object.keys(errorsOf(result)) }).toEqual({ value, refusedAt: ['serviceIds.0'] });
    }
  });

  it("answers a wrong value with the field's own message", () => {
    expect(errorsOf(feedbackSchema.safeParse({ rating: '5', comment: 'Lovely cut, thank you', bookingId: 1, serviceId: 2 })).rating).toBe(
      messages.feedback.ratingRequired,
    );
    expect(errorsOf(serviceSchema.safeParse({ name: 'Cut', description: 'A cut', price: true })).price).toBe(
      messages.service.priceRequired,
    );
    expect(errorsOf(profileSchema.safeParse({ id: [3], phoneNumber: '912345678', email: 'a@b.c' })).id).toBe(
      messages.profile.userIdMissing,
    );
  });
});

describe("a booking request's Idempotency-Key (issue 22 item 3)", () => {
  it('takes 1 to 255 printable ASCII characters, spaces only inside', () => {
    for (const key of ['a', '0f8fa1c2-8d9e-4b7a-9c1d-2e3f4a5b6c7d', 'order 42/submit #1', '~!@#$%^&*()', 'k'.repeat(255)]) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(true);
    }
  });

  it('refuses an empty, too long, non-ASCII or control-character key with its message', () => {
    for (const key of ['', 'k'.repeat(256), 'clé', 'tab\there', 'new\nline', ' leading', 'trailing ', '\u0000']) {
      const result = createBookingSchema.shape.idempotencyKey.safeParse(key);
      expect(result.success, JSON.stringify(key)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.booking.idempotencyKeyInvalid);
    }
    expect(createBookingSchema.shape.idempotencyKey.safeParse(undefined).success).toBe(true);
  });
});

describe('a location (issue 24)', () => {
  const sydney = {
    name: 'HairSalon Sydney',
    address: '88 George St',
    addressVi: '',
    phone: '+61 2 9251 4567',
    timeZone: 'Australia/Sydney',
  };

  it('takes a name and an IANA zone the runtime knows, trimmed', () => {
    expect(locationSchema.parse({ ...sydney, name: '  HairSalon Sydney ', timeZone: ' Australia/Sydney ' })).toEqual(sydney);
  });

  it('refuses a blank name and a zone that is not one, with their messages', () => {
    expect(errorsOf(locationSchema.safeParse({ ...sydney, name: ' ' }))).toEqual({ name: messages.location.nameRequired });
    for (const timeZone of ['Sydney', 'Mars/Olympus_Mons', '', 'GMT+25'])
      expect(errorsOf(locationSchema.safeParse({ ...sydney, timeZone }))).toEqual({ timeZone: messages.location.timeZoneInvalid });
    expect(locationArchiveSchema.safeParse({ id: 0 }).success).toBe(false);
    expect(locationUpdateSchema.safeParse({ ...sydney, id: 2 }).success).toBe(true);
  });

  it('shows the Vietnamese address to a Vietnamese reader when there is one, else the address', () => {
    expect(locationAddress({ address: '123 Le Loi', addressVi: '123 Lê Lợi' }, 'vi')).toBe('123 Lê Lợi');
    expect(locationAddress({ address: '123 Le Loi', addressVi: '123 Lê Lợi' }, 'en')).toBe('123 Le Loi');
    expect(locationAddress({ address: '88 George St', addressVi: null }, 'vi')).toBe('88 George St');
    expect(locationAddress({ address: '', addressVi: '123 Lê Lợi' }, 'en')).toBe('123 Lê Lợi');
  });
});
