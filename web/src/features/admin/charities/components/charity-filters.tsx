import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StatusOptions } from './status-options';

export const SORT_LABELS = {
  created_at: 'Data utworzenia',
  updated_at: 'Data zmiany',
  title: 'Tytuł',
  status: 'Status',
  target_amount: 'Kwota celu',
  collected_amount: 'Zebrana kwota',
  promoted_order: 'Kolejność banera',
} as const;

const FILTERS = ['q', 'status', 'promoted', 'sort', 'order'] as const;

/** Search, filters and sorting of the fundraiser list, read from and written to the URL (a link keeps them). */
export function CharityFilters() {
  const [params, setParams] = useSearchParams();
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    const owner = params.get('owner_id');
    if (owner) next.set('owner_id', owner);
    setParams(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onSelect = (event: FormEvent<HTMLSelectElement>) => event.currentTarget.form && apply(event.currentTarget.form);
  const dropOwner = () => {
    const next = new URLSearchParams(params);
    next.delete('owner_id');
    next.delete('page');
    setParams(next);
  };
  return (
    <form className="admin-filters" role="search" aria-label="Szukaj zbiórek" onSubmit={onSubmit} key={params.toString()}>
      <div className="field">
        <label htmlFor="charities-q">Szukaj</label>
        <input id="charities-q" name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Tytuł, podopieczny, właściciel" />
      </div>
      <div className="field">
        <label htmlFor="charities-status">Status</label>
        <select id="charities-status" name="status" defaultValue={params.get('status') ?? ''} onChange={onSelect}>
          <option value="">Wszystkie</option>
          <StatusOptions />
        </select>
      </div>
      <div className="field">
        <label htmlFor="charities-promoted">Wyróżnienie</label>
        <select id="charities-promoted" name="promoted" defaultValue={params.get('promoted') ?? ''} onChange={onSelect}>
          <option value="">Wszystkie</option>
          <option value="true">Wyróżnione</option>
          <option value="false">Niewyróżnione</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="charities-sort">Sortuj według</label>
        <select id="charities-sort" name="sort" defaultValue={params.get('sort') ?? 'created_at'} onChange={onSelect}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="charities-order">Kierunek</label>
        <select id="charities-order" name="order" defaultValue={params.get('order') ?? 'desc'} onChange={onSelect}>
          <option value="desc">Malejąco</option>
          <option value="asc">Rosnąco</option>
        </select>
      </div>
      <button type="submit" className="btn btn--primary">
        Szukaj
      </button>
      {params.get('owner_id') && (
        <p className="admin-filters__owner">
          Tylko zbiórki właściciela nr {params.get('owner_id')}.{' '}
          <button type="button" className="btn btn--small" onClick={dropOwner}>
            Pokaż wszystkich właścicieli
          </button>
        </p>
      )}
    </form>
  );
}
