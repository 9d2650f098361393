import { useEffect, useState, type FormEvent } from 'react';

interface UserFiltersProps {
  params: URLSearchParams;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** Search and the three filters of /admin/users; a select or the checkbox applies at once, the search on Enter. */
export function UserFilters({ params, onChange }: UserFiltersProps) {
  const current = params.get('q') ?? '';
  const [q, setQ] = useState(current);
  // Back-navigation changes the URL: the box follows it.
  useEffect(() => setQ(current), [current]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <form className="admin-filters" role="search" aria-label="Szukaj użytkowników" onSubmit={search}>
      <div className="admin-filters__field admin-filters__field--wide">
        <label htmlFor="users-q">Szukaj (imię, nazwisko, e-mail, login, telefon)</label>
        <div className="admin-filters__search">
          <input id="users-q" type="search" value={q} onChange={(event) => setQ(event.target.value)} />
          <button type="submit" className="btn btn--primary">
            Szukaj
          </button>
        </div>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="users-active">Status konta</label>
        <select id="users-active" value={params.get('active') ?? ''} onChange={(event) => onChange({ active: event.target.value })}>
          <option value="">Wszystkie</option>
          <option value="true">Aktywne</option>
          <option value="false">Nieaktywne</option>
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="users-admin">Uprawnienia</label>
        <select id="users-admin" value={params.get('admin') ?? ''} onChange={(event) => onChange({ admin: event.target.value })}>
          <option value="">Wszyscy</option>
          <option value="true">Administratorzy</option>
          <option value="false">Bez uprawnień administratora</option>
        </select>
      </div>
      <label className="admin-filters__check">
        <input type="checkbox" checked={params.get('unverified') === 'true'} onChange={(event) => onChange({ unverified: event.target.checked ? 'true' : undefined })} />
        Tylko z niepotwierdzonym e-mailem
      </label>
    </form>
  );
}
