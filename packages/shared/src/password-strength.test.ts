import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { newPasswordError, PASSWORD_MIN_SCORE, passwordUserInputs } from './password-strength.js';
import {
  createStaffFormSchema,
  createStylistFormSchema,
  fieldErrors,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
} from './validators.js';

const tooWeak = messages.password.tooWeak;
const thuy = { firstName: 'Thuy', lastName: 'Hoang', email: 'thuy.hoang88@example.com' };

// The estimator's dictionaries load on first use: seconds on a busy machine, and not what any test here is about.
beforeAll(() => newPasswordError('warm-up').then(() => undefined), 120_000);

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('the new-password rule', () => {
  it('needs a zxcvbn score of at least 2', () => {
    expect(PASSWORD_MIN_SCORE).toBe(2);
  });

  it.each(['password123', 'Password1!', 'qwerty123', 'iloveyou', 'Football', 'secret123', 'aaaaaaaa', '12345678'])(
    'refuses %s as too easy to guess',
    async (password) => {
      expect(await newPasswordError(password)).toBe(tooWeak);
    },
  );

  it.each(['correct horse battery staple', 'blue-river-lantern', 'salon-pass-1'])('accepts %s', async (password) => {
    expect(await newPasswordError(password)).toBeNull();
  });

  it("refuses a password made of the owner's own names or email, which a stranger could use", async () => {
    for (const password of ['ThuyHoang88', 'thuy.hoang88', 'thuyhoang']) {
      expect(await newPasswordError(password)).toBeNull();
      expect(await newPasswordError(password, thuy)).toBe(tooWeak);
    }
  });

  it("refuses the owner's whole name with a number, in either order, from the names alone", async () => {
    const names = { firstName: 'Thuy', lastName: 'Hoang' };
    for (const password of ['ThuyHoang88', 'hoangthuy2000', 'Thuyhoang123']) {
      expect(await newPasswordError(password)).toBeNull();
      expect(await newPasswordError(password, names)).toBe(tooWeak);
    }
  });

  it("takes the owner's names (apart and whole), email, its local part and the words in it as user inputs", () => {
    expect(passwordUserInputs({ firstName: ' Thuy ', lastName: 'Hoang', email: 'Thuy.Hoang88@Example.com' })).toEqual([
      'Thuy',
      'Hoang',
      'ThuyHoang',
      'HoangThuy',
      'thuy.hoang88@example.com',
      'thuy.hoang88',
      'thuy',
      'hoang88',
      'hairsalon',
    ]);
    expect(passwordUserInputs({ firstName: '', lastName: null })).toEqual(['hairsalon']);
  });

  it('accepts a password of exactly the lowest passing score', async () => {
    // zxcvbn scores each of these 2: just good enough.
    for (const password of ['salonpass1', 'monkey1990x']) expect(await newPasswordError(password)).toBeNull();
  });

  it("takes names with inner spaces whole, without the spaces, and only the email's words of 3 letters or more", () => {
    expect(passwordUserInputs({ firstName: 'Thu  Thuy', lastName: 'Le Hoang', email: 'an.le.bao@example.com' })).toEqual([
      'Thu  Thuy',
      'Le Hoang',
      'ThuThuyLeHoang',
      'LeHoangThuThuy',
      'an.le.bao@example.com',
      'an.le.bao',
      'bao',
      'hairsalon',
    ]);
  });

  it('takes no local part from an email without one, or from something that is not an email', () => {
    expect(passwordUserInputs({ email: '@example.com' })).toEqual(['@example.com', 'hairsalon']);
    expect(passwordUserInputs({ email: 'thuyhoang' })).toEqual(['thuyhoang', 'hairsalon']);
    expect(passwordUserInputs({ firstName: 'Thuy', email: '  ' })).toEqual(['Thuy', 'hairsalon']);
  });

  it("refuses the product's name with a few digits, whoever the owner is", async () => {
    for (const password of ['hairsalon123', 'HairSalon2024']) {
      expect(await newPasswordError(password), password).toBe(tooWeak);
      expect(await newPasswordError(password, thuy), password).toBe(tooWeak);
    }
  });

  it("refuses the salon's or a location's name with a few digits once the salon names them", async () => {
    const salon = { salonNames: ['Salon Mai', 'Riverside Quận 1'] };
    expect(await newPasswordError('salonmai2024')).toBeNull();
    expect(await newPasswordError('salonmai2024', { ...thuy, ...salon })).toBe(tooWeak);
    expect(passwordUserInputs(salon)).toEqual([
      'hairsalon',
      'salon mai',
      'salonmai',
      'salon',
      'mai',
      'riverside quận 1',
      'riversidequận1',
      'riverside',
      'quận',
    ]);
  });

  it('judges the first 64 characters: a strong tail after a weak start does not count', async () => {
    const weakStart = 'password'.repeat(8);
    expect(await newPasswordError(weakStart)).toBe(tooWeak);
    expect(await newPasswordError(`${weakStart}Zx9!kq2#Lm-river`)).toBe(tooWeak);
  });
});

describe('the forms that set a password', () => {
  const register = { ...thuy, password: 'salon-pass-1', confirmPassword: 'salon-pass-1' };
  const staff = { ...thuy, phoneNumber: '912345678', password: 'salon-pass-1' };

  it('accept a strong password', async () => {
    expect((await registerFormSchema.safeParseAsync(register)).success).toBe(true);
    expect((await createStaffFormSchema.safeParseAsync(staff)).success).toBe(true);
    expect((await createStylistFormSchema.safeParseAsync({ ...staff, positionId: 'P1' })).success).toBe(true);
    expect((await resetPasswordFormSchema.safeParseAsync({ newPassword: 'salon-pass-1', confirmPassword: 'salon-pass-1' })).success).toBe(
      true,
    );
  });

  it.each([
    ['register', () => registerFormSchema.safeParseAsync({ ...register, password: 'password123', confirmPassword: 'password123' })],
    [
      'register with own names',
      () => registerFormSchema.safeParseAsync({ ...register, password: 'ThuyHoang88', confirmPassword: 'ThuyHoang88' }),
    ],
    ['create staff', () => createStaffFormSchema.safeParseAsync({ ...staff, password: 'password123' })],
    [
      'create stylist with own names',
      () => createStylistFormSchema.safeParseAsync({ ...staff, password: 'thuy.hoang88', positionId: 'P1' }),
    ],
  ])('%s refuses a guessable password on the password field', async (_form, parse) => {
    expect(errorsOf(await parse())).toEqual({ password: tooWeak });
  });

  it('reset refuses one on the new password field', async () => {
    expect(errorsOf(await resetPasswordFormSchema.safeParseAsync({ newPassword: 'password123', confirmPassword: 'password123' }))).toEqual({
      newPassword: tooWeak,
    });
  });

  it("answer the spec's length messages first: a short password never gets the strength message", async () => {
    const short = await registerFormSchema.safeParseAsync({ ...register, password: 'abc', confirmPassword: 'abc' });
    expect(errorsOf(short)).toEqual({ password: messages.register.passwordMin });
    const staffShort = await createStaffFormSchema.safeParseAsync({ ...staff, password: '123' });
    expect(errorsOf(staffShort)).toEqual({ password: messages.staffOrStylist.passwordMin });
    const resetShort = await resetPasswordFormSchema.safeParseAsync({ newPassword: '12345', confirmPassword: '12345' });
    expect(errorsOf(resetShort)).toEqual({ newPassword: messages.resetPassword.passwordMin });
    // Any other message of the form comes alone too: the strength is judged once the rest is right.
    const mismatch = await registerFormSchema.safeParseAsync({ ...register, password: 'password123', confirmPassword: 'password124' });
    expect(errorsOf(mismatch)).toEqual({ confirmPassword: messages.register.passwordsMismatch });
  });

  it("leave the server's schemas synchronous: the procedures judge strength after their rate limits", () => {
    expect(registerSchema.safeParse({ ...register, password: 'password123', confirmPassword: 'password123' }).success).toBe(true);
  });
});
