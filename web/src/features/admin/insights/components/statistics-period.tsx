import { useState, type FormEvent } from 'react';
import { STATISTICS_GROUPS, type StatisticsGroup } from '@zlota/shared/schemas/statistics';
import { GROUP_LABELS } from './statistics-labels';

export interface StatisticsPeriod {
  from: string;
  to: string;
  group: StatisticsGroup;
}

interface StatisticsPeriodFormProps {
  period: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}

/** The period and its split, applied together with "Pokaż" so a half-typed date is not sent. */
export function StatisticsPeriodForm({ period, onChange }: StatisticsPeriodFormProps) {
  const [draft, setDraft] = useState(period);
  const [seen, setSeen] = useState(period);
  // Back-navigation changes the URL: the form follows it.
  if (seen !== period) {
    setSeen(period);
    setDraft(period);
  }
  const set = (name: keyof StatisticsPeriod) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form className="admin-filters" aria-label="Okres statystyk" onSubmit={submit}>
      <div className="admin-filters__field">
        <label htmlFor="statistics-from">Od dnia</label>
        <input id="statistics-from" type="date" required value={draft.from} onChange={set('from')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="statistics-to">Do dnia</label>
        <input id="statistics-to" type="date" required value={draft.to} onChange={set('to')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="statistics-group">Podział</label>
        <select id="statistics-group" value={draft.group} onChange={set('group')}>
          {STATISTICS_GROUPS.map((group) => (
            <option key={group} value={group}>
              {GROUP_LABELS[group]}
            </option>
          ))}
        </select>
      </div>
      <div className="actions admin-filters__actions">
        <button type="submit" className="btn btn--primary">
          Pokaż
        </button>
      </div>
    </form>
  );
}
