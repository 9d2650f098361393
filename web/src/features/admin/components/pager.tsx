interface PagerProps {
  page: number;
  size: number;
  total: number;
  /** What the list holds, for the screen reader's "Strona 2 z 5: użytkownicy". */
  label: string;
  onPage: (page: number) => void;
}

/** Previous / next through an admin list; the page lives in the URL, so back-navigation returns to it. */
export function Pager({ page, size, total, label, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  return (
    <nav className="pager" aria-label={`Strony: ${label}`}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Poprzednia strona
      </button>
      <p aria-live="polite">
        {first}–{last} z {total} · strona {Math.min(page, pages)} z {pages}
      </p>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Następna strona
      </button>
    </nav>
  );
}
