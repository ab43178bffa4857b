import type { AppRouter } from '@hairsalon/api';
import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';

type Api = TRPCOptionsProxy<AppRouter>;

/** What the service screens receive from the API (router outputs, never retyped). */
export type Service = inferOutput<Api['service']['list']>[number];
