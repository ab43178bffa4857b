import { type Language, languageFromAcceptLanguage, type RoleId } from '@hairsalon/shared';
import { bearerToken } from './auth/bearer.js';
import { type AccessClaims, verifyAccessToken } from './auth/tokens.js';
import type { AppDeps } from './deps.js';

export interface RequestInfo {
  ip: string;
}

export interface AppContext {
  deps: AppDeps;
  /** Claims of a valid bearer token; null when there is none or it is invalid/expired. */
  auth: AccessClaims | null;
  /** A bearer token came with the call but did not verify (expired or forged): the caller should refresh. */
  tokenRejected?: boolean;
  req: RequestInfo;
  /** The language the caller asked for (Accept-Language); messages are answered in it. English when absent. */
  language?: Language;
  /**
   * The caller's user, once this request's access check has read it from the database (trpc.ts checkAccess): the
   * REST adapter checks before it reads the input, and the procedure it calls then does not read the user again.
   */
  sessionUser?: SessionUser;
}

/** The signed-in user as authedProcedure puts it on the context (ctx.user). */
export interface SessionUser {
  id: number;
  roleId: RoleId;
  email: string;
  /** Where a stylist or staff member works (docs/decisions/021); null for an admin (every location) and a customer. */
  locationId: number | null;
}

export async function createContext(
  deps: AppDeps,
  authorization: string | undefined,
  ip: string,
  acceptLanguage?: string,
): Promise<AppContext> {
  const token = bearerToken(authorization);
  const auth = token ? await verifyAccessToken(deps.config.jwtSecret, token, deps.now()) : null;
  return {
    deps,
    auth,
    tokenRejected: token !== undefined && auth === null,
    req: { ip },
    language: languageFromAcceptLanguage(acceptLanguage),
  };
}
