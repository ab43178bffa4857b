import { Role, type RoleId } from '@hairsalon/shared';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locationMockDb, resetLocationMockData } from '../../mocks/handlers/location';
import { server } from '../../mocks/server';
import { createApp } from '../../router';
import { TEST_API_URL } from '../../test/render-with-api';
import { saveSession } from './session-storage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Expectation = 'allow' | 'not found' | string;

// Rows: path; columns: signed out, R4 customer, R2 admin, R1 staff, R3 stylist (spec §2 Route availability, a single
// salon's; the admin also opens the front desk, schedules and time off, so an owner runs the salon with one login:
// docs/decisions/027; a chain's admin also opens the staff bookings list, tested below: docs/decisions/021).
const table: Array<[string, Expectation, Expectation, Expectation, Expectation, Expectation]> = [
  ['/', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/home', 'allow', 'allow', '/dashboard', '/staff-management', '/shift-stylist'],
  ['/login', 'allow', '/home', '/dashboard', '/staff-management', '/shift-stylist'],
  ['/register', 'allow', '/home', '/dashboard', '/staff-management', '/shift-stylist'],
  ['/forgot-password', 'allow', '/home', '/dashboard', '/staff-management', '/shift-stylist'],
  ['/reset-password/abc123', 'allow', '/home', '/dashboard', '/staff-management', '/shift-stylist'],
  ['/booking', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/about', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/services', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/services/1', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/contact', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/profile', '/login', 'allow', 'allow', 'allow', 'allow'],
  ['/order-history', '/login', 'allow', '/dashboard', '/staff-management', '/shift-stylist'],
  ['/payment/success', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/payment/cancel', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/not-found', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/dashboard', '/login', '/home', 'allow', '/staff-management', '/shift-stylist'],
  ['/service-management', '/login', '/home', 'allow', '/staff-management', '/shift-stylist'],
  ['/stylist-management', '/login', '/home', 'allow', '/staff-management', '/shift-stylist'],
  ['/users-management', '/login', '/home', 'allow', '/staff-management', '/shift-stylist'],
  ['/staff-management', '/login', '/home', '/dashboard', 'allow', '/shift-stylist'],
  ['/schedule-management', '/login', '/home', 'allow', 'allow', '/shift-stylist'],
  ['/front-desk', '/login', '/home', 'allow', 'allow', '/shift-stylist'],
  ['/time-off', '/login', '/home', 'allow', 'allow', '/shift-stylist'],
  ['/shift-stylist', '/login', '/home', '/dashboard', '/staff-management', 'allow'],
  ['/salary-stylist', '/login', '/home', '/dashboard', '/staff-management', 'allow'],
  ['/no-such-page', 'not found', 'not found', 'not found', 'not found', 'not found'],
  ['/services/7/extra', 'not found', 'not found', 'not found', 'not found', 'not found'],
  ['/reset-password', 'not found', 'not found', 'not found', 'not found', 'not found'],
];

const roles: Array<RoleId | null> = [null, Role.Customer, Role.Admin, Role.Staff, Role.Stylist];

/** Loads `path` in the app's real router (its guards, loaders and route tree) and says where it ended. */
async function open(path: string, roleId: RoleId | null) {
  localStorage.clear();
  if (roleId) saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { id: 7, firstName: 'An', lastName: 'Vo', roleId });
  const { router } = createApp({ apiUrl: TEST_API_URL, batch: false, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  // Not found: no route of the tree matched past the root, or the deepest match is a not-found.
  const notFound = router.state.matches.length === 1 || router.state.matches.some((m) => m.status === 'notFound');
  // A trailing slash names the same page.
  return { pathname: router.state.location.pathname.replace(/(.)\/$/, '$1'), notFound };
}

describe('route access by role, through the route tree and its guards', () => {
  // A single salon (the mocks' demo is a chain of two).
  beforeEach(() => {
    locationMockDb.locations = locationMockDb.locations.slice(0, 1);
  });
  afterEach(() => resetLocationMockData());

  for (const [path, ...expectations] of table) {
    roles.forEach((roleId, column) => {
      const expected = expectations[column] ?? 'allow';
      const who = roleId ?? 'signed out';
      const verb = expected === 'allow' ? 'may open' : expected === 'not found' ? 'gets not found for' : `is sent to ${expected} from`;
      it(`${who} ${verb} ${path}`, async () => {
        const ended = await open(path, roleId);
        if (expected === 'not found') {
          expect(ended.notFound).toBe(true);
        } else {
          expect(ended.notFound).toBe(false);
          expect(ended.pathname).toBe(expected === 'allow' ? path : expected);
        }
      });
    });
  }

  it('treats a trailing slash like the same page', async () => {
    expect(await open('/dashboard/', Role.Admin)).toEqual({ pathname: '/dashboard', notFound: false });
  });
});

describe('a chain’s admin (issue 24)', () => {
  afterEach(() => resetLocationMockData());

  it('opens the front desk’s pages, for any location', async () => {
    for (const path of ['/staff-management', '/schedule-management', '/front-desk', '/time-off'])
      expect(await open(path, Role.Admin)).toEqual({ pathname: path, notFound: false });
  });

  it('is sent to the dashboard from the staff bookings list when the salon has one location', async () => {
    locationMockDb.locations = locationMockDb.locations.slice(0, 1);
    expect(await open('/staff-management', Role.Admin)).toEqual({ pathname: '/dashboard', notFound: false });
  });
});
