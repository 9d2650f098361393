import { useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '@zlota/shared/constants';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES } from '@zlota/shared/audit';

export const AUDIT_FILTERS = ['entity_type', 'entity_id', 'actor', 'action', 'from', 'to'] as const;
type Filters = Record<(typeof AUDIT_FILTERS)[number], string>;

const read = (params: URLSearchParams) => Object.fromEntries(AUDIT_FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;

interface AuditFiltersProps {
  params: URLSearchParams;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** The log's filters, applied together with "Filtruj" so a half-typed number is not sent. */
export function AuditFilters({ params, onChange }: AuditFiltersProps) {
  const [filters, setFilters] = useState<Filters>(() => read(params));
  const [seen, setSeen] = useState(params);
  // Back-navigation changes the URL: the form follows it.
  if (seen !== params) {
    setSeen(params);
    setFilters(read(params));
  }
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setFilters((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters });
  };
  const clear = () => onChange(Object.fromEntries(AUDIT_FILTERS.map((name) => [name, undefined])));
  return (
    <form className="admin-filters" aria-label="Filtry dziennika zdarzeń" onSubmit={submit}>
      <div className="admin-filters__field">
        <label htmlFor="audit-entity-type">Rodzaj rekordu</label>
        <select id="audit-entity-type" value={filters.entity_type} onChange={set('entity_type')}>
          <option value="">Wszystkie</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_ENTITY_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field admin-filters__field--narrow">
        <label htmlFor="audit-entity-id">Nr rekordu</label>
        <input id="audit-entity-id" inputMode="numeric" pattern="[0-9]*" value={filters.entity_id} onChange={set('entity_id')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="audit-actor">Kto (imię i nazwisko lub e-mail, także ich część)</label>
        <input id="audit-actor" type="search" maxLength={EMAIL_MAX_LENGTH} value={filters.actor} onChange={set('actor')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="audit-action">Zdarzenie</label>
        <select id="audit-action" value={filters.action} onChange={set('action')}>
          <option value="">Wszystkie</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="audit-from">Od dnia</label>
        <input id="audit-from" type="date" value={filters.from} onChange={set('from')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="audit-to">Do dnia</label>
        <input id="audit-to" type="date" value={filters.to} onChange={set('to')} />
      </div>
      <div className="actions admin-filters__actions">
        <button type="submit" className="btn btn--primary">
          Filtruj
        </button>
        <button type="button" className="btn" onClick={clear}>
          Wyczyść filtry
        </button>
      </div>
    </form>
  );
}
