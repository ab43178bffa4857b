import type { AppRouter } from '@hairsalon/api';
import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** `useTRPC()` gives components the typed query/mutation options of every procedure. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The options proxy: `useTRPC()` in components, `context.trpc` in route loaders. */
export type Trpc = TRPCOptionsProxy<AppRouter>;
