import { TOTAL_COUNT_HEADER } from '@zlota/shared/constants';
import { api } from '../../../lib/api-client';

export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** One page of an admin list: the rows, and how many there are in all (the X-Total-Count header). */
export async function listPage<T>(path: string, query: URLSearchParams, signal?: AbortSignal): Promise<ListPage<T>> {
  const response = await api.raw(path, { searchParams: query, ...(signal ? { signal } : {}) });
  const rows = (await response.json()) as T[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { rows, total: Number.isFinite(total) && response.headers.has(TOTAL_COUNT_HEADER) ? total : rows.length };
}
