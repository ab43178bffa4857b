import { Role, type RoleId } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { decideRouteAccess, matchKnownRoute } from './route-access';

type Expectation = 'allow' | string;

// Rows: path; columns: signed out, R4 customer, R2 admin, R1 staff, R3 stylist (spec §2 Route availability).
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
  ['/services/7', 'allow', 'allow', 'allow', 'allow', 'allow'],
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
  ['/schedule-management', '/login', '/home', '/dashboard', 'allow', '/shift-stylist'],
  ['/shift-stylist', '/login', '/home', '/dashboard', '/staff-management', 'allow'],
  ['/salary-stylist', '/login', '/home', '/dashboard', '/staff-management', 'allow'],
  ['/no-such-page', '/not-found', '/not-found', '/not-found', '/not-found', '/not-found'],
  ['/services/7/extra', '/not-found', '/not-found', '/not-found', '/not-found', '/not-found'],
  ['/reset-password', '/not-found', '/not-found', '/not-found', '/not-found', '/not-found'],
];

const roles: Array<RoleId | null> = [null, Role.Customer, Role.Admin, Role.Staff, Role.Stylist];

describe('route access by role', () => {
  for (const [path, ...expectations] of table) {
    roles.forEach((roleId, column) => {
      const expected = expectations[column];
      const who = roleId ?? 'signed out';
      it(`${who} ${expected === 'allow' ? 'may open' : `is sent to ${expected} from`} ${path}`, () => {
        const access = decideRouteAccess(path, roleId);
        if (expected === 'allow') expect(access).toEqual({ allowed: true });
        else expect(access).toEqual({ allowed: false, redirectTo: expected });
      });
    });
  }

  it('treats a trailing slash like the same page', () => {
    expect(matchKnownRoute('/services/')).toBe('/services');
    expect(decideRouteAccess('/dashboard/', Role.Admin)).toEqual({ allowed: true });
  });
});
