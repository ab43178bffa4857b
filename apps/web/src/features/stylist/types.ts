import type { AppRouter } from '@hairsalon/api';
import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';

type Api = TRPCOptionsProxy<AppRouter>;

/** What the stylist screens receive from the API (router outputs, never retyped). */
export type Stylist = inferOutput<Api['stylist']['list']>[number];
