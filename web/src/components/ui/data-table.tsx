import { useId, useState, type ReactNode } from 'react';
import { createColumnHelper, createSortedRowModel, rowSortingFeature, sortFn_alphanumeric, sortFn_basic, tableFeatures, useTable, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import type { SortOrder } from '@zlota/shared/schemas/admin-lists';
import { ariaSort, sortCaption, sortLabel } from './data-table-sort';
import './data-table.css';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts by in the browser (an unpaginated list only); a column without it does not sort there. */
  sortValue?: (row: T) => string | number;
  /** A paginated list: the server sorts by this column (its id is the API's `sort`), see `DataTableProps.sort`. */
  serverSort?: boolean;
  /** An address or a code, not a word: it may break anywhere rather than widen the table (an e-mail). */
  breakable?: boolean;
  /** A row's checkbox (issue 36 item 7): as narrow as it can be, its header only for screen readers, the row's detail under the next cell. */
  narrow?: boolean;
  /** At a narrow width this column folds away (its content is in the row's detail or another column), see data-table.css. */
  fold?: boolean;
}

/** A paginated list's sort, kept in the URL and applied by the server (issue 36); the table only shows and changes it. */
export interface ServerSort {
  sort: string;
  order: SortOrder;
  onSort: (sort: string, order: SortOrder) => void;
}

interface DataTableProps<T> {
  /** Names the table for screen readers and labels its scrolling region. */
  caption: string;
  columns: DataTableColumn<T>[];
  data: T[];
  rowKey: (row: T) => string;
  initialSorting?: SortingState;
  /** Set on every paginated list: its rows come sorted from the server (manualSorting), a header asks for another sort. */
  sort?: ServerSort;
  /** Said in place of rows when there are none. */
  empty: string;
}

/** Polish order for words (Dąbrowski before Dudek, Łukasz after Lena), numbers as numbers (issue 36 item 6). */
const polish = new Intl.Collator('pl', { numeric: true });
const comparePolish = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : polish.compare(String(a), String(b)));

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    polish: (rowA, rowB, columnId) => comparePolish(rowA.getValue(columnId), rowB.getValue(columnId)),
  },
});

/**
 * The admin panel's tables: a caption, sortable headers as buttons with aria-sort, and a focusable region so
 * a keyboard can scroll a wide table; Tab reaches every sort button, Enter or Space sorts.
 */
export function DataTable<T extends RowData>({ caption, columns, data, rowKey, initialSorting = [], sort, empty }: DataTableProps<T>) {
  const [browserSorting, setBrowserSorting] = useState<SortingState>(initialSorting);
  const sorting: SortingState = sort ? [{ id: sort.sort, desc: sort.order === 'desc' }] : browserSorting;
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    if (!sort) return setBrowserSorting(next);
    const [first] = next;
    if (first) sort.onSort(first.id, first.desc ? 'desc' : 'asc');
  };
  const helper = createColumnHelper<typeof features, T>();
  const table = useTable({
    features,
    data,
    columns: helper.columns(
      columns.map((column) =>
        helper.accessor((row: T) => column.sortValue?.(row) ?? '', {
          id: column.id,
          header: column.header,
          cell: (context) => column.cell(context.row.original),
          enableSorting: sort ? Boolean(column.serverSort) : Boolean(column.sortValue),
          sortFn: 'polish',
        }),
      ),
    ),
    getRowId: (row: T) => rowKey(row),
    state: { sorting },
    onSortingChange,
    // The server's order is the rows' order: the table never reorders a page, and a sort is never removed, only turned.
    manualSorting: Boolean(sort),
    enableSortingRemoval: !sort,
  });
  const captionId = useId();
  const sortedBy = sort && columns.find((column) => column.id === sort.sort);
  const foldedColumns = columns.filter((column) => column.fold);
  const folded = new Set(foldedColumns.map((column) => column.id));
  const breakable = new Set(columns.filter((column) => column.breakable).map((column) => column.id));
  const narrow = new Set(columns.filter((column) => column.narrow).map((column) => column.id));
  const foldClass = (id: string) =>
    [folded.has(id) && 'data-table__fold', breakable.has(id) && 'data-table__breakable', narrow.has(id) && 'data-table__narrow'].filter(Boolean).join(' ') || undefined;
  const detailIndex = Math.max(0, columns.findIndex((column) => !column.narrow));
  return (
    <div className="data-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>
          {caption}
          {sortedBy && <span className="data-table__order">{sortCaption(sortedBy.header, sort.order)}</span>}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = String(header.column.columnDef.header);
                return (
                  <th key={header.id} scope="col" aria-sort={header.column.getCanSort() ? ariaSort(sorted) : undefined} className={foldClass(header.column.id)}>
                    {header.column.getCanSort() ? (
                      <button type="button" className="data-table__sort" onClick={header.column.getToggleSortingHandler()} aria-label={sortLabel(label, sorted, !sort)}>
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : narrow.has(header.column.id) ? (
                      <span className="visually-hidden">{label}</span>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell, index) => (
                  <td key={cell.id} className={foldClass(cell.column.id)}>
                    <table.FlexRender cell={cell} />
                    {index === detailIndex && foldedColumns.length > 0 && (
                      // The row's detail: what the folded columns say, shown under the first cell (after a checkbox) when they fold away.
                      <dl className="data-table__detail">
                        {foldedColumns.map((column) => (
                          <div key={column.id}>
                            <dt>{column.header}</dt>
                            <dd>{column.cell(row.original)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
