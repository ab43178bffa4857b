import { isLanguage } from '@hairsalon/shared';
import type { AppDeps } from '../../deps.js';
import { issuePasswordReset, PASSWORD_RESET_JOB } from './auth.service.js';

/** The forgot-password job: the request only queues it, so known and unknown emails cost the caller the same. */
export async function registerAuthJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<{ email: string; language?: string }>(PASSWORD_RESET_JOB, async ({ email, language }) => {
    // Jobs queued before languages existed carry none: English.
    await issuePasswordReset(deps, email, isLanguage(language) ? language : undefined);
  });
}
