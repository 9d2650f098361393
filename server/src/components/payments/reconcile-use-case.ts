import type { z } from 'zod';
import type { reconcileReportSchema } from '@zlota/shared/schemas/payment-views';
import type { Deps } from '../../deps.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { applyPaymentEvent, type EventOutcome } from './apply-payment-event.js';
import { collectedPage } from '../charities/charities-repository.js';
import { figureDifferences } from '../charities/catalog-figures.js';
import { correctionSums, ledgerSpentSums, ledgerSums } from '../ledger/ledger-repository.js';
import { listStalePending, paidSums, type PaymentRow } from './payments-repository.js';
import { followUpRefund, type RefundFollowUp } from './refund-follow-up-use-case.js';
import { confirmedRefundSums, listWaitingRefunds } from './refunds-repository.js';

const BATCH = 500;

/** What a run did, as the contract shows it (shared/src/schemas/payment-views.ts). */
export type ReconcileReport = z.output<typeof reconcileReportSchema>;
type CollectedDifference = ReconcileReport['differences'][number];
type SpentDifference = ReconcileReport['spent_differences'][number];

/**
 * Every fundraiser whose collected amount is not the sum of its paid (and manual) payments less the refunds
 * providers confirmed (with an admin's corrections, which move money beside the payments), or not the sum of its rows in the ledger (issue 35), a page at a time; `paid_sum` is that net
 * sum and `ledger_sum` the ledger's. Beside them, every fundraiser whose spent figure is not its expense rows in the ledger.
 */
async function collectedDifferences(deps: Deps): Promise<{ collected: CollectedDifference[]; spent: SpentDifference[] }> {
  const differences: CollectedDifference[] = [];
  const spentDifferences: SpentDifference[] = [];
  let afterId = 0;
  for (;;) {
    const page = await collectedPage(deps.db, afterId, BATCH);
    if (page.length === 0) return { collected: differences, spent: spentDifferences };
    const ids = page.map((charity) => charity.id);
    const [sums, refunds, ledger, ledgerSpent, corrections] = await Promise.all([
      paidSums(deps.db, ids),
      confirmedRefundSums(deps.db, ids),
      ledgerSums(deps.db, ids),
      ledgerSpentSums(deps.db, ids),
      correctionSums(deps.db, ids),
    ]);
    for (const { id, title, collected, spent } of page) {
      const spentInLedger = ledgerSpent.get(id) ?? 0;
      if (spent !== spentInLedger) spentDifferences.push({ charity_id: id, title, spent, ledger_spent: spentInLedger });
      const paid = (sums.get(id) ?? 0) - (refunds.get(id) ?? 0) + (corrections.get(id) ?? 0);
      const inLedger = ledger.get(id) ?? 0;
      if (collected !== paid || collected !== inLedger) differences.push({ charity_id: id, title, collected, paid_sum: paid, ledger_sum: inLedger });
    }
    afterId = page.at(-1)!.id;
  }
}


/** What asking the provider again about one payment did: an event's outcome, or still pending there. */
export type PollOutcome = EventOutcome | 'pending';

/**
 * Asks the payment's provider for its status and applies the answer exactly as a notification is
 * applied (applyPaymentEvent): one event per status, so a repeated poll never counts twice. Throws
 * when the provider cannot be asked or its answer does not match the payment.
 */
export async function pollPayment(deps: Deps, payment: PaymentRow): Promise<PollOutcome> {
  const provider = await deps.payments.forPayment(deps.db, payment);
  if (!provider) throw new Error(`Brak konfiguracji operatora ${payment.provider}`);
  const status = await provider.fetchStatus({ guid: payment.guid, providerRef: payment.provider_ref });
  if (status.status === 'pending') return 'pending';
  if (status.amount !== null && status.amount !== payment.amount) throw new Error('Kwota u operatora nie zgadza się z wpłatą');
  if (status.status === 'paid' && payment.status !== 'paid') await provider.confirm(payment, status.confirmation);
  return applyPaymentEvent(
    deps,
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
}

/**
 * Asks the providers again about payments still pending after `olderThanMinutes` (a lost
 * notification, a crash), applies their answers exactly like notifications, asks them about refunds
 * still waiting for their word as long (refund-follow-up-use-case.ts), then checks that every
 * fundraiser's collected amount is the sum of its paid payments and of its rows in the ledger, and the home page's maintained figures
 * against a full recount.
 */
export async function reconcile(deps: Deps, options: { olderThanMinutes: number }): Promise<ReconcileReport> {
  const report: ReconcileReport = { polled: 0, outcomes: {}, differences: [], figure_differences: [], spent_differences: [] };
  const count = (outcome: EventOutcome | RefundFollowUp | 'error') => (report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1);
  const cutoff = deps.clock.now() - options.olderThanMinutes * 60_000;
  const stale = await listStalePending(deps.db, cutoff, BATCH);
  for (const payment of stale) {
    report.polled += 1;
    try {
      const outcome = await pollPayment(deps, payment);
      if (outcome !== 'pending') count(outcome);
    } catch (error) {
      count('error');
      deps.logger.error({ err: error, guid: payment.guid }, 'Nie udało się uzgodnić płatności');
    }
  }
  for (const refund of await listWaitingRefunds(deps.db, cutoff, BATCH)) {
    try {
      count(await followUpRefund(deps, refund));
    } catch (error) {
      count('error');
      deps.logger.error({ err: error, guid: refund.payment_guid, refund: refund.refund_key }, 'Nie udało się uzgodnić zwrotu');
    }
  }
  const differences = await collectedDifferences(deps);
  report.differences = differences.collected;
  report.spent_differences = differences.spent;
  for (const difference of report.differences) {
    deps.logger.error(difference, 'Zebrana kwota zbiórki nie zgadza się z sumą wpłat');
  }
  for (const difference of report.spent_differences) {
    deps.logger.error(difference, 'Wydana kwota zbiórki nie zgadza się z wydatkami w księdze');
  }
  report.figure_differences = await figureDifferences(deps);
  for (const difference of report.figure_differences) {
    deps.logger.error(difference, 'Liczba na stronie głównej nie zgadza się z przeliczeniem zbiórek');
  }
  return report;
}

/** A run started from the panel is recorded with its report; the command-line run logs only. */
export async function reconcileByAdmin(deps: Deps, actor: AuditActor, options: { olderThanMinutes: number }): Promise<ReconcileReport> {
  const report = await reconcile(deps, options);
  const summary = { polled: report.polled, outcomes: report.outcomes, differences: report.differences.length, figure_differences: report.figure_differences.length, spent_differences: report.spent_differences.length };
  await recordAudit(deps.db, { actor, action: 'payment.reconcile', entity_type: 'payment', entity_id: null, after: summary }, deps.clock.now());
  return report;
}
