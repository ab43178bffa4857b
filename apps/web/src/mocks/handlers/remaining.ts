import { messages, Position, Role, type RoleId, TIME_SLOTS, UserStatus } from '@hairsalon/shared';
import { mockDb, sampleMe } from '../data';
import { type ProcedureOutput, TrpcMockError, trpcMutation, trpcQuery } from '../trpc';

/** Auth, user lookups, stylist detail, allcodes and tRPC upload: the procedures the other handler files do not answer. */
export type MockAccountProfile = ProcedureOutput<'auth.me'>;

/** Every demo account signs in with this password (as in the seeded database). */
export const DEMO_PASSWORD = 'hairsalon123';

const at = (iso: string) => new Date(iso).toISOString();

function demoProfile(fields: Pick<MockAccountProfile, 'id' | 'email' | 'firstName' | 'lastName' | 'roleId'> & Partial<MockAccountProfile>) {
  return {
    ...sampleMe,
    gender: null,
    address: '1 Le Loi, District 1',
    phoneNumber: '900000000',
    image: null,
    points: 0,
    status: UserStatus.Active,
    createdAt: at('2026-01-01T03:00:00Z'),
    updatedAt: at('2026-01-01T03:00:00Z'),
    ...fields,
  } satisfies MockAccountProfile;
}

/** The four demo logins of the README; the stylist is sample stylist 11 and the customer is `sampleMe`. */
export const demoAccounts: MockAccountProfile[] = [
  demoProfile({ id: 1, email: 'admin@hairsalon.local', firstName: 'Admin', lastName: 'Salon', roleId: Role.Admin }),
  demoProfile({ id: 2, email: 'staff@hairsalon.local', firstName: 'Thu', lastName: 'Ha', roleId: Role.Staff, gender: 'Female' }),
  demoProfile({
    id: 11,
    email: 'stylist@hairsalon.local',
    firstName: 'Minh',
    lastName: 'Nguyen',
    roleId: Role.Stylist,
    gender: 'Male',
    phoneNumber: '901234567',
    image: '/images/stylists/stylist-1.svg',
  }),
  sampleMe,
];

interface MockAccount {
  profile: MockAccountProfile;
  password: string;
}

/** Accounts that can sign in and the reset tokens handed out; `resetSessionMockData()` puts the demo accounts back. */
export const sessionMockDb = {
  accounts: [] as MockAccount[],
  nextToken: 1,
};

export function resetSessionMockData(): void {
  sessionMockDb.accounts = demoAccounts.map((profile) => ({ profile: { ...profile }, password: DEMO_PASSWORD }));
  sessionMockDb.nextToken = 1;
}

resetSessionMockData();

function issueTokens(userId: number) {
  const n = sessionMockDb.nextToken++;
  return { accessToken: `mock-access.${userId}.${n}`, refreshToken: `mock-refresh.${userId}.${n}` };
}

/** The user id a fake token names (`mock-access.<id>.<n>`), or null for none or a foreign token. */
export function tokenUserId(token: string | null | undefined): number | null {
  const match = /^mock-(?:access|refresh)\.(\d+)\.\d+$/.exec(token ?? '');
  return match ? Number(match[1]) : null;
}

/** The signed-in caller's id from the request's bearer token. */
export function callerId(request: Request): number | null {
  return tokenUserId(request.headers.get('Authorization')?.replace(/^Bearer /, ''));
}

function findAccount(id: number): MockAccount | undefined {
  return sessionMockDb.accounts.find((a) => a.profile.id === id);
}

/** Any known person: an account, a listed user or a stylist, shaped as `user.getById` answers. */
function findPerson(id: number): MockAccountProfile {
  const account = findAccount(id);
  if (account) return id === mockDb.me.id ? mockDb.me : account.profile;
  const user = mockDb.users.find((u) => u.id === id);
  if (user) return { ...user, locationId: null };
  const stylist = mockDb.stylists.find((s) => s.id === id);
  if (stylist) {
    return demoProfile({
      id: stylist.id,
      email: stylist.email ?? '',
      firstName: stylist.firstName,
      lastName: stylist.lastName,
      roleId: Role.Stylist,
      gender: stylist.gender,
      phoneNumber: stylist.phoneNumber ?? '',
      image: stylist.image,
    });
  }
  throw new TrpcMockError('NOT_FOUND', messages.generic.notFound);
}

/** A new customer account, as auth.register makes one; an email already used is refused. */
function registerCustomer(input: { email: string; firstName: string; lastName: string; password: string }) {
  const email = input.email.trim().toLowerCase();
  if (sessionMockDb.accounts.some((a) => a.profile.email.toLowerCase() === email)) {
    throw new TrpcMockError('CONFLICT', messages.register.emailTaken, { email: messages.register.emailTaken });
  }
  const profile = demoProfile({
    id: mockDb.nextId++,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    roleId: Role.Customer,
    address: '',
    phoneNumber: '',
  });
  sessionMockDb.accounts.push({ profile, password: input.password });
  mockDb.users.push(profile);
  return profile;
}

export const remainingHandlers = [
  trpcMutation('auth.login', (input) => {
    const email = input.email.trim().toLowerCase();
    const account = sessionMockDb.accounts.find((a) => a.profile.email.toLowerCase() === email);
    if (!account || account.password !== input.password) throw new TrpcMockError('UNAUTHORIZED', messages.login.invalidCredentials);
    if (account.profile.status !== UserStatus.Active) throw new TrpcMockError('UNAUTHORIZED', messages.login.inactive);
    // auth.me and user.edit (catalogue handlers) answer for `mockDb.me`: make it the one who signed in.
    mockDb.me = { ...account.profile };
    return { ...account.profile, roleId: account.profile.roleId as RoleId, language: null, ...issueTokens(account.profile.id) };
  }),
  trpcMutation('auth.register', (input) => registerCustomer(input)),
  // The REST adapter's POST /register (the web app never calls it): the mock has no admin session, so a customer.
  trpcMutation('auth.registerAccount', (input) => {
    const profile = registerCustomer({
      email: input.email ?? '',
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      password: input.password ?? '',
    });
    return { id: profile.id, roleId: Role.Customer };
  }),
  trpcMutation('auth.refresh', (input) => {
    const id = tokenUserId(input.refreshToken);
    if (id === null || !findAccount(id)) throw new TrpcMockError('UNAUTHORIZED', messages.session.unauthenticated);
    return issueTokens(id);
  }),
  trpcMutation('auth.logout', () => ({ ok: true as const, message: messages.session.logout })),
  trpcMutation('auth.forgotPassword', () => ({ message: messages.forgotPassword.sent })),
  trpcMutation('auth.resetPassword', (input) => {
    // Any token that looks like a reset link works; 'expired' shows the invalid-token message.
    if (input.token === 'expired') throw new TrpcMockError('BAD_REQUEST', messages.resetPassword.invalidToken);
    return { message: messages.resetPassword.success };
  }),

  trpcQuery('user.getById', (input) => findPerson(Number(input.id))),
  trpcQuery('user.getPoints', (input) => {
    const person = findPerson(Number(input.id));
    return { id: person.id, points: person.points };
  }),
  // The mock keeps no language: the browser remembers the choice, and no email is sent.
  trpcMutation('user.setLanguage', (input) => ({ language: input.language })),
  trpcMutation('user.setPoints', (input) => {
    const id = Number(input.id);
    const points = Number(input.points);
    const user = mockDb.users.find((u) => u.id === id);
    if (user) user.points = points;
    if (mockDb.me.id === id) mockDb.me = { ...mockDb.me, points };
    if (!user && mockDb.me.id !== id) throw new TrpcMockError('NOT_FOUND', messages.generic.notFound);
    return { id, points };
  }),

  trpcQuery('stylist.getDetail', (input) => {
    const stylist = mockDb.stylists.find((s) => s.id === Number(input.id));
    if (!stylist) throw new TrpcMockError('NOT_FOUND', messages.generic.notFound);
    return stylist as ProcedureOutput<'stylist.getDetail'>;
  }),

  trpcQuery('allcode.getByType', (input) => {
    const type = input.type.trim().toUpperCase();
    if (type === 'TIME') return TIME_SLOTS.map(({ keyMap, valueVi, valueEn }) => ({ keyMap, valueVi, valueEn }));
    if (type === 'ROLE') {
      return [
        { keyMap: Role.Staff, valueVi: 'Nhân viên', valueEn: 'Staff' },
        { keyMap: Role.Admin, valueVi: 'Quản trị', valueEn: 'Admin' },
        { keyMap: Role.Stylist, valueVi: 'Thợ cắt tóc', valueEn: 'Stylist' },
        { keyMap: Role.Customer, valueVi: 'Khách hàng', valueEn: 'Customer' },
      ];
    }
    if (type === 'POSITION') {
      return [
        { keyMap: Position.Apprentice, valueVi: 'Thợ học việc', valueEn: 'Apprentice Barber' },
        { keyMap: Position.Barber, valueVi: 'Thợ cắt tóc', valueEn: 'Barber' },
        { keyMap: Position.Master, valueVi: 'Thợ cả', valueEn: 'Master Barber' },
      ];
    }
    return [];
  }),

  // Only server-side callers can send bytes over tRPC; the browser uploads through REST (catalogue handlers).
  trpcMutation('upload.image', () => ({ url: '/images/avatar-placeholder.svg' })),
];
