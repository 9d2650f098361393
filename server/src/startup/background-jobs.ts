import { scheduleBackups } from '../backups/backup-schedule.js';
import { markServerRunning } from '../backups/running-server.js';
import { schedulePaymentEventsRetention } from '../components/payments/payment-events-retention-use-case.js';
import type { Deps } from '../deps.js';
import { scheduleRecurringCharges } from '../components/recurring/recurring-schedule.js';

/**
 * The work one process does for the whole deployment on this machine (the single process, or the
 * cluster's primary): the hourly clean-up of old notifications, the monthly donations' charging (issue 40), the backups of BACKUP_EVERY_HOURS, and
 * the pid file that tells `npm run restore` a server is running on DATA_DIR.
 */
export function startBackgroundJobs(deps: Deps): { stop(): Promise<void> } {
  const retention = schedulePaymentEventsRetention(deps);
  const backups = scheduleBackups(deps);
  const recurring = scheduleRecurringCharges(deps);
  const running = markServerRunning(deps.config.dataDir);
  return {
    async stop() {
      await Promise.all([retention.stop(), backups.stop(), recurring.stop()]);
      running();
    },
  };
}
