import { appRouter } from './routers/index.js';
import { createCallerFactory } from './trpc.js';

/** Server-side caller of the router: the REST adapter and tests call procedures through it. */
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
