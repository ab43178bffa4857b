/** The package's public face for the web app: the router's type only. */
export type { AppRouter } from './routers/index.js';
