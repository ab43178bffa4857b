import type { AppRouter } from '@hairsalon/api';
import { createTRPCContext } from '@trpc/tanstack-react-query';

/** `useTRPC()` gives components the typed query/mutation options of every procedure. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
