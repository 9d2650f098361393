type Sorted = false | 'asc' | 'desc';

/** The header's aria-sort: a sortable column that is not sorted says "none". */
export const ariaSort = (sorted: Sorted) => (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none');

/** The sort button's name: the column and what a press does, in Polish. */
export function sortLabel(header: string, sorted: Sorted) {
  if (sorted === 'asc') return `${header}: sortowane rosnąco, sortuj malejąco`;
  if (sorted === 'desc') return `${header}: sortowane malejąco, wyłącz sortowanie`;
  return `${header}: sortuj rosnąco`;
}
