import { Link, useSearchParams } from 'react-router-dom';
import { CHARITY_STATUS_LABELS } from '@zlota/shared/schemas/charity';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { paths } from '../../../../config/paths';
import type { AdminCharity } from '../../api/charities-api';
import { ModerationActions } from './moderation-actions';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { useAllows } from '../../staff-role';
import { chooseColumn } from '../../components/row-selection';
import type { RowSelection } from '../../hooks/use-row-selection';
import { ROW_FOCUS, useRowFocus } from '../../hooks/use-row-focus';

const zl = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', currencyDisplay: 'symbol', maximumFractionDigits: 2 });

interface CharitiesTableProps {
  rows: AdminCharity[];
  onChanged: () => void;
  selection?: RowSelection | undefined;
  /** The list's heading: focus goes there when a moderation step leaves the filtered list empty. */
  headingId: string;
}

/**
 * The fundraisers of one page of the list, each with its moderation steps; sorting is the server's (see the filters).
 * After a step, focus goes to the row, the next row or the heading (useRowFocus).
 */
export function CharitiesTable({ rows, onChanged, selection, headingId }: CharitiesTableProps) {
  const moderates = useAllows(API_ROUTES.adminCharityModerate);
  const acted = useRowFocus(rows, (row) => row.id, headingId);
  const [params, setParams] = useSearchParams();
  const onlyOwner = (ownerId: number) => {
    const next = new URLSearchParams(params);
    next.set('owner_id', String(ownerId));
    next.delete('page');
    setParams(next);
  };
  const allColumns: DataTableColumn<AdminCharity>[] = [
    ...(selection ? [chooseColumn<AdminCharity>(selection, { id: (row) => row.id, label: (row) => `Zaznacz zbiórkę „${row.title}”` })] : []),
    { id: 'title', header: 'Tytuł', cell: (row) => <Link to={paths.adminCharityEdit.getHref({ id: String(row.id) })} {...{ [ROW_FOCUS]: row.id }}>{row.title}</Link> },
    { id: 'needy', header: 'Podopieczny', fold: true, cell: (row) => (row.needy ? `${row.needy.name} ${row.needy.surname}, ${row.needy.city}` : '—') },
    {
      id: 'owner',
      header: 'Właściciel',
      cell: (row) =>
        row.owner ? (
          <button type="button" className="link-button" onClick={() => onlyOwner(row.owner!.id)} title="Pokaż tylko zbiórki tego właściciela">
            {row.owner.name} {row.owner.surname}
            <span className="visually-hidden"> — pokaż tylko jego zbiórki</span>
          </button>
        ) : (
          'Fundacja'
        ),
    },
    { id: 'status', header: 'Status', cell: (row) => CHARITY_STATUS_LABELS[row.status] },
    { id: 'amounts', header: 'Zebrano / cel', cell: (row) => (
        <>
          <span className="money">{zl.format(row.collected_amount)}</span> / <span className="money">{zl.format(row.target_amount)}</span>
        </>
      ),
    },
    { id: 'promoted', header: 'Wyróżniona', fold: true, cell: (row) => (row.promoted ? `Tak${row.promoted_order !== null ? ` (${row.promoted_order + 1})` : ''}` : 'Nie') },
    { id: 'actions', header: 'Działania', cell: (row) => <ModerationActions
          charity={row}
          onDone={() => {
            acted(row);
            onChanged();
          }}
        /> },
  ];
  const columns = allColumns.filter((column) => column.id !== 'actions' || moderates);
  return <DataTable caption="Zbiórki" columns={columns} data={rows} rowKey={(row) => String(row.id)} empty="Brak zbiórek spełniających warunki." />;
}
