import type { AuditEntry } from '@zlota/shared/entities';
import type { AuditQuery } from '@zlota/shared/schemas/audit';
import type { Deps } from '../../deps.js';
import { listAudit } from './audit-repository.js';
import { withRecordLabels, type RecordLabels } from './record-labels.js';

/** The log as a whole (/admin/audit) or of one record (its "Historia" tab), newest first, each record named. */
export async function auditEntries(deps: Deps, query: AuditQuery, labels: RecordLabels): Promise<{ items: AuditEntry[]; total: number }> {
  const page = await listAudit(deps.db, query);
  return { items: await withRecordLabels(deps.db, page.items, labels), total: page.total };
}
