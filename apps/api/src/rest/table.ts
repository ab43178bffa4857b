import { authRestRoutes } from '../routers/auth/rest.js';
import type { RestRoute } from './routes.js';

/**
 * Every REST path of spec §7 (ARCHITECTURE §1a), one table: the adapter is registered from it and the
 * contract test walks it. Each area keeps its rows beside its router (src/routers/<area>/rest.ts).
 */
export const restRoutes: RestRoute[] = [...authRestRoutes];
