import { useState } from 'react';
import { FieldError } from '../../../../components/ui/field-error';
import { useRemote } from '../../../../hooks/use-remote';
import { needyApi } from '../../api/needy-api';

interface NeedyPickerProps {
  id: string;
  value: string;
  /** The beneficiary the fundraiser has now, shown even when the search does not find them. */
  current: { id: number; label: string } | null;
  error: string | undefined;
  onChange: (id: string) => void;
}

/** Picks an existing beneficiary: a search (GET needy?q=) and a choice among what it found. */
export function NeedyPicker({ id, value, current, error, onChange }: NeedyPickerProps) {
  const [q, setQ] = useState('');
  const search = new URLSearchParams({ size: '20', ...(q.trim() ? { q: q.trim() } : {}) });
  const found = useRemote(`needy-picker?${search.toString()}`, (signal) => needyApi.list(search, signal));
  const options = found.status === 'ready' ? found.data.rows.map((row) => ({ id: row.id, label: `${row.name} ${row.surname}, ${row.city}` })) : [];
  if (current && !options.some((option) => option.id === current.id)) options.unshift(current);
  return (
    <div className="needy-picker">
      <div className="field">
        <label htmlFor={`${id}-search`}>Szukaj podopiecznego</label>
        <input id={`${id}-search`} type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Imię, nazwisko lub miejscowość" />
      </div>
      <div className="field">
        <label htmlFor={id}>Podopieczny</label>
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">{found.status === 'loading' ? 'Wyszukiwanie…' : `— wybierz (znaleziono ${options.length}) —`}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
