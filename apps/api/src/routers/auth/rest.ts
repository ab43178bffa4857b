import { messages, Role } from '@hairsalon/shared';
import { forbidden } from '../../errors.js';
import { type RestRoute, route } from '../../rest/routes.js';
import { str } from '../../rest/values.js';

/** REST paths of the auth calls (spec §7 Authentication). */
export const authRestRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/login',
    procedure: 'auth.login',
    encoding: 'json',
    access: 'public',
    summary: 'Sign in; answers the tokens and the user for the session.',
    call: (caller, { values }) => caller.auth.login({ email: str(values.email) as string, password: str(values.password) as string }),
    present: ({ accessToken, refreshToken, ...user }) => ({
      top: {
        accessToken,
        refreshToken,
        roleId: user.roleId,
        id: user.id,
        lastName: user.lastName,
        firstName: user.firstName,
        status: user.status,
      },
      data: user,
      message: 'Login successful',
    }),
  }),
  route({
    method: 'POST',
    path: '/register',
    procedure: 'auth.register',
    encoding: 'json',
    access: 'public',
    summary:
      'Create a customer account (a roleId sent by an anonymous caller is ignored); an admin sending roleId R3 (with positionId, phoneNumber) creates a stylist, R1 (with phoneNumber) a staff member.',
    call: async (caller, { values }, ctx): Promise<{ id: number }> => {
      const staffOrStylist = {
        firstName: str(values.firstName) as string,
        lastName: str(values.lastName) as string,
        email: str(values.email) as string,
        password: str(values.password) as string,
        phoneNumber: str(values.phoneNumber) as string,
        ...(values.gender ? { gender: str(values.gender) as 'Male' | 'Female' } : {}),
      };
      if (values.roleId === Role.Stylist || values.roleId === Role.Staff) {
        // Only an admin creates staff and stylists; the procedures check the role, anonymous callers stop here.
        if (!ctx.auth) throw forbidden(messages.session.forbidden);
        if (values.roleId === Role.Stylist) {
          return caller.stylist.create({ ...staffOrStylist, positionId: (str(values.positionId) || undefined) as 'P0' });
        }
        return caller.user.createStaff(staffOrStylist);
      }
      return caller.auth.register({
        firstName: str(values.firstName) as string,
        lastName: str(values.lastName) as string,
        email: str(values.email) as string,
        password: str(values.password) as string,
        confirmPassword: str(values.confirmPassword ?? values.password) as string,
      });
    },
    present: (result) => ({ data: result, message: 'Register Successfully' }),
  }),
  route({
    method: 'POST',
    path: '/forgot-password',
    procedure: 'auth.forgotPassword',
    encoding: 'json',
    access: 'public',
    summary: 'Email a password reset link; answers the same whether or not the account exists.',
    call: (caller, { values }) => caller.auth.forgotPassword({ email: str(values.email) as string }),
    present: (result) => ({ data: null, message: result.message }),
  }),
  route({
    method: 'PUT',
    path: '/reset-password/:token',
    procedure: 'auth.resetPassword',
    encoding: 'form',
    access: 'public',
    summary: 'Set a new password with a reset token (form-encoded newPassword).',
    call: (caller, { values }) =>
      caller.auth.resetPassword({ token: str(values.token) as string, newPassword: str(values.newPassword) as string }),
    present: (result) => ({ data: null, message: result.message }),
  }),
  route({
    method: 'POST',
    path: '/refresh-token',
    procedure: 'auth.refresh',
    encoding: 'json',
    access: 'public',
    summary: 'Exchange a refresh token for a new pair (rotation; reuse revokes the session family).',
    call: (caller, { values }) =>
      caller.auth.refresh({ accessToken: str(values.accessToken), refreshToken: str(values.refreshToken) as string }),
    present: (result) => ({ top: { accessToken: result.accessToken, refreshToken: result.refreshToken }, data: null }),
  }),
  route({
    method: 'POST',
    path: '/logout',
    procedure: 'auth.logout',
    encoding: 'json',
    access: 'public',
    summary: 'End the session the refresh token belongs to.',
    call: (caller, { values }) => caller.auth.logout({ refreshToken: str(values.refreshToken) ?? '' }),
    present: (result) => ({ data: null, message: result.message }),
  }),
];
