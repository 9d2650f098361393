import { useState, type FormEvent } from 'react';
import { useRemote } from '../../../../hooks/use-remote';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';

/** Finds an active fundraiser with a beneficiary (only those may be on the banner) and adds it at the end. */
export function BannerAdd({ exclude, full, onAdd }: { exclude: number[]; full: boolean; onAdd: (item: AdminCharity) => void }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState('');
  const search = new URLSearchParams({ status: 'active', sort: 'title', order: 'asc', size: '20', ...(q.trim() ? { q: q.trim() } : {}) });
  const active = useRemote(`banner-candidates?${search.toString()}`, (signal) => charitiesApi.list(search, signal));
  const candidates = active.status === 'ready' ? active.data.rows.filter((row) => row.needy && !exclude.includes(row.id)) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = candidates.find((row) => String(row.id) === chosen);
    if (item) onAdd(item);
    setChosen('');
  };
  return (
    <form className="banner-order__add" onSubmit={submit}>
      <div className="field">
        <label htmlFor="banner-search">Szukaj aktywnej zbiórki</label>
        <input id="banner-search" type="search" value={q} onChange={(event) => setQ(event.target.value)} disabled={full} />
      </div>
      <div className="field">
        <label htmlFor="banner-add">Dodaj aktywną zbiórkę do banera</label>
        <select id="banner-add" value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={full}>
          <option value="">{active.status === 'ready' ? `— wybierz (znaleziono ${candidates.length}) —` : 'Wyszukiwanie…'}</option>
          {candidates.map((row) => (
            <option key={row.id} value={row.id}>
              {row.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn" disabled={!chosen || full}>
        Dodaj do banera
      </button>
    </form>
  );
}
