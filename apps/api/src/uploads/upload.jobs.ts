import type { AppDeps } from '../deps.js';
import { deleteOrphanUploads } from './image-store.js';

export const UPLOAD_CLEANUP_JOB = 'uploads.cleanup';

/** Daily: remove uploads no record refers to, 24 hours after they were made. */
export async function registerUploadJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(UPLOAD_CLEANUP_JOB, async () => {
    const deleted = await deleteOrphanUploads(deps);
    if (deleted > 0) deps.log.info({ deleted }, 'removed unclaimed uploads');
  });
  await deps.jobs.schedule(UPLOAD_CLEANUP_JOB, '17 3 * * *');
}
