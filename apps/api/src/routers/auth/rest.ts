import { messages } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';

/** REST paths of the auth calls (spec §7 Authentication). */
export const authRestRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/login',
    procedure: 'auth.login',
    encoding: 'json',
    summary:
      'Sign in; answers the tokens and the user for the session at top level. A body of { accessToken, refreshToken } with no email or password is a token refresh (the spec leaves the refresh path unnamed), as POST /refresh-token.',
    call: async (caller, { values }) => {
      if (values.has('refreshToken') && !values.has('email') && !values.has('password')) {
        const tokens = await caller.auth.refresh({
          accessToken: values.text('accessToken'),
          refreshToken: values.text('refreshToken') as string,
        });
        return { kind: 'refresh' as const, tokens };
      }
      const session = await caller.auth.login({ email: values.text('email') as string, password: values.text('password') as string });
      return { kind: 'login' as const, session };
    },
    present: (result) => {
      if (result.kind === 'refresh') return { top: result.tokens, data: null };
      const { accessToken, refreshToken, ...user } = result.session;
      return {
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
        message: messages.login.success,
      };
    },
  }),
  route({
    method: 'POST',
    path: '/register',
    procedure: 'auth.registerAccount',
    encoding: 'json',
    summary:
      'Create a customer account (confirmPassword required; a roleId sent by anyone but an admin is ignored); an admin sending roleId R3 (with positionId, phoneNumber) creates a stylist, R1 (with phoneNumber) a staff member, without confirmPassword; either at locationId (default the first open location).',
    fields: {
      firstName: 'text',
      lastName: 'text',
      email: 'text',
      password: 'text',
      // As sent: whether it may be left out (an admin's staff or stylist) is the procedure's decision.
      confirmPassword: 'text',
      phoneNumber: 'text',
      gender: 'text',
      roleId: 'text',
      positionId: 'text',
      locationId: 'number',
    },
    present: (result) => ({ data: { id: result.id, roleId: result.roleId }, message: messages.register.success }),
  }),
  route({
    method: 'POST',
    path: '/forgot-password',
    procedure: 'auth.forgotPassword',
    encoding: 'json',
    summary: 'Email a password reset link; answers the same whether or not the account exists.',
    fields: { email: 'text' },
    present: (result) => ({ data: null, message: result.message }),
  }),
  route({
    method: 'PUT',
    path: '/reset-password/:token',
    procedure: 'auth.resetPassword',
    encoding: 'form',
    summary: 'Set a new password with a reset token (form-encoded newPassword).',
    fields: { token: 'text', newPassword: 'text' },
    present: (result) => ({ data: null, message: result.message }),
  }),
  route({
    method: 'POST',
    path: '/refresh-token',
    procedure: 'auth.refresh',
    encoding: 'json',
    summary: 'Exchange a refresh token for a new pair (rotation; reuse revokes the session family).',
    fields: { accessToken: 'text', refreshToken: 'text' },
    present: (result) => ({ top: { accessToken: result.accessToken, refreshToken: result.refreshToken }, data: null }),
  }),
  route({
    method: 'POST',
    path: '/logout',
    procedure: 'auth.logout',
    encoding: 'json',
    summary: 'End the session the refresh token belongs to.',
    call: (caller, { values }) => caller.auth.logout({ refreshToken: values.text('refreshToken') ?? '' }),
    present: (result) => ({ data: null, message: result.message }),
  }),
];
