import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { CharityGrid } from './components/charity-grid';
import { SearchForm } from './components/search-form';
import { SearchResultsSkeleton } from './components/skeletons';
import { useSearch } from './hooks/use-search';
import { charitiesCount } from '../../lib/numbers-pl';
import { hasFilters, readFilters } from '../../lib/catalog-filters';
import { FilterBar } from './components/filter-bar';

/** The term of /zbiorki/szukaj/:search (decoded by the router) or of /protege/search?q=. */
function useSearchTerm(): string {
  const { search } = useParams();
  const [searchParams] = useSearchParams();
  return (search ?? searchParams.get('q') ?? '').trim();
}

/** Spec §2: search results as cards; offline, the same search over the fundraisers stored on this device. */
export function SearchPage() {
  const term = useSearchTerm();
  const [searchParams] = useSearchParams();
  // One object while the URL stays the same: the list's live query follows it (useCached's deps).
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const { results, sync, fromCache, searchable } = useSearch(term, filters);
  useDocumentMeta(searchable ? `${PAGE_META.search.title}: ${term}` : PAGE_META.search.title, PAGE_META.search.description);
  if (!searchable) {
    return (
      <section className="page page--narrow search-page" aria-labelledby="search-heading">
        <h1 id="search-heading">Wyszukiwanie zbiórek</h1>
        <p>{term ? `Fraza „${term}” jest za krótka.` : 'Wpisz, czego szukasz — na przykład imię, miejscowość albo cel zbiórki.'}</p>
        <SearchForm initial={term} />
      </section>
    );
  }
  return (
    <section className="page search-page" aria-labelledby="search-heading">
      <h1 id="search-heading">Wyniki wyszukiwania: „{term}”</h1>
      <FilterBar />
      {/* Offline, the layout's notice already says the results come from this device: said once. */}
      {fromCache && sync !== 'offline' && (
        <p className="catalog-note" role="status">
          Nie udało się połączyć z wyszukiwarką — pokazujemy wyniki spośród zbiórek zapisanych na tym urządzeniu.
        </p>
      )}
      {!results && <SearchResultsSkeleton />}
      {results && results.length > 0 && (
        <>
          <p className="search-page__count" role="status">
            Znaleźliśmy {charitiesCount(results.length)}.
          </p>
          <CharityGrid charities={results} headingLevel={2} priorityFirst firstCardsFirst={fromCache} />
        </>
      )}
      {results?.length === 0 && (
        <div className="catalog-note catalog-note--empty" role="status">
          <p>
            {hasFilters(filters)
              ? `Nie znaleźliśmy zbiórek pasujących do „${term}” przy wybranych filtrach. Zmień filtry albo wpisz inne słowo.`
              : `Nie znaleźliśmy zbiórek pasujących do „${term}”. Sprawdź pisownię albo wpisz inne słowo — na przykład imię, miejscowość lub cel zbiórki.`}
          </p>
          <Link to={paths.home.getHref()} className="btn">
            Zobacz wszystkie zbiórki
          </Link>
        </div>
      )}
    </section>
  );
}
