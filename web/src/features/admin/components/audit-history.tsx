import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { AUDIT_ACTION_LABELS, type AuditEntityType } from '@zlota/shared/audit';
import type { AuditEntry } from '@zlota/shared/entities';
import { useRemote } from '../../../hooks/use-remote';
import { api } from '../../../lib/api-client';

const when = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Warsaw' });

// A small working version for this branch; the audit screen's engineer owns the full one (same path and props).
/** A record's "Historia": who did what to it and when, newest first, from the audit log. */
export function AuditHistory({ entityType, entityId }: { entityType: AuditEntityType; entityId: number }) {
  const search = new URLSearchParams({ entity_type: entityType, entity_id: String(entityId) });
  const entries = useRemote(`audit:${entityType}:${entityId}`, (signal) => api.get<AuditEntry[]>(apiPath(API_ROUTES.adminAudit), { searchParams: search, signal }));
  if (entries.status === 'error') return <p className="form-error">{entries.message}</p>;
  if (entries.status !== 'ready') return <p role="status">Wczytywanie historii…</p>;
  if (entries.data.length === 0) return <p>Brak wpisów w dzienniku zdarzeń.</p>;
  return (
    <ol className="audit-history">
      {entries.data.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> — {AUDIT_ACTION_LABELS[entry.action]}
          {entry.actor_email ? `, ${entry.actor_email}` : ''}
          {entry.note ? <span className="audit-history__note"> ({entry.note})</span> : null}
        </li>
      ))}
    </ol>
  );
}
