import { messages, Role } from '@hairsalon/shared';
import { forbidden } from '../../errors.js';
import { type RestRoute, route } from '../../rest/routes.js';

/** REST paths of the auth calls (spec §7 Authentication). */
export const authRestRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/login',
    procedure: 'auth.login',
    encoding: 'json',
    access: 'public',
    summary: 'Sign in; answers the tokens and the user for the session.',
    call: (caller, { values }) => caller.auth.login({ email: values.text('email') as string, password: values.text('password') as string }),
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
        firstName: values.text('firstName') as string,
        lastName: values.text('lastName') as string,
        email: values.text('email') as string,
        password: values.text('password') as string,
        phoneNumber: values.text('phoneNumber') as string,
        ...(values.has('gender') ? { gender: values.text('gender') as 'Male' | 'Female' } : {}),
      };
      const roleId = values.text('roleId');
      if (roleId === Role.Stylist || roleId === Role.Staff) {
        // Only an admin creates staff and stylists; the procedures check the role, anonymous callers stop here.
        if (!ctx.auth) throw forbidden(messages.session.forbidden);
        if (roleId === Role.Stylist) {
          return caller.stylist.create({ ...staffOrStylist, positionId: values.text('positionId') as 'P0' });
        }
        return caller.user.createStaff(staffOrStylist);
      }
      return caller.auth.register({
        firstName: values.text('firstName') as string,
        lastName: values.text('lastName') as string,
        email: values.text('email') as string,
        password: values.text('password') as string,
        confirmPassword: (values.text('confirmPassword') ?? values.text('password')) as string,
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
    call: (caller, { values }) => caller.auth.forgotPassword({ email: values.text('email') as string }),
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
      caller.auth.resetPassword({ token: values.text('token') as string, newPassword: values.text('newPassword') as string }),
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
      caller.auth.refresh({ accessToken: values.text('accessToken'), refreshToken: values.text('refreshToken') as string }),
    present: (result) => ({ top: { accessToken: result.accessToken, refreshToken: result.refreshToken }, data: null }),
  }),
  route({
    method: 'POST',
    path: '/logout',
    procedure: 'auth.logout',
    encoding: 'json',
    access: 'public',
    summary: 'End the session the refresh token belongs to.',
    call: (caller, { values }) => caller.auth.logout({ refreshToken: values.text('refreshToken') ?? '' }),
    present: (result) => ({ data: null, message: result.message }),
  }),
];
