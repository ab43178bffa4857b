import { createDatabase } from '@hairsalon/db';
import { createTestDatabase, dropStaleTestDatabases, type TestDatabase } from '@hairsalon/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

let database: TestDatabase | undefined;

/** Creates the run's PostgreSQL database and applies the migrations; drops it afterwards. */
export async function setup(project: TestProject) {
  // What killed runs left behind (their processes are gone); never a database of a run still going.
  for (const prefix of ['hairsalon_api_test', 'hairsalon_api_isolated']) await dropStaleTestDatabases(prefix);
  database = await createTestDatabase('hairsalon_api_test');
  const handle = createDatabase({ url: database.url, poolSize: 2 });
  await handle.migrate();
  await handle.close();
  project.provide('databaseUrl', database.url);
}

export async function teardown() {
  await database?.drop();
}
