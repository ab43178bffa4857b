import { Role, type RoleId } from '@hairsalon/shared';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from './routers/index.js';

/**
 * Who may call a procedure: anyone ('public', signed in or not), any signed-in Active user ('signed-in'), or a
 * signed-in Active user holding one of the roles (R1 staff, R2 admin, R3 stylist, R4 customer).
 */
export type Access = 'public' | 'signed-in' | readonly RoleId[];

export interface ProcedurePolicy {
  access: Access;
  /**
   * What a caller the role lets in may do with it beyond that (whose bookings, whose salary): enforced by the
   * procedure itself, and each one has a case with two users in access-policy.int.test.ts.
   */
  rule?: string;
  /**
   * Which location's data it is about and how a caller is held to one (issue 24, docs/decisions/021): staff only
   * their own location, whatever `locationId` they send (another: 403 `location.otherLocation`); the admin any.
   * Enforced by the procedure (routers/location/scope.ts), each with a case of two staff members at two locations in
   * access-policy.int.test.ts.
   */
  location?: string;
}

type RouterInputs = inferRouterInputs<AppRouter>;
/** Every procedure of the app router by its dotted path ('booking.markNoShow'). */
export type ProcedurePath = { [Area in keyof RouterInputs & string]: `${Area}.${keyof RouterInputs[Area] & string}` }[keyof RouterInputs &
  string];

const staffDesk = [Role.Staff, Role.Admin] as const;
const adminOnly = [Role.Admin] as const;

/** Rescheduling a booking: looking for a new time and moving to it are held to the same rules. */
const rescheduling: ProcedurePolicy = {
  access: [Role.Customer, Role.Staff, Role.Admin],
  rule: 'a customer only their own booking; staff any',
  location: "the booking's and the new stylist's; staff only their own location's",
};
/** The dashboard's figures: the admin's, for one location or the whole chain. */
const dashboardFigures: ProcedurePolicy = {
  access: adminOnly,
  location: '`locationId` (absent: the first open location), or `chain: true`',
};
/** A calendar feed, whether read, renewed or revoked. */
const calendarFeed: ProcedurePolicy = {
  access: [Role.Stylist, Role.Staff, Role.Admin],
  rule: 'a stylist their own feed; staff and the admin any stylist’s and a location’s (every booking there)',
  location: 'staff only their own location’s feed and its stylists’ feeds; the admin any location’s (the first when none is named)',
};

/**
 * The access policy: every procedure of the app router → who may call it. The procedure builders of trpc.ts enforce
 * it by the procedure's path (a procedure missing here answers no one), the REST rows take their access from the
 * procedure they call, and access-policy.int.test.ts walks every procedure for anonymous and each role.
 */
export const accessPolicy: Readonly<Record<ProcedurePath, ProcedurePolicy>> = {
  'auth.register': { access: 'public' },
  'auth.registerAccount': {
    access: 'public',
    rule: 'a staff (R1) or stylist (R3) account only when an Active admin asks; anyone else gets a customer account',
  },
  'auth.login': { access: 'public' },
  'auth.refresh': { access: 'public' },
  'auth.logout': { access: 'public' },
  'auth.forgotPassword': { access: 'public' },
  'auth.resetPassword': { access: 'public' },
  'auth.me': { access: 'signed-in' },

  'user.list': { access: adminOnly },
  'user.getById': { access: 'signed-in', rule: 'their own account; an admin anyone' },
  'user.edit': { access: 'signed-in', rule: 'their own account; an admin anyone' },
  'user.changeStatus': { access: adminOnly },
  'user.getPoints': { access: 'signed-in', rule: 'their own points; an admin anyone' },
  'user.setPoints': { access: adminOnly },
  'user.setLanguage': { access: 'signed-in' },
  'user.createStaff': { access: adminOnly },
  'user.moveToLocation': { access: adminOnly },

  'service.list': { access: 'public' },
  'service.getById': { access: 'public' },
  'service.create': { access: adminOnly },
  'service.update': { access: adminOnly },
  'service.delete': { access: adminOnly },

  'stylist.list': {
    access: 'public',
    rule: 'contact and salary shown only to an Active admin',
    location: 'the stylists of `locationId` (absent: the first open location)',
  },
  'stylist.getDetail': { access: 'public', rule: 'contact and salary shown only to an Active admin' },
  'stylist.create': { access: adminOnly },

  'allcode.getByType': { access: 'public' },

  'feedback.listByService': { access: 'public' },
  'feedback.create': { access: [Role.Customer], rule: 'only on a completed booking of their own' },

  'upload.image': { access: 'signed-in' },

  'schedule.byStylistAndDate': { access: 'public' },
  'schedule.create': { access: staffDesk, location: "the stylist's; staff only their own location's stylists" },
  'schedule.createMany': { access: staffDesk, location: "each stylist's; staff only their own location's stylists" },

  'booking.create': { access: 'public' },
  'booking.createAtDesk': { access: staffDesk, location: "the stylist's; staff only their own location's stylists" },
  'booking.markNoShow': { access: staffDesk, location: "the booking's (its stylist's); staff only their own location's bookings" },
  'booking.freeStarts': { access: 'public' },
  'booking.listByDate': { access: staffDesk, location: '`locationId` (absent: the first open location); staff only their own' },
  'booking.listForStylist': { access: [Role.Stylist, Role.Admin], rule: "a stylist only their own day; an admin any stylist's" },
  'booking.listForCustomer': { access: [Role.Customer, Role.Admin], rule: "a customer only their own bookings; an admin any customer's" },
  'booking.pageForCustomer': { access: [Role.Customer, Role.Admin], rule: "a customer only their own bookings; an admin any customer's" },
  'booking.payLink': { access: [Role.Customer], rule: 'only their own pending booking' },
  'booking.cancelByCustomer': { access: [Role.Customer], rule: 'only their own booking' },
  'booking.cancelByStaff': { access: staffDesk, location: "the booking's (its stylist's); staff only their own location's bookings" },
  'booking.rescheduleOptions': rescheduling,
  'booking.reschedule': rescheduling,
  'booking.complete': { access: [Role.Stylist], rule: 'only their own booking' },
  'booking.changes': {
    access: [Role.Staff, Role.Admin, Role.Stylist],
    rule: "staff and admin hear every booking's changes; a stylist only their own bookings'",
    location: "staff only their own location's bookings (its stylists when the stream opens); the admin every location's",
  },

  'payment.verify': { access: 'public' },

  'salary.calculate': { access: adminOnly },
  'salary.listForStylist': { access: [Role.Stylist, Role.Admin], rule: "a stylist only their own salaries; an admin any stylist's" },
  'salary.pay': { access: adminOnly },

  'dashboard.totals': dashboardFigures,
  'dashboard.monthlyRevenue': dashboardFigures,
  'dashboard.recentSales': dashboardFigures,

  'frontDesk.calendar': { access: staffDesk, location: '`locationId` (absent: the first open location); staff only their own' },
  'frontDesk.searchCustomers': { access: staffDesk },

  'timeOff.list': { access: staffDesk, location: "`locationId` or the stylist's (absent: the first open location); staff only their own" },
  'timeOff.create': { access: staffDesk, location: "the stylist's; staff only their own location's stylists" },
  'timeOff.remove': { access: staffDesk, location: "the entry's stylist's; staff only their own location's" },

  'waitlist.join': {
    access: [Role.Customer],
    location: "the stylist's, or `locationId` for any stylist (absent: the first open location)",
  },
  'waitlist.mine': { access: [Role.Customer] },
  'waitlist.leave': { access: [Role.Customer], rule: 'only their own entry' },

  'calendarFeed.get': calendarFeed,
  'calendarFeed.renew': calendarFeed,
  'calendarFeed.revoke': calendarFeed,

  'salon.details': { access: 'public' },
  'salon.updateDetails': { access: adminOnly },
  'salon.pages': { access: 'public' },
  'salon.updatePages': { access: adminOnly },
  'salon.faqs': { access: 'public' },
  'salon.updateFaqs': { access: adminOnly },
  'salon.goLive': { access: adminOnly },

  // Works only with an unused setup token while the database has no admin (setup.service.ts; day-one.int.test.ts).
  'setup.createAdmin': { access: 'public' },

  // A customer's own data: the procedures take no user id, only the caller's.
  'account.export': { access: [Role.Customer] },
  'account.delete': { access: [Role.Customer] },
  // Customers' accounts only (R4), refused for staff, stylists and admins (day-one.int.test.ts).
  'account.exportForCustomer': { access: adminOnly },
  'account.deleteForCustomer': { access: adminOnly },

  // The chain's locations (issue 24): the open ones are public (the booking form will start with them).
  'location.list': { access: 'public' },
  'location.create': { access: adminOnly },
  'location.update': { access: adminOnly },
  'location.archive': { access: adminOnly },
};

/** The policy of a procedure path; undefined for a path the table does not name. */
export function policyOf(path: string): ProcedurePolicy | undefined {
  return Object.hasOwn(accessPolicy, path) ? accessPolicy[path as ProcedurePath] : undefined;
}

/** Whether a signed-in user of `roleId` (null: anonymous) passes `access`. */
export function allows(access: Access, roleId: RoleId | null): boolean {
  if (access === 'public') return true;
  if (roleId === null) return false;
  return access === 'signed-in' || access.includes(roleId);
}
