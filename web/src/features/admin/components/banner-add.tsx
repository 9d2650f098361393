import { useState, type FormEvent } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { charitiesApi, type AdminCharity } from '../api/charities-api';

const ACTIVE = new URLSearchParams({ status: 'active', sort: 'title', dir: 'asc', size: '50' });

/** Picks an active fundraiser with a beneficiary (only those may be on the banner) to add at the end. */
export function BannerAdd({ exclude, full, onAdd }: { exclude: number[]; full: boolean; onAdd: (item: AdminCharity) => void }) {
  const active = useRemote('banner-candidates', (signal) => charitiesApi.list(ACTIVE, signal));
  const [chosen, setChosen] = useState('');
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
        <label htmlFor="banner-add">Dodaj aktywną zbiórkę do banera</label>
        <select id="banner-add" value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={full}>
          <option value="">— wybierz zbiórkę —</option>
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
