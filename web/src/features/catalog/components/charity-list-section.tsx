import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { HOME_PAGE_SIZE } from '@zlota/shared/constants';
import { paths } from '../../../config/paths';
import { useCharityCount } from '../hooks/use-charity-count';
import { useCharityPage } from '../hooks/use-charity-page';
import { PAGE_PARAM, pageCount, parsePage } from '../utils/paging';
import { hasFilters, readFilters, writeFilters } from '../../../lib/catalog-filters';
import { FilterBar } from './filter-bar';
import { CharityGrid } from './charity-grid';
import { ListStatus } from './list-status';
import { Pagination } from './pagination';
import { CardGridSkeleton } from './skeletons';

/** The paged list of fundraisers of / and /zbiorki; the page lives in the URL (?strona=2). */
export function CharityListSection() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePage(searchParams.get(PAGE_PARAM));
  // One object while the URL stays the same: the list's live query follows it (useCached's deps).
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const filtered = hasFilters(filters);
  const { charities, sync, retry } = useCharityPage(page, HOME_PAGE_SIZE, filters);
  const count = useCharityCount(filters);
  const total = count ? pageCount(count, HOME_PAGE_SIZE) : page;
  const route = pathname === paths.charities.path ? paths.charities : paths.home;
  // A page's link keeps the filters: ?strona=2&miasto=Kraków.
  const filterSearch = (pageSearch: string | undefined) => writeFilters(new URLSearchParams(pageSearch), filters).toString() || undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(page);

  // Moving to another page keeps the URL's path, so the scroll manager stays put: bring the list into view.
  useEffect(() => {
    if (firstPage.current === page) return;
    firstPage.current = page;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  return (
    <section className="charity-list" aria-labelledby="charity-list-heading">
      <h2 id="charity-list-heading" ref={heading} tabIndex={-1}>
        Aktualne zbiórki{page > 1 && <span className="charity-list__page"> — strona {page}</span>}
      </h2>
      <FilterBar />
      <ListStatus
        sync={sync}
        cached={!!charities}
        retry={retry}
        offlineText="Ta strona listy zbiórek nie była jeszcze oglądana na tym urządzeniu. Gdy połączenie wróci, pokażemy ją od razu."
        failedText="Nie udało się wczytać listy zbiórek. Sprawdź połączenie z internetem i spróbuj ponownie."
        placeholder={<CardGridSkeleton />}
      />
      {charities && charities.length > 0 && <CharityGrid charities={charities} />}
      {charities?.length === 0 && sync !== 'syncing' && (
        <div className="catalog-note catalog-note--empty">
          {page > 1 ? (
            <p>
              Na tej stronie nie ma już zbiórek. <Link to={route.getHref(undefined, filterSearch(undefined))}>Wróć do pierwszej strony</Link>.
            </p>
          ) : filtered ? (
            <p>
              Żadna zbiórka nie pasuje do wybranych filtrów. <Link to={route.getHref()}>Pokaż wszystkie zbiórki</Link>.
            </p>
          ) : (
            <p>Nie ma jeszcze opublikowanych zbiórek. Zajrzyj do nas wkrótce!</p>
          )}
        </div>
      )}
      <Pagination current={page} total={Math.max(total, page)} hrefOf={(search) => route.getHref(undefined, filterSearch(search))} />
    </section>
  );
}
