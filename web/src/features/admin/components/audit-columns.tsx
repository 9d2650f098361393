import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { auditChanges, auditChangeText } from '@zlota/shared/audit-changes';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntityType } from '@zlota/shared/audit';
import { formatWhen } from '@zlota/shared/format';
import type { AuditEntry } from '@zlota/shared/entities';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';

/** An amount of money in a line ("9 000,00 zł"), kept on one line however narrow the column. */
const AMOUNT = /-?\d{1,3}(?:[\u00a0 ]\d{3})*,\d{2}[\u00a0 ]zł/g;

function wholeAmounts(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(AMOUNT)) {
    parts.push(text.slice(last, match.index));
    parts.push(<span key={match.index} className="money">{match[0]}</span>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** Where a record is handled in the panel; settings have no screen of their own. */
export function recordHref(type: AuditEntityType, id: number | null): string | null {
  if (id === null) return null;
  if (type === 'charity') return paths.adminCharityEdit.getHref({ id: String(id) });
  if (type === 'needy') return paths.adminNeedy.getHref(undefined, `id=${id}`);
  if (type === 'user') return paths.adminUsers.getHref(undefined, `history=${id}`);
  if (type === 'payment') return paths.adminPayments.getHref();
  return null;
}

/** What changed, a line a field: "Status: Czeka na płatność → Opłacona"; nothing stored, nothing to open. */
function Details({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <>—</>;
  return (
    <details className="audit-details">
      <summary>
        Szczegóły<span className="visually-hidden"> wpisu nr {entry.id}</span>
      </summary>
      <ul className="audit-details__changes">
        {changes.map((change) => (
          <li key={change.field}>{wholeAmounts(auditChangeText(change))}</li>
        ))}
      </ul>
    </details>
  );
}

/** The record in words ("Wpłata 250,00 zł — Wózek dla Leny"); by its kind and number only when it has no name (gone). */
function Record({ entry }: { entry: AuditEntry }) {
  const label = entry.entity_label ?? `${AUDIT_ENTITY_LABELS[entry.entity_type]}${entry.entity_id === null ? '' : ` nr ${entry.entity_id}`}`;
  const href = recordHref(entry.entity_type, entry.entity_id);
  return href ? <Link to={href}>{label}</Link> : <>{label}</>;
}

const when: DataTableColumn<AuditEntry> = { id: 'at', header: 'Kiedy', cell: (entry) => <time dateTime={entry.at}>{formatWhen(entry.at)}</time>, sortValue: (entry) => entry.at, serverSort: true };
const who: DataTableColumn<AuditEntry> = { id: 'actor_email', header: 'Kto', cell: (entry) => entry.actor_email ?? 'system', sortValue: (entry) => entry.actor_email ?? '', serverSort: true, breakable: true };
const what: DataTableColumn<AuditEntry> = { id: 'action', header: 'Co', cell: (entry) => AUDIT_ACTION_LABELS[entry.action], sortValue: (entry) => AUDIT_ACTION_LABELS[entry.action], serverSort: true };
const record: DataTableColumn<AuditEntry> = { id: 'record', header: 'Rekord', cell: (entry) => <Record entry={entry} /> };
const note: DataTableColumn<AuditEntry> = { id: 'note', header: 'Notatka', cell: (entry) => entry.note ?? '', fold: true };
const details: DataTableColumn<AuditEntry> = { id: 'details', header: 'Szczegóły', cell: (entry) => <Details entry={entry} /> };

/** The whole log names the record; a record's own history does not need to. */
export const AUDIT_COLUMNS = [when, who, what, record, note, details];
export const HISTORY_COLUMNS = [when, who, what, note, details];
