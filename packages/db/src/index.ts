export * from './client.js';
export { hashPassword, verifyPassword } from './password.js';
export * as schema from './schema.js';
export {
  DEMO_FAQS,
  DEMO_LOCATIONS,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_SALON,
  DEMO_SCHEDULE_DAYS,
  seedDemoData,
  seedReferenceData,
} from './seed.js';
export * from './table-changes.js';
