import { Link } from 'react-router-dom';
import { pageItems, pageSearch } from '../utils/paging';

interface PaginationProps {
  current: number;
  total: number;
  /** The link of a page of this list: `paths.x.getHref(undefined, search)`. */
  hrefOf: (search: string | undefined) => string;
}

/** "Poprzednia", the page numbers and "Następna"; the current page is marked for screen readers too. */
export function Pagination({ current, total, hrefOf }: PaginationProps) {
  if (total <= 1) return null;
  const href = (page: number) => hrefOf(pageSearch(page));
  return (
    <nav className="pagination" aria-label="Strony listy zbiórek">
      {current > 1 && (
        <Link to={href(current - 1)} className="pagination__step" rel="prev">
          Poprzednia
        </Link>
      )}
      <ol className="pagination__pages">
        {pageItems(current, total).map((item, position) =>
          item === 'gap' ? (
            <li key={`gap-${position}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={href(item)} className="pagination__page" aria-current={item === current ? 'page' : undefined} aria-label={`Strona ${item}`}>
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < total && (
        <Link to={href(current + 1)} className="pagination__step" rel="next">
          Następna
        </Link>
      )}
    </nav>
  );
}
