/**
 * @hairsalon/client: the HairSalon API's tRPC procedures, typed, for TypeScript callers (README: "Calling the API
 * from TypeScript").
 */
import type { AppRouter } from '@hairsalon/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export type { AppRouter };
/** Every procedure's input: `RouterInputs['booking']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Every procedure's result: `RouterOutputs['booking']['listForCustomer'][number]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export { TRPCClientError } from '@trpc/client';
export { createHairSalonClient, type HairSalonClient, type HairSalonClientOptions } from './client.js';
export {
  createSessionRefresher,
  isAccountInactive,
  isUnauthorized,
  type MaybePromise,
  type RefreshLinkOptions,
  refreshLink,
  type SessionRefresherOptions,
  type SessionTokens,
} from './refresh-link.js';
