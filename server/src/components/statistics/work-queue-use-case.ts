import { groszeToZl } from '@zlota/shared/money';
import { monthToDate } from '@zlota/shared/warsaw-days';
import type { QueuedPayment, WorkQueue } from '@zlota/shared/entities';
import { FAILED_RECENT_DAYS, STALE_PENDING_MINUTES, WORK_QUEUE_ITEMS } from '@zlota/shared/work-queue';
import { API_ROUTES, roleAllows } from '@zlota/shared/api-routes';
import type { Deps } from '../../deps.js';
import { countOpenEntries } from '../bank-statements/bank-statements-repository.js';
import { withOwners } from '../charities/admin-charities-use-case.js';
import { failedEmailCount } from '../emails/outbox-use-case.js';
import { recordView } from '../foundation/foundation-use-case.js';
import { charityFlow, countActive, findCharitiesByIds, waitingForReview } from '../charities/admin-charities-repository.js';
import { waitingRevisions, type RevisionRow } from '../charities/revisions-repository.js';
import { latestManual, paidIn, recentFailed, stalePending } from '../payments/payment-figures-repository.js';
import type { PaymentRow } from '../payments/payments-repository.js';
import { openReports } from '../reports/reports-use-case.js';
import type { UserRow } from '../users/users-repository.js';

type QueuedCharity = WorkQueue['review']['items'][number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** Payments with the title of their fundraiser, as the queue lists them. */
async function queued(deps: Deps, payments: PaymentRow[]): Promise<QueuedPayment[]> {
  const charities = new Map((await findCharitiesByIds(deps.db, [...new Set(payments.map((p) => p.charity_id))])).map((c) => [c.id, c]));
  return payments.map((payment) => {
    const charity = charities.get(payment.charity_id);
    return {
      guid: payment.guid,
      charity: charity ? { id: charity.id, title: charity.title, url: charity.url } : null,
      amount: groszeToZl(payment.amount),
      provider: payment.provider,
      test: payment.provider === 'sandbox',
      method: payment.method,
      status: payment.status,
      donor_name: payment.anonymous ? null : payment.donor_name,
      note: payment.note,
      created_at: iso(payment.created_at)!,
      paid_at: iso(payment.paid_at),
    };
  });
}

/** Fundraisers whose changes wait for review, each since its change was saved. */
async function revisedCharities(deps: Deps, revisions: RevisionRow[]): Promise<QueuedCharity[]> {
  const charities = new Map((await withOwners(deps, await findCharitiesByIds(deps.db, revisions.map((r) => r.charity_id)))).map((c) => [c.id, c]));
  return revisions.flatMap((revision) => {
    const charity = charities.get(revision.charity_id);
    return charity ? [{ id: charity.id, url: charity.url, title: charity.title, owner: charity.owner, waiting_since: iso(revision.created_at)! }] : [];
  });
}

/** Open reports, for the roles that may read them. */
async function queuedReports(deps: Deps, user: UserRow): Promise<WorkQueue['reports']> {
  if (!roleAllows(user.staff_role, API_ROUTES.adminReports)) return null;
  const { items, total } = await openReports(deps, WORK_QUEUE_ITEMS);
  return { total, items: items.map(({ id, charity, reason, description, created_at }) => ({ id, charity, reason, description, created_at })) };
}

/** What waits for the foundation's staff, each item with what they need to act on it (reports only for their roles). */
export async function workQueue(deps: Deps, user: UserRow): Promise<WorkQueue> {
  const now = deps.clock.now();
  const period = monthToDate(now);
  const review = await waitingForReview(deps.db, WORK_QUEUE_ITEMS);
  const revisions = await waitingRevisions(deps.db, WORK_QUEUE_ITEMS);
  const pending = await stalePending(deps.db, now - STALE_PENDING_MINUTES * MINUTE, WORK_QUEUE_ITEMS);
  const failed = await recentFailed(deps.db, now - FAILED_RECENT_DAYS * DAY, WORK_QUEUE_ITEMS);
  const manual = await latestManual(deps.db, WORK_QUEUE_ITEMS);
  const [paidNow, paidBefore] = [await paidIn(deps.db, period.from, period.to), await paidIn(deps.db, period.previousFrom, period.previousTo)];
  const [flowNow, flowBefore] = [await charityFlow(deps.db, period.from, period.to), await charityFlow(deps.db, period.previousFrom, period.previousTo)];
  const active = await countActive(deps.db);
  const { foundation, example } = await recordView(deps.db);
  return {
    foundation: !foundation ? 'missing' : example ? 'example' : 'complete',
    review: {
      total: review.total,
      items: (await withOwners(deps, review.items)).map((charity) => ({
        id: charity.id, url: charity.url, title: charity.title, owner: charity.owner, waiting_since: charity.updated_at,
      })),
    },
    revisions: { total: revisions.total, items: await revisedCharities(deps, revisions.items) },
    reports: await queuedReports(deps, user),
    failed_emails: roleAllows(user.staff_role, API_ROUTES.adminEmails) ? await failedEmailCount(deps) : null,
    transfers: roleAllows(user.staff_role, API_ROUTES.adminBankStatementEntryAssign) ? await countOpenEntries(deps.db) : null,
    stale_pending: { total: pending.total, items: await queued(deps, pending.items) },
    failed: { total: failed.total, items: await queued(deps, failed.items) },
    manual: await queued(deps, manual.items),
    figures: {
      collected: { current: groszeToZl(paidNow.amount), previous: groszeToZl(paidBefore.amount) },
      donations: { current: paidNow.count, previous: paidBefore.count },
      new_charities: { current: flowNow.created, previous: flowBefore.created },
      // Active at the start of this month: those active now, less those published since, plus those ended since.
      active_charities: { current: active, previous: active - flowNow.published + flowNow.ended },
    },
    period: { from: iso(period.from)!, to: iso(period.to)!, previous_from: iso(period.previousFrom)!, previous_to: iso(period.previousTo)! },
  };
}
