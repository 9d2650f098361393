import { useId, useState, type ReactNode } from 'react';
import { createColumnHelper, createSortedRowModel, rowSortingFeature, sortFn_alphanumeric, sortFn_basic, tableFeatures, useTable, type RowData, type SortingState } from '@tanstack/react-table';
import { ariaSort, sortLabel } from './data-table-sort';
import './data-table.css';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts by; a column without it does not sort. */
  sortValue?: (row: T) => string | number;
}

interface DataTableProps<T> {
  /** Names the table for screen readers and labels its scrolling region. */
  caption: string;
  columns: DataTableColumn<T>[];
  data: T[];
  rowKey: (row: T) => string;
  initialSorting?: SortingState;
  /** Said in place of rows when there are none. */
  empty: string;
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic } });

/**
 * The admin panel's tables: a caption, sortable headers as buttons with aria-sort, and a focusable region so
 * a keyboard can scroll a wide table; Tab reaches every sort button, Enter or Space sorts.
 */
export function DataTable<T extends RowData>({ caption, columns, data, rowKey, initialSorting = [], empty }: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
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
          enableSorting: Boolean(column.sortValue),
          sortFn: 'alphanumeric',
        }),
      ),
    ),
    getRowId: (row: T) => rowKey(row),
    state: { sorting },
    onSortingChange: setSorting,
  });
  const captionId = useId();
  return (
    <div className="data-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = String(header.column.columnDef.header);
                return (
                  <th key={header.id} scope="col" aria-sort={header.column.getCanSort() ? ariaSort(sorted) : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" className="data-table__sort" onClick={header.column.getToggleSortingHandler()} aria-label={sortLabel(label, sorted)}>
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
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
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
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
