import type { Deps } from '../../deps.js';
import { repeatEvery, type Repeating } from '../../libraries/repeat.js';
import { deleteEventsBefore } from './payment-events-repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Forgets stored notifications older than PAYMENT_EVENTS_RETENTION_DAYS, except those of a paid payment:
 * its money was counted from them. How many were forgotten.
 */
export async function forgetOldPaymentEvents(deps: Deps): Promise<number> {
  const before = deps.clock.now() - deps.config.paymentNotifications.retentionMs;
  const forgotten = await deleteEventsBefore(deps.db, before);
  if (forgotten > 0) deps.logger.info({ forgotten }, 'Usunięto stare powiadomienia o płatnościach');
  return forgotten;
}

export type RetentionSchedule = Repeating;

/** Runs the retention at start and then every hour, without keeping the process alive. */
export function schedulePaymentEventsRetention(deps: Deps, everyMs = HOUR_MS): RetentionSchedule {
  const run = () =>
    forgetOldPaymentEvents(deps).then(
      () => undefined,
      (error: unknown) => deps.logger.error({ err: error }, 'Nie udało się usunąć starych powiadomień o płatnościach'),
    );
  return repeatEvery(run, everyMs);
}
