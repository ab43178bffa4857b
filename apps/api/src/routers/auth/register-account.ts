import {
  createStaffSchema,
  createStylistSchema,
  messages,
  type RegisterAccountInput,
  Role,
  type RoleId,
  registerSchema,
} from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { createStylist } from '../stylist/stylist.service.js';
import { createStaff } from '../user/user.service.js';
import { registerCustomer } from './auth.service.js';

/**
 * Who is registering an account: an Active admin; a caller whose token no longer counts (expired, forged, or an
 * admin's who has been deactivated); or anyone else, signed in or not.
 */
export type Registrar = 'admin' | 'session-refused' | 'anyone';

/** Validates with the schema of what is being created, so each kind of account answers its own spec messages. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: result.error.issues[0]?.message ?? messages.generic.invalidInput,
      cause: result.error,
    });
  }
  return result.data;
}

/**
 * POST /register's one call (spec §7): an admin sending roleId R3 creates a stylist and R1 a staff member;
 * anybody else gets a customer account whatever roleId they send (ARCHITECTURE §3: register always creates a
 * customer). Only that admin case may leave confirmPassword out (the spec's create-staff and create-stylist calls
 * send none): every customer's registration, whatever roleId it names, needs it and gets the register form's
 * messages when it is missing or differs. A staff or stylist request with a token that no longer verifies is
 * answered 401, so the admin's client refreshes and retries instead of creating a customer by mistake. A customer's registration is rate-limited
 * per address (`ip`) and per email like every public registration; an admin's staff and stylists are not.
 */
export async function registerAccount(
  deps: AppDeps,
  registrar: Registrar,
  input: RegisterAccountInput,
  ip: string,
): Promise<{ id: number; roleId: RoleId }> {
  const wantsStaff = input.roleId === Role.Staff || input.roleId === Role.Stylist;
  if (wantsStaff && registrar === 'session-refused') {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.session.unauthenticated });
  }
  if (wantsStaff && registrar === 'admin') {
    if (input.roleId === Role.Stylist) {
      return { ...(await createStylist(deps.db, parse(createStylistSchema, input))), roleId: Role.Stylist };
    }
    return { ...(await createStaff(deps.db, parse(createStaffSchema, input))), roleId: Role.Staff };
  }
  return { ...(await registerCustomer(deps, parse(registerSchema, input), ip)), roleId: Role.Customer };
}
