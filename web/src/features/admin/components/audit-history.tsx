import { AUDIT_ENTITY_LABELS, type AuditEntityType } from '@zlota/shared/audit';
import { DataTable } from '../../../components/ui/data-table';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { auditApi } from '../api/audit-api';
import { AUDIT_COLUMNS, HISTORY_COLUMNS } from './audit-columns';

interface AuditHistoryProps {
  entityType: AuditEntityType;
  entityId: number;
}

const HISTORY_SIZE = 100;

/**
 * A record's "Historia": its audit entries, newest first; the whole log is at /admin/audit. A fundraiser's also holds its
 * payments' voids and refunds and the banner's changes, so each entry names its record ("Wpłata 40,00 zł — …").
 */
export function AuditHistory({ entityType, entityId }: AuditHistoryProps) {
  const query = new URLSearchParams({ entity_type: entityType, entity_id: String(entityId), size: String(HISTORY_SIZE) });
  const ofCharity = entityType === 'charity';
  const remote = useRemote(query.toString(), (signal) => (ofCharity ? auditApi.charityHistory(entityId, signal) : auditApi.list(query, signal)));
  const caption = `Historia: ${AUDIT_ENTITY_LABELS[entityType].toLowerCase()} nr ${entityId}`;
  const allHref = paths.adminAudit.getHref(undefined, query.toString().replace(/&size=\d+/, ''));
  if (remote.status === 'error') return <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: allHref, label: 'Cały dziennik zdarzeń' }} />;
  if (remote.status !== 'ready') return <p role="status">Wczytywanie historii…</p>;
  const rows = [...remote.data.rows].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <div className="audit-history">
      <DataTable caption={caption} columns={ofCharity ? AUDIT_COLUMNS : HISTORY_COLUMNS} data={rows} rowKey={(entry) => String(entry.id)} empty="Brak wpisów w historii tego rekordu." />
      {remote.data.total > rows.length && <p>Pokazano {rows.length} najnowszych z {remote.data.total} wpisów.</p>}
    </div>
  );
}
