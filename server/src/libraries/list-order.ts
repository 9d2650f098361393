import type { SortOrder } from '@zlota/shared/schemas/admin-lists';

/**
 * An admin list's ORDER BY (issue 36): the asked columns in the asked order, then the id in the same order, so equal
 * values keep one order and no row shows on two pages. An empty value (NULL) counts as the smallest in both databases.
 */
export function listOrder(columns: readonly string[], order: SortOrder, options: { id?: string; nullable?: readonly string[] } = {}) {
  const nullable = new Set(options.nullable ?? []);
  return [...columns, options.id ?? 'id'].map((column) =>
    nullable.has(column) ? { column, order, nulls: order === 'asc' ? ('first' as const) : ('last' as const) } : { column, order },
  );
}
