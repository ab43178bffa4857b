import type { AppRouter } from '@hairsalon/api';
import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';

type Api = TRPCOptionsProxy<AppRouter>;

/** What the feedback screens receive from the API (router outputs, never retyped). */
export type FeedbackPage = inferOutput<Api['feedback']['listByService']>;
export type Feedback = FeedbackPage['items'][number];
