import type { AuditEntry } from '@zlota/shared/entities';
import type { AuditQuery } from '@zlota/shared/schemas/audit';
import type { Deps } from '../../deps.js';
import { listAudit } from './audit-repository.js';
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
