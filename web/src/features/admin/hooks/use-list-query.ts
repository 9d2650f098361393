import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SORT_PARAMS, type SortOrder } from '@zlota/shared/schemas/admin-lists';
import type { ServerSort } from '../../../components/ui/data-table';

/**
 * An admin list's search, filters and page, kept in the page's URL (a link or back-navigation keeps them).
 * A change of a filter goes back to page 1; an empty value removes the parameter.
 */
export function useListQuery(defaultSize: number) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Math.max(1, Number(params.get('size')) || defaultSize);
  const update = useCallback(
    (patch: Record<string, string | undefined>, keepPage = false) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!keepPage && !('page' in patch)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { params, page, size, update };
}

/**
 * A paginated list's sort (issue 36): `?sort&order` in the URL (a reload or back keeps it), the list's default order
 * without them. A header's press asks for another sort and goes back to page 1; the server sorts every row.
 */
export function listSort(params: URLSearchParams, update: (patch: Record<string, string | undefined>) => void, fallback: { sort: string; order: SortOrder }): ServerSort {
  const order = params.get('order');
  return {
    sort: params.get('sort') || fallback.sort,
    order: order === 'asc' || order === 'desc' ? order : fallback.order,
    onSort: (sort, next) => update({ sort, order: next }),
  };
}

/** The sort's parameters of the URL, as the API takes them (only those given). */
export const sortQuery = (params: URLSearchParams) => listFilters(params, SORT_PARAMS);

/** The URL's own filters (only `names`, only those given a value), as a list, its count and its export take them. */
export function listFilters(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const filters = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value) filters.set(name, value);
  }
  return filters;
}

/** The API's query: the URL's own filters (only `names`), with the page and its size. */
export function apiQuery(params: URLSearchParams, names: readonly string[], page: number, size: number): URLSearchParams {
  const query = listFilters(params, names);
  query.set('page', String(page));
  query.set('size', String(size));
  return query;
}
