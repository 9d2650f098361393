import { REPORT_MESSAGES } from '@zlota/shared/reports';
import type { CharityReportInput, CharityReportView, ReportCloseInput, ReportQuery } from '@zlota/shared/schemas/reports';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { charityNotFound, hasPage } from '../charities/catalog-use-case.js';
import { findCharitiesByIds } from '../charities/admin-charities-repository.js';
import { findCharity } from '../charities/charities-repository.js';
import { moderateCharityIn } from '../charities/moderation-use-case.js';
import type { UserRow } from '../users/users-repository.js';
import { closeReport, findReport, insertReport, listReports, type ReportRow } from './reports-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Reports with the title and address of their fundraisers, as the panel shows them. */
async function withCharities(deps: Deps, rows: ReportRow[]): Promise<CharityReportView[]> {
  const charities = new Map((await findCharitiesByIds(deps.db, [...new Set(rows.map((row) => row.charity_id))])).map((c) => [c.id, c]));
  return rows.flatMap((row) => {
    const charity = charities.get(row.charity_id);
    if (!charity) return [];
    return [{
      id: row.id,
      charity: { id: charity.id, title: charity.title, url: charity.url },
      reason: row.reason,
      description: row.description,
      email: row.email,
      status: row.status,
      created_at: iso(row.created_at)!,
      decision: row.decision,
      note: row.note,
      closed_by: row.closed_by_email === null ? null : { id: row.closed_by, email: row.closed_by_email },
      closed_at: iso(row.closed_at),
    }];
  });
}

/** Anyone reports a fundraiser whose page is public; of any other, as of an unknown one, nothing is said. */
export async function reportCharity(deps: Deps, charityId: number, input: CharityReportInput): Promise<{ message: string }> {
  const record = await findCharity(deps.db, { id: charityId });
  if (!record || !hasPage(record)) throw charityNotFound();
  await insertReport(deps.db, { charity_id: charityId, reason: input.reason, description: input.description, email: input.email }, deps.clock.now());
  return { message: REPORT_MESSAGES.sent };
}

export async function charityReports(deps: Deps, query: ReportQuery): Promise<{ items: CharityReportView[]; total: number }> {
  const page = await listReports(deps.db, query.status, query);
  return { items: await withCharities(deps, page.items), total: page.total };
}

/** The open reports the work queue shows: how many, and the longest waiting. */
export async function openReports(deps: Deps, limit: number) {
  return charityReports(deps, { status: 'open', limit, offset: 0 });
}

const alreadyClosed = () => new AppError('REPORT_ALREADY_CLOSED', 409, REPORT_MESSAGES.alreadyClosed);

/**
 * A moderator closes a report with a decision; the decision and its note go to the audit log in the same step.
 * "Zbiórka zamknięta" closes the fundraiser too, as moderation does (unless it is closed already): all or nothing.
 */
export async function closeCharityReport(deps: Deps, actor: UserRow, id: number, input: ReportCloseInput): Promise<CharityReportView> {
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const report = await findReport(trx, id);
    if (!report) throw notFound(REPORT_MESSAGES.notFound);
    if (report.status === 'closed') throw alreadyClosed();
    const closing = { decision: input.decision, note: input.note, closed_by: actor.id, closed_by_email: actor.email, closed_at: now };
    if (!(await closeReport(trx, id, closing))) throw alreadyClosed();
    if (input.decision === 'charity_closed' && (await findCharity(trx, { id: report.charity_id }))?.status !== 'closed') {
      await moderateCharityIn(trx, deps, actor, report.charity_id, { action: 'close', note: input.note }, now);
    }
    await recordAudit(trx, {
      actor,
      action: 'report.close',
      entity_type: 'report',
      entity_id: id,
      before: { status: 'open', charity_id: report.charity_id, reason: report.reason },
      after: { status: 'closed', decision: input.decision },
      note: input.note,
    }, now);
  });
  const [view] = await withCharities(deps, [(await findReport(deps.db, id))!]);
  if (!view) throw notFound(REPORT_MESSAGES.notFound);
  return view;
}
