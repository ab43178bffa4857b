/** The package's public face for the web app and @hairsalon/client: the router's type only (./testing is for tests). */
export type { AppRouter } from './routers/index.js';
