import type { z } from 'zod';
import type { reconcileReportSchema } from '@zlota/shared/schemas/payment-views';
import type { Deps } from '../../deps.js';
import { applyPaymentEvent, type EventOutcome } from './apply-payment-event.js';
import { collectedDifferences, listStalePending } from './payments-repository.js';

const BATCH = 500;

/** What a run did, as the contract shows it (shared/src/schemas/payment-views.ts). */
export type ReconcileReport = z.output<typeof reconcileReportSchema>;

/**
 * Asks the providers again about payments still pending after `olderThanMinutes` (a lost
 * notification, a crash), applies their answers exactly like notifications, then checks that every
 * fundraiser's collected amount is the sum of its paid payments.
 */
export async function reconcile(deps: Deps, options: { olderThanMinutes: number }): Promise<ReconcileReport> {
  const report: ReconcileReport = { polled: 0, outcomes: {}, differences: [] };
  const count = (outcome: EventOutcome | 'error') => (report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1);
  const stale = await listStalePending(deps.db, deps.clock.now() - options.olderThanMinutes * 60_000, BATCH);
  for (const payment of stale) {
    report.polled += 1;
    try {
      const provider = await deps.payments.forPayment(deps.db, payment);
      if (!provider) throw new Error(`Brak konfiguracji operatora ${payment.provider}`);
      const status = await provider.fetchStatus({ guid: payment.guid, providerRef: payment.provider_ref });
      if (status.status === 'pending') continue;
      if (status.amount !== null && status.amount !== payment.amount) throw new Error('Kwota u operatora nie zgadza się z wpłatą');
      if (status.status === 'paid') await provider.confirm(payment, status.confirmation);
      const outcome = await applyPaymentEvent(
        deps.db,
        payment,
        {
          provider: provider.name,
          eventKey: `reconcile:${payment.guid}:${status.status}`,
          status: status.status,
          providerRef: status.providerRef,
          method: null,
          rawBody: JSON.stringify(status),
          headers: {},
        },
        deps.clock.now(),
      );
      count(outcome);
    } catch (error) {
      count('error');
      deps.logger.error({ err: error, guid: payment.guid }, 'Nie udało się uzgodnić płatności');
    }
  }
  report.differences = await collectedDifferences(deps.db);
  for (const difference of report.differences) {
    deps.logger.error(difference, 'Zebrana kwota zbiórki nie zgadza się z sumą wpłat');
  }
  return report;
}
