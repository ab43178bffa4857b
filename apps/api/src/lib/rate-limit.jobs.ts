import type { AppDeps } from '../deps.js';
import { pruneRateLimitHits } from './rate-limit.js';

export const RATE_LIMIT_PRUNE_JOB = 'rate-limit.prune';

/** Hourly: counters whose window ended go, so rate_limit_hits holds only the current windows. */
export async function registerRateLimitJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(RATE_LIMIT_PRUNE_JOB, async () => {
    const pruned = await pruneRateLimitHits(deps.db, deps.now());
    if (pruned > 0) deps.log.info({ pruned }, 'pruned expired rate-limit counters');
  });
  await deps.jobs.schedule(RATE_LIMIT_PRUNE_JOB, '41 * * * *');
}
