import { useSearchParams } from 'react-router-dom';

/** Previous and next page of a panel list; the page lives in the URL with the filters. */
export function Pager({ total, size, label }: { total: number; size: number; label: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const pages = Math.max(1, Math.ceil(total / size));
  const go = (to: number) => {
    const next = new URLSearchParams(params);
    if (to === 1) next.delete('page');
    else next.set('page', String(to));
    setParams(next);
  };
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn--small" disabled={page <= 1} onClick={() => go(page - 1)}>
        ← Poprzednia
      </button>
      <span aria-live="polite">
        Strona {Math.min(page, pages)} z {pages} · razem {total}
      </span>
      <button type="button" className="btn btn--small" disabled={page >= pages} onClick={() => go(page + 1)}>
        Następna →
      </button>
    </nav>
  );
}
