import type { AppDeps } from '../../deps.js';
import { reconcileUnsettledPayments } from './payment.service.js';

export const PAYMENT_RECONCILE_JOB = 'payment.reconcile';

/** Every minute: settle payments whose capture was sent but whose outcome was never recorded. */
export async function registerPaymentJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(PAYMENT_RECONCILE_JOB, async () => {
    const counts = await reconcileUnsettledPayments(deps);
    if (counts.confirmed + counts.refunded + counts['not-captured'] > 0) deps.log.info(counts, 'reconciled payments');
  });
  await deps.jobs.schedule(PAYMENT_RECONCILE_JOB, '* * * * *');
}
