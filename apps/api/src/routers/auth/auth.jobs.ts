import type { AppDeps } from '../../deps.js';
import { issuePasswordReset, PASSWORD_RESET_JOB } from './auth.service.js';

/** The forgot-password job: the request only queues it, so known and unknown emails cost the caller the same. */
export async function registerAuthJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<{ email: string }>(PASSWORD_RESET_JOB, async ({ email }) => {
    await issuePasswordReset(deps, email);
  });
}
