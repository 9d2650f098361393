/** The page query parameter of the fundraiser list: /?strona=2. */
export const PAGE_PARAM = 'strona';

export type PageItem = number | 'gap';

/** How many pages a list of `count` items has; an empty list still has its first page. */
export const pageCount = (count: number, size: number) => Math.max(1, Math.ceil(Math.max(0, count) / size));

/** A page number from the URL: a positive integer, anything else is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The search part of a page's link; page 1 is the list's own address. */
export const pageSearch = (page: number) => (page > 1 ? `${PAGE_PARAM}=${page}` : undefined);

/** The page numbers to show: the first, the last and the current with its neighbours, gaps between. */
export function pageItems(current: number, total: number): PageItem[] {
  const shown = [...new Set([1, current - 1, current, current + 1, total])].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
