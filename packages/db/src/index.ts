export * from './client.js';
export { hashPassword, verifyPassword } from './password.js';
export * as schema from './schema.js';
export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SCHEDULE_DAYS, seedDemoData, seedReferenceData } from './seed.js';
export { TABLE_CHANGES_CHANNEL, TableChanges, writtenTables } from './table-changes.js';
