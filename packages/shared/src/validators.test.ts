import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhone } from './booking.js';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';
import { messages } from './messages.js';
import {
  createBookingSchema,
  createStaffSchema,
  createStylistSchema,
  feedbackSchema,
  fieldErrors,
  forgotPasswordSchema,
  isCommonPassword,
  loginSchema,
  pointsCap,
  pointsError,
  profileSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  salarySchema,
  serviceSchema,
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

  it('checks length and confirmation with the spec messages', () => {
    expect(errorsOf(resetPasswordFormSchema.safeParse({ newPassword: '123', confirmPassword: '123' })).newPassword).toBe(
      messages.resetPassword.passwordMin,
    );
    expect(errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'salon-pass-1', confirmPassword: '' })).confirmPassword).toBe(
      messages.resetPassword.confirmRequired,
    );
    expect(
      errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'salon-pass-1', confirmPassword: 'salon-pass-2' })).confirmPassword,
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

  it('refuses the same service twice, even sent as text and number', () => {
    expect(errorsOf(createBookingSchema.safeParse({ ...booking, serviceIds: [3, 3] }))).toEqual({
      serviceIds: messages.booking.serviceDuplicate,
    });
    expect(errorsOf(createBookingSchema.safeParse({ ...booking, serviceIds: ['3', 3] }))).toEqual({
      serviceIds: messages.booking.serviceDuplicate,
    });
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

describe('common passwords', () => {
  it('knows the list: 10,000 entries, the famous ones in any case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Qwerty')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('salon-pass-1')).toBe(false);
    expect(COMMON_PASSWORDS_TEXT.split('\n')).toHaveLength(10_000);
  });

  it.each([
    [
      'register',
      () =>
        errorsOf(
          registerSchema.safeParse({
            firstName: 'An',
            lastName: 'Vo',
            email: 'an@example.com',
            password: 'iloveyou',
            confirmPassword: 'iloveyou',
          }),
        ).password,
    ],
    ['reset', () => errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'sunshine', confirmPassword: 'sunshine' })).newPassword],
    ['reset (server)', () => errorsOf(resetPasswordSchema.safeParse({ token: 't', newPassword: 'Football' })).newPassword],
    [
      'create staff',
      () =>
        errorsOf(
          createStaffSchema.safeParse({
            firstName: 'An',
            lastName: 'Vo',
            email: 'an@example.com',
            phoneNumber: '912345678',
            password: 'letmein',
          }),
        ).password,
    ],
  ])('%s refuses one with the message', (_form, error) => {
    expect(error()).toBe(messages.password.tooCommon);
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
