import { Link } from 'react-router-dom';
import type { AdminPayment } from '@zlota/shared/entities';
import { paymentSourceLabel, paymentStatusLabel } from '@zlota/shared/payment-labels';
import { PAYMENT_FILTER_NAMES } from '@zlota/shared/schemas/payment-filters';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatZl } from '@zlota/shared/money';
import { paymentsApi } from './api/payments-api';
import { formatWhen } from '@zlota/shared/format';
import { Pager } from '../components/pager';
import { PaymentFilters } from './components/payment-filters';
import { LedgerMonths } from './components/ledger-months';
import { RecurringSchedules } from './components/recurring-schedules';
import { ReconcileRun } from './components/reconcile-run';
import { YearlySummariesSend } from './components/yearly-summaries-send';
import { listFilters, listSort, sortQuery, useListQuery } from '../hooks/use-list-query';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { Allowed, useAllows } from '../staff-role';
import { chooseColumn } from '../components/row-selection';
import { useRowSelection } from '../hooks/use-row-selection';
import { PaymentsBulk, paymentName } from './components/payments-bulk';
import { useAction } from '../hooks/use-action';

const PAGE_SIZE = 50;

const columns: DataTableColumn<AdminPayment>[] = [
  { id: 'created_at', header: 'Utworzona', cell: (p) => (p.created_at ? <time dateTime={p.created_at}>{formatWhen(p.created_at)}</time> : '—'), serverSort: true },
  {
    id: 'amount',
    header: 'Kwota',
    cell: (p) => (
      <>
        <span className="money">{formatZl(p.amount)}</span>
        {/* The sandbox moves no money: staff must never count it as a donation. */}
        {p.test && <strong className="queue-section__test"> · płatność testowa</strong>}
      </>
    ),
    serverSort: true,
  },
  { id: 'status', header: 'Status', cell: (p) => paymentStatusLabel(p.status), serverSort: true },
  { id: 'provider', header: 'Operator', cell: (p) => paymentSourceLabel(p.provider), serverSort: true, fold: true },
  { id: 'charity', header: 'Zbiórka', cell: (p) => `${p.charity.title} (nr ${p.charity.id})` },
  { id: 'donor', header: 'Darczyńca', cell: (p) => [p.donor_name ?? 'bez podpisu', p.donor_email].filter(Boolean).join(' · '), fold: true },
  {
    id: 'detail',
    header: 'Szczegóły',
    cell: (p) => (
      <Link to={paths.adminPayment.getHref({ guid: p.guid })}>
        Szczegóły<span className="visually-hidden"> płatności {p.guid}</span>
      </Link>
    ),
  },
];

/** /admin/payments: filters in the URL, the filtered list with its count, its CSV, and the reconcile run. */
export function AdminPaymentsPage() {
  useDocumentMeta('Płatności');
  const { params, page, size, update } = useListQuery(PAGE_SIZE);
  const filters = listFilters(params, PAYMENT_FILTER_NAMES);
  const sort = listSort(params, update, { sort: 'created_at', order: 'desc' });
  const order = sortQuery(params);
  const remote = useRemote(`${filters}|${order}|${page}|${size}`, (signal) => paymentsApi.list(filters, { limit: size, offset: (page - 1) * size }, order, signal));
  const exporting = useAction();
  const selection = useRowSelection<string>();
  const mayBulk = useAllows(API_ROUTES.adminPaymentsExportChosen);
  const choose = chooseColumn<AdminPayment, string>(selection, {
    id: (p) => p.guid,
    label: (p) => `Zaznacz płatność ${paymentName(p)}`,
  });
  const exportCsv = () => exporting.run(() => paymentsApi.downloadCsv(filters), { quiet: true });

  return (
    <section className="admin-page" aria-labelledby="payments-title">
      <h1 id="payments-title">Płatności</h1>
      <PaymentFilters params={params} onChange={update} />
      <div className="admin-row-actions">
        <button type="button" className="btn btn--primary" onClick={() => void exportCsv()} disabled={exporting.busy}>
          {exporting.busy ? 'Przygotowywanie pliku…' : 'Eksportuj CSV'}
        </button>
        <Allowed to={API_ROUTES.reconcile}>
          <ReconcileRun onDone={remote.reload} />
        </Allowed>
        <Allowed to={API_ROUTES.adminYearlySummaries}>
          <YearlySummariesSend />
        </Allowed>
      </div>
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: paths.admin.getHref(), label: 'Wróć do pulpitu' }} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie płatności…</p>}
      {remote.status === 'ready' && (
        <>
          <p role="status">Znalezione płatności: {remote.data.total}</p>
          {mayBulk ? <PaymentsBulk selection={selection} rows={remote.data.rows} onChecked={remote.reload} /> : null}
          <DataTable caption="Płatności spełniające filtry" sort={sort} columns={mayBulk ? [choose, ...columns] : columns} data={remote.data.rows} rowKey={(p) => p.guid} empty="Brak płatności spełniających filtry." />
          <Pager page={page} size={size} total={remote.data.total} label="płatności" onPage={(next) => update({ page: String(next) })} />
        </>
      )}
      <Allowed to={API_ROUTES.adminLedgerMonths}>
        <LedgerMonths />
      </Allowed>
      <Allowed to={API_ROUTES.adminRecurring}>
        <RecurringSchedules />
      </Allowed>
    </section>
  );
}
