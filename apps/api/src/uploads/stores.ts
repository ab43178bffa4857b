import type { Database } from '@hairsalon/db';
import type { AppConfig } from '../config.js';
import type { ImageStore } from './store.js';
import { createPostgresImageStore } from './store-postgres.js';
import { createS3ImageStore } from './store-s3.js';

/** The image store the configuration names: the bucket when S3_* is set, else the database. */
export function createImageStore(config: Pick<AppConfig, 's3'>, db: Database): ImageStore {
  return config.s3 ? createS3ImageStore(config.s3) : createPostgresImageStore(db);
}
