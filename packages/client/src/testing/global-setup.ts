/** The api package's global setup: creates the run's PostgreSQL database (migrated) for startTestApp, drops it after. */
export { setup, teardown } from '@hairsalon/api/testing/global-setup';
