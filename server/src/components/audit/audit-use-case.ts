import type { AuditEntry } from '@zlota/shared/entities';
import type { AuditQuery } from '@zlota/shared/schemas/audit';
import type { Deps } from '../../deps.js';
import { listAudit } from './audit-repository.js';

/** The log as a whole (/admin/audit) or of one record (its "Historia" tab), newest first. */
export const auditEntries = (deps: Deps, query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> => listAudit(deps.db, query);
