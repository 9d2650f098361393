import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { repeatEvery, type Repeating } from '../../libraries/repeat.js';
import { chargeDue } from './charge-due-use-case.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 40: the charging job inside the server (the single process, or the cluster's primary; every instance on one
 * PostgreSQL may run it too, as the claims keep each month charged once): at start and every hour it charges what is
 * due up to today (a charge's day comes once a day; the hourly look confirms new schedules soon after their first payment).
 */
export function scheduleRecurringCharges(deps: Deps, everyMs = HOUR_MS): Repeating {
  const run = () =>
    chargeDue(deps, warsawDay(deps.clock.now())).then(
      (report) => {
        if (report.charged + report.activated + report.ended + report.expiring > 0) deps.logger.info({ report }, 'Wpłaty cykliczne');
      },
      (error: unknown) => deps.logger.error({ err: error }, 'Nie udało się pobrać wpłat cyklicznych'),
    );
  return repeatEvery(run, everyMs);
}
