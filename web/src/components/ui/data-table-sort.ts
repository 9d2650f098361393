type Sorted = false | 'asc' | 'desc';

/** The header's aria-sort: a sortable column that is not sorted says "none". */
export const ariaSort = (sorted: Sorted) => (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none');

/** The sort button's name: the column and what a press does, in Polish; a server's sort is never removed, only turned. */
export function sortLabel(header: string, sorted: Sorted, removable = true) {
  if (sorted === 'asc') return `${header}: sortowane rosnąco, sortuj malejąco`;
  if (sorted === 'desc') return `${header}: sortowane malejąco, ${removable ? 'wyłącz sortowanie' : 'sortuj rosnąco'}`;
  return `${header}: sortuj rosnąco`;
}

/** The caption's word on a server-sorted list's order (issue 36): "Posortowano: Kwota, malejąco". */
export const sortCaption = (header: string, order: 'asc' | 'desc') => `Posortowano: ${header}, ${order === 'asc' ? 'rosnąco' : 'malejąco'}`;
