import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The msw server for vitest: `server.listen()` in a test file, `server.use(...)` to override one call. */
export const server = setupServer(...handlers);
