import type { AppRouter } from '@hairsalon/api';
import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';

type Api = TRPCOptionsProxy<AppRouter>;

/** What the catalogue and people screens receive from the API (router outputs, never retyped). */
export type Service = inferOutput<Api['service']['list']>[number];
export type Stylist = inferOutput<Api['stylist']['list']>[number];
export type FeedbackPage = inferOutput<Api['feedback']['listByService']>;
export type Feedback = FeedbackPage['items'][number];
export type UserPage = inferOutput<Api['user']['list']>;
export type UserRow = UserPage['items'][number];
export type CurrentUser = inferOutput<Api['auth']['me']>;
