import { ROLE_IDS, Role, type RoleId, roleLandingRoute } from '@hairsalon/shared';
import { redirect } from '@tanstack/react-router';
import { loadBackOfficeTexts } from '../i18n/language-store';
import { readSignedInUser } from './session-storage';

/**
 * Which pages the current user may open (spec §2 Route availability), decided on the client from the role in
 * the stored user. Each guarded layout or page says who it admits in its `beforeLoad`; which pages a role can
 * open then follows from where each page sits in the route tree. A convenience for the UI only: the API
 * enforces access itself.
 */

/** Who opens a page: a signed-out visitor, or a signed-in user of a role. */
export type Visitor = 'guest' | RoleId;

/** Every signed-in role (the profile page). */
export const SIGNED_IN: readonly Visitor[] = ROLE_IDS;

/**
 * The front desk's pages (the calendar, schedules, time off): staff, and the admin, so an owner runs the salon with
 * one login (docs/decisions/027).
 */
export const FRONT_DESK_VISITORS: readonly Visitor[] = [Role.Staff, Role.Admin];

export const NOT_FOUND_PATH = '/not-found';
export const LOGIN_PATH = '/login';

export function currentVisitor(): Visitor {
  return readSignedInUser()?.roleId ?? 'guest';
}

/** Where a visitor who may not open a page goes: a signed-out visitor to Sign In, a user to their landing page. */
export function redirectTargetFor(visitor: Visitor): string {
  return visitor === 'guest' ? LOGIN_PATH : roleLandingRoute[visitor];
}

/** A route guard for `beforeLoad`: lets the listed visitors in and redirects everyone else. */
export function allowOnly(visitors: readonly Visitor[]): void {
  const visitor = currentVisitor();
  if (!visitors.includes(visitor)) throw redirect({ href: redirectTargetFor(visitor), replace: true });
}

/**
 * A back-office area's guard for `beforeLoad` (admin, staff, stylist): lets the listed visitors in, then downloads the
 * back office's texts, which customer pages never download, before the area renders.
 */
export async function allowIntoBackOffice(visitors: readonly Visitor[]): Promise<void> {
  allowOnly(visitors);
  await loadBackOfficeTexts();
}
