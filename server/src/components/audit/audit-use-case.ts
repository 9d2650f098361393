import type { AuditEntry } from '@zlota/shared/entities';
import type { AuditQuery } from '@zlota/shared/schemas/audit';
import type { Deps } from '../../deps.js';
import { auditOfCharity, listAudit } from './audit-repository.js';
import { withRecordLabels, type AuditNames } from './record-labels.js';

/**
 * The log as a whole (/admin/audit) or of one record (its "Historia" tab), newest first, each record named; the actor
 * asked for is a part of the author's e-mail or of their name.
 */
export async function auditEntries(deps: Deps, query: AuditQuery, names: AuditNames): Promise<{ items: AuditEntry[]; total: number }> {
  const words = (query.actor ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const page = await listAudit(deps.db, query, await names.people(deps.db, words));
  return { items: await withRecordLabels(deps.db, page.items, names.records), total: page.total };
}

/** How many entries a fundraiser's "Historia" shows at most, newest first. */
const CHARITY_HISTORY_MAX = 500;

/** The banner's order moved this fundraiser: onto it, off it, or to another place. */
function movedOnBanner(entry: AuditEntry, charityId: number): boolean {
  const place = (side: unknown) => ((side as { ids?: unknown } | null)?.ids as number[] | undefined)?.indexOf(charityId) ?? -1;
  return place(entry.before) !== place(entry.after);
}

/**
 * A fundraiser's "Historia" (issue 36 item 6): its own entries, its payments' voids and refunds, and the banner's orders
 * that moved it (one that left it in its place is left out), each record named as in the whole log.
 */
export async function charityHistory(deps: Deps, charityId: number, names: AuditNames): Promise<{ items: AuditEntry[]; total: number }> {
  const entries = await auditOfCharity(deps.db, charityId, await names.charityPayments(deps.db, charityId), CHARITY_HISTORY_MAX);
  const items = entries.filter((entry) => entry.action !== 'charity.banner_order' || movedOnBanner(entry, charityId));
  return { items: await withRecordLabels(deps.db, items, names.records), total: items.length };
}
