import { AUDIT_PAGE_SIZE } from '@zlota/shared/schemas/audit';
import { DataTable } from '../../../components/ui/data-table';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { auditApi } from '../api/audit-api';
import { AUDIT_COLUMNS } from '../components/audit-columns';
import { AUDIT_FILTERS, AuditFilters } from './components/audit-filters';
import { Pager } from '../components/pager';
import { apiQuery, listSort, useListQuery } from '../hooks/use-list-query';
import { SORT_PARAMS } from '@zlota/shared/schemas/admin-lists';

/** /admin/audit: every write of the panel and every view of a beneficiary's data, newest first, filtered in the URL. */
export function AdminAuditPage() {
  useDocumentMeta('Dziennik zdarzeń');
  const { params, page, size, update } = useListQuery(AUDIT_PAGE_SIZE);
  const query = apiQuery(params, [...AUDIT_FILTERS, ...SORT_PARAMS], page, size);
  const sort = listSort(params, update, { sort: 'at', order: 'desc' });
  const remote = useRemote(query.toString(), (signal) => auditApi.list(query, signal));
  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">Dziennik zdarzeń</h1>
      <p>Każda zmiana wprowadzona w panelu i każdy wgląd w dane podopiecznego: kto, kiedy, co i jak było przedtem.</p>
      <AuditFilters params={params} onChange={update} />
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: paths.admin.getHref(), label: 'Wróć do pulpitu' }} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie dziennika…</p>}
      {remote.status === 'ready' && (
        <>
          <DataTable caption="Wpisy dziennika zdarzeń" sort={sort} columns={AUDIT_COLUMNS} data={remote.data.rows} rowKey={(entry) => String(entry.id)} empty="Brak wpisów pasujących do filtrów." />
          <Pager page={page} size={size} total={remote.data.total} label="dziennik zdarzeń" onPage={(next) => update({ page: String(next) })} />
        </>
      )}
    </section>
  );
}
