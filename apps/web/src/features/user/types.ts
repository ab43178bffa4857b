import type { AppRouter } from '@hairsalon/api';
import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';

type Api = TRPCOptionsProxy<AppRouter>;

/** What the user screens receive from the API (router outputs, never retyped). */
export type UserPage = inferOutput<Api['user']['list']>;
export type UserRow = UserPage['items'][number];
