import { Role, type RoleId, roleLandingRoute } from '@hairsalon/shared';

/**
 * Which routes the current user may open (spec §2 "Route availability"), decided on the client from
 * the role in the stored user. A convenience for the UI only: the API enforces access itself.
 */

/** Every route the app knows; `$name` matches one path segment. */
export const KNOWN_ROUTES = [
  '/',
  '/home',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/$token',
  '/booking',
  '/about',
  '/services',
  '/services/$id',
  '/contact',
  '/profile',
  '/order-history',
  '/payment/success',
  '/payment/cancel',
  '/not-found',
  '/dashboard',
  '/service-management',
  '/stylist-management',
  '/users-management',
  '/staff-management',
  '/schedule-management',
  '/shift-stylist',
  '/salary-stylist',
] as const;
export type KnownRoute = (typeof KNOWN_ROUTES)[number];

export const SIGNED_OUT_ROUTES: readonly KnownRoute[] = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/$token',
  '/booking',
  '/about',
  '/services',
  '/services/$id',
  '/contact',
  '/home',
  '/',
  '/payment/success',
  '/payment/cancel',
  '/not-found',
];

/**
 * The spec's signed-in list, plus two deliberate additions: /not-found (where every unknown path
 * leads, so it must open for everyone) and /payment/* (a signed-in customer returns there from the
 * payment provider; without it the payment could never be verified).
 */
export const SIGNED_IN_ROUTES: readonly KnownRoute[] = [
  '/',
  '/profile',
  '/booking',
  '/about',
  '/services',
  '/services/$id',
  '/contact',
  '/not-found',
  '/payment/success',
  '/payment/cancel',
];

export const ROLE_ROUTES: Record<RoleId, readonly KnownRoute[]> = {
  [Role.Customer]: ['/home', '/order-history'],
  [Role.Admin]: ['/service-management', '/stylist-management', '/users-management', '/dashboard'],
  [Role.Staff]: ['/staff-management', '/schedule-management'],
  [Role.Stylist]: ['/shift-stylist', '/salary-stylist'],
};

export const NOT_FOUND_PATH = '/not-found';
export const LOGIN_PATH = '/login';

export type RouteAccess = { allowed: true } | { allowed: false; redirectTo: string };

function segments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** The known route a concrete pathname belongs to, or null for an unknown path. */
export function matchKnownRoute(pathname: string): KnownRoute | null {
  const actual = segments(pathname);
  for (const route of KNOWN_ROUTES) {
    const pattern = segments(route);
    if (pattern.length !== actual.length) continue;
    if (pattern.every((part, i) => part.startsWith('$') || part === actual[i])) return route;
  }
  return null;
}

/**
 * @param roleId the stored user's role, or null when signed out.
 * Unknown paths go to /not-found; a page the user may not open sends a signed-out visitor to
 * /login and a signed-in user to their role's landing page.
 */
export function decideRouteAccess(pathname: string, roleId: RoleId | null): RouteAccess {
  const route = matchKnownRoute(pathname);
  if (!route) return { allowed: false, redirectTo: NOT_FOUND_PATH };
  if (roleId === null) {
    return SIGNED_OUT_ROUTES.includes(route) ? { allowed: true } : { allowed: false, redirectTo: LOGIN_PATH };
  }
  if (SIGNED_IN_ROUTES.includes(route) || ROLE_ROUTES[roleId].includes(route)) return { allowed: true };
  return { allowed: false, redirectTo: roleLandingRoute[roleId] };
}
