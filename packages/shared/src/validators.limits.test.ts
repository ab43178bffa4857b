import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { salonDayFromParts } from './time.js';
import {
  calendarQuerySchema,
  customerBookingsPageSchema,
  customerSearchSchema,
  deskBookingSchema,
  feedbackSchema,
  fieldErrors,
  pointsError,
  profileSchema,
  refreshTokenSchema,
  registerAccountSchema,
  registerSchema,
  resetPasswordSchema,
  salarySchema,
  serviceSchema,
  timeOffSchema,
} from './validators.js';

/*
 * Each field's limits from both sides, and the message a person reads when a value is of the wrong kind: the
 * mutants Stryker planted here (a cap turned into a minimum, a field's own message dropped for zod's default, an
 * unanchored pattern) went through the other validator tests (issue 26 item 6, docs/decisions/017).
 */
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
const text = (length: number) => 'a'.repeat(length);

describe('text fields take ordinary values and refuse absurdly long ones', () => {
  it('the register call of an admin (shape only)', () => {
    const ordinary = {
      firstName: 'An',
      lastName: 'Vo',
      email: 'an@example.com',
      password: 'salon-pass-1',
      confirmPassword: 'salon-pass-1',
      phoneNumber: '912345678',
      gender: 'M',
      roleId: 'R3',
      positionId: 'P1',
    };
    expect(registerAccountSchema.safeParse(ordinary).success).toBe(true);
    for (const field of ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'phoneNumber'] as const) {
      expect(registerAccountSchema.safeParse({ ...ordinary, [field]: text(1000) }).success, field).toBe(true);
      expect(registerAccountSchema.safeParse({ ...ordinary, [field]: text(1001) }).success, field).toBe(false);
    }
    for (const field of ['gender', 'roleId', 'positionId'] as const) {
      expect(registerAccountSchema.safeParse({ ...ordinary, [field]: text(21) }).success, field).toBe(false);
    }
  });

  it('reset and refresh tokens', () => {
    expect(resetPasswordSchema.safeParse({ token: text(200), newPassword: 'salon-pass-1' }).success).toBe(true);
    expect(errorsOf(resetPasswordSchema.safeParse({ token: text(201), newPassword: 'salon-pass-1' })).token).toBeDefined();
    expect(refreshTokenSchema.safeParse({ accessToken: text(4000), refreshToken: text(200) }).success).toBe(true);
    expect(refreshTokenSchema.safeParse({ accessToken: text(4001), refreshToken: 'r' }).success).toBe(false);
    expect(refreshTokenSchema.safeParse({ refreshToken: text(201) }).success).toBe(false);
  });

  it('the profile keeps names and address as typed, trimmed, and refuses overlong ones', () => {
    const valid = { id: 3, phoneNumber: '912345678', email: 'a@b.c' };
    expect(profileSchema.parse({ ...valid, firstName: ' An ', lastName: ' Vo ', address: ' 1 Le Loi ' })).toMatchObject({
      firstName: 'An',
      lastName: 'Vo',
      address: '1 Le Loi',
    });
    expect(profileSchema.safeParse({ ...valid, firstName: text(101) }).success).toBe(false);
    expect(profileSchema.safeParse({ ...valid, lastName: text(101) }).success).toBe(false);
    expect(profileSchema.safeParse({ ...valid, address: text(301) }).success).toBe(false);
    expect(profileSchema.safeParse({ ...valid, address: text(300) }).success).toBe(true);
  });

  it('the front desk customer search', () => {
    expect(customerSearchSchema.parse({ query: ' an ' })).toEqual({ query: 'an' });
    expect(errorsOf(customerSearchSchema.safeParse({ query: ' a ' })).query).toBe(messages.frontDesk.searchTooShort);
    expect(customerSearchSchema.safeParse({ query: text(100) }).success).toBe(true);
    expect(customerSearchSchema.safeParse({ query: text(101) }).success).toBe(false);
  });
});

describe('emails are refused with anything around the address', () => {
  const base = { firstName: 'An', lastName: 'Vo', password: 'salon-pass-1', confirmPassword: 'salon-pass-1' };
  it('on register (the standard pattern)', () => {
    expect(errorsOf(registerSchema.safeParse({ ...base, email: 'an vo@example.com' })).email).toBe(messages.register.emailInvalid);
    expect(errorsOf(registerSchema.safeParse({ ...base, email: 'an@example.com x' })).email).toBe(messages.register.emailInvalid);
  });
  it('on the profile (the simple pattern)', () => {
    const valid = { id: 3, phoneNumber: '912345678' };
    expect(errorsOf(profileSchema.safeParse({ ...valid, email: 'an vo@example.com' })).email).toBe(messages.profile.emailInvalid);
    expect(errorsOf(profileSchema.safeParse({ ...valid, email: 'an@example.com x' })).email).toBe(messages.profile.emailInvalid);
  });
  it('at the front desk, where the email may be left out', () => {
    const desk = {
      source: 'walk-in',
      fullName: 'An Vo',
      phone: '912345678',
      stylistId: 1,
      date: Date.UTC(2026, 10, 21),
      timeType: 'T1',
      serviceIds: [1],
    };
    expect(deskBookingSchema.parse(desk).email).toBe('');
    expect(deskBookingSchema.parse({ ...desk, email: ' An@Example.com ' }).email).toBe('an@example.com');
    expect(errorsOf(deskBookingSchema.safeParse({ ...desk, email: 'an' })).email).toBe(messages.register.emailInvalid);
    expect(errorsOf(deskBookingSchema.safeParse({ ...desk, email: `${text(250)}@b.co` })).email).toBe(messages.generic.emailTooLong);
  });
});

describe('numbers show the field message whatever is sent', () => {
  const service = { name: 'Cut', description: 'A cut', price: 10 };
  it('service price: at least a cent, at most 100 000', () => {
    expect(serviceSchema.safeParse({ ...service, price: 0.01 }).success).toBe(true);
    expect(serviceSchema.safeParse({ ...service, price: 100000 }).success).toBe(true);
    expect(errorsOf(serviceSchema.safeParse({ ...service, price: 0.001 })).price).toBe(messages.service.priceInvalid);
    expect(errorsOf(serviceSchema.safeParse({ ...service, price: 100000.01 })).price).toBe(messages.service.priceInvalid);
    expect(errorsOf(serviceSchema.safeParse({ ...service, price: 'ten' })).price).toBe(messages.service.priceRequired);
  });

  it('service duration: whole slots of 60 to 240 minutes', () => {
    expect(serviceSchema.safeParse({ ...service, durationMinutes: 240 }).success).toBe(true);
    for (const wrong of ['60', 59.5, 30, 90, 300])
      expect(errorsOf(serviceSchema.safeParse({ ...service, durationMinutes: wrong })).durationMinutes, String(wrong)).toBe(
        messages.service.durationInvalid,
      );
  });

  it('service buffer: 0 to 120 minutes', () => {
    expect(serviceSchema.safeParse({ ...service, bufferMinutes: 0 }).success).toBe(true);
    expect(serviceSchema.safeParse({ ...service, bufferMinutes: 120 }).success).toBe(true);
    for (const wrong of ['15', 7.5, -1, 121])
      expect(errorsOf(serviceSchema.safeParse({ ...service, bufferMinutes: wrong })).bufferMinutes, String(wrong)).toBe(
        messages.service.bufferInvalid,
      );
  });

  it('feedback rating: a whole star from 1 to 5', () => {
    const feedback = { bookingId: 1, serviceId: 1, comment: 'Lovely cut' };
    expect(feedbackSchema.safeParse({ ...feedback, rating: 5 }).success).toBe(true);
    for (const wrong of ['5', 2.5, 0, 6])
      expect(errorsOf(feedbackSchema.safeParse({ ...feedback, rating: wrong })).rating, String(wrong)).toBe(
        messages.feedback.ratingRequired,
      );
  });

  it('salary month and year: text as the spec sends it', () => {
    expect(errorsOf(salarySchema.safeParse({ stylistId: 1, month: 3, year: '2026' })).month).toBe(messages.salary.monthInvalid);
    expect(errorsOf(salarySchema.safeParse({ stylistId: 1, month: '3', year: 2026 })).year).toBe(messages.salary.yearInvalid);
    expect(errorsOf(salarySchema.safeParse({ stylistId: 1, month: '3', year: '12026' })).year).toBe(messages.salary.yearInvalid);
    expect(errorsOf(salarySchema.safeParse({ stylistId: 1, month: '3', year: '20261' })).year).toBe(messages.salary.yearInvalid);
  });

  it('page size of a customer’s bookings: 1 to 50', () => {
    expect(customerBookingsPageSchema.parse({ limit: 50 }).limit).toBe(50);
    for (const wrong of ['10', 1.5, 0, 51])
      expect(errorsOf(customerBookingsPageSchema.safeParse({ limit: wrong })).limit, String(wrong)).toBe(messages.booking.invalidPageSize);
  });

  it('the desk calendar shows one day or a week', () => {
    const date = Date.UTC(2026, 10, 21);
    expect(calendarQuerySchema.parse({ date, days: 7 }).days).toBe(7);
    expect(calendarQuerySchema.parse({ date }).days).toBe(1);
    expect(errorsOf(calendarQuerySchema.safeParse({ date, days: 3 })).days).toBe(messages.frontDesk.daysInvalid);
  });

  it('points: the whole cap may be used when the balance has it', () => {
    expect(pointsError(30, 30)).toBeNull();
    expect(pointsError(31, 100)).toBe(messages.booking.pointsMax);
  });
});

describe('time off', () => {
  const day = salonDayFromParts(2026, 11, 21);
  const DAY = 86_400_000;
  const base = { stylistId: 1, startDay: day, endDay: day };

  it('takes hours written HH:MM, both or neither', () => {
    expect(timeOffSchema.safeParse({ ...base, startTime: '09:00', endTime: '11:30' }).success).toBe(true);
    expect(errorsOf(timeOffSchema.safeParse({ ...base, startTime: '9am', endTime: '11:00' })).startTime).toBe(messages.timeOff.timeInvalid);
    expect(errorsOf(timeOffSchema.safeParse({ ...base, startTime: '09:00' }))).toEqual({ endTime: messages.timeOff.bothTimes });
    expect(errorsOf(timeOffSchema.safeParse({ ...base, endTime: '09:00' }))).toEqual({ startTime: messages.timeOff.bothTimes });
  });

  it('refuses an end at its start, and keeps the reason trimmed', () => {
    expect(errorsOf(timeOffSchema.safeParse({ ...base, startTime: '10:00', endTime: '10:00' }))).toEqual({
      endDay: messages.timeOff.rangeInvalid,
    });
    expect(timeOffSchema.parse({ ...base, reason: ' Dentist ' }).reason).toBe('Dentist');
    expect(timeOffSchema.safeParse({ ...base, reason: text(201) }).success).toBe(false);
  });

  it('takes exactly 90 days, not one hour more', () => {
    expect(timeOffSchema.safeParse({ ...base, endDay: day + 89 * DAY }).success).toBe(true);
    expect(errorsOf(timeOffSchema.safeParse({ ...base, endDay: day + 90 * DAY }))).toEqual({ endDay: messages.timeOff.tooLong });
    expect(timeOffSchema.safeParse({ ...base, endDay: day + 90 * DAY, startTime: '10:00', endTime: '10:00' }).success).toBe(true);
    expect(errorsOf(timeOffSchema.safeParse({ ...base, endDay: day + 90 * DAY, startTime: '10:00', endTime: '11:00' }))).toEqual({
      endDay: messages.timeOff.tooLong,
    });
  });
});
