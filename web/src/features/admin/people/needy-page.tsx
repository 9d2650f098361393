import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { needyApi, type ListedNeedy } from '../api/needy-api';
import { NeedyDetails } from './components/needy-details';
import { EMPTY_NEEDY_BODY, NeedyForm } from './components/needy-form';
import { Pager } from '../components/pager';
import { apiQuery, listSort, useListQuery } from '../hooks/use-list-query';
import { SORT_PARAMS } from '@zlota/shared/schemas/admin-lists';
import '../admin-charities.css';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { Allowed } from '../staff-role';

const SIZE = 20;

/** /admin/needy: the beneficiaries with search and paging; `?id=` opens one person, `?id=new` adds one. */
export function AdminNeedyPage() {
  useDocumentMeta('Podopieczni — panel fundacji');
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const { page, update } = useListQuery(SIZE);
  const sort = listSort(params, update, { sort: 'surname', order: 'asc' });
  const query = apiQuery(params, ['q', ...SORT_PARAMS], page, SIZE);
  const list = useRemote(`needy?${query.toString()}`, (signal) => needyApi.list(query, signal));
  const open = params.get('id');

  const show = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('id', id);
    else next.delete('id');
    setParams(next);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A new search starts on page 1 and keeps the list's sort.
    update({ q, id: undefined });
  };
  const columns: DataTableColumn<ListedNeedy>[] = [
    {
      id: 'surname',
      header: 'Podopieczny',
      cell: (row) => (
        <button type="button" className="link-button" onClick={() => show(String(row.id))} aria-current={open === String(row.id) || undefined}>
          {row.name} {row.surname}
        </button>
      ),
      serverSort: true,
    },
    { id: 'city', header: 'Miejscowość', cell: (row) => row.city, serverSort: true },
    { id: 'charities', header: 'Zbiórki', cell: (row) => row.charities },
  ];

  return (
    <section className="admin-screen" aria-labelledby="admin-needy-title">
      <div className="admin-screen__head">
        <h1 id="admin-needy-title">Podopieczni</h1>
        <Allowed to={API_ROUTES.needyCreate}>
          <button type="button" className="btn btn--primary" onClick={() => show('new')}>
            Dodaj podopiecznego
          </button>
        </Allowed>
      </div>
      <form className="admin-filters" role="search" aria-label="Szukaj podopiecznych" onSubmit={search} key={params.get('q') ?? ''}>
        <div className="field">
          <label htmlFor="needy-q">Szukaj</label>
          <input id="needy-q" name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Imię, nazwisko lub miejscowość" />
        </div>
        <button type="submit" className="btn btn--primary">
          Szukaj
        </button>
      </form>
      <div className="admin-split">
        <div>
          {list.status === 'error' ? (
            <LoadProblem message={list.message} onRetry={list.reload} back={{ href: paths.admin.getHref(), label: 'Wróć do panelu' }} />
          ) : list.status === 'ready' ? (
            <>
              <DataTable caption="Podopieczni" sort={sort} columns={columns} data={list.data.rows} rowKey={(row) => String(row.id)} empty="Nie znaleziono podopiecznych." />
              <Pager page={page} size={SIZE} total={list.data.total} label="podopieczni" onPage={(next) => update({ page: String(next) }, true)} />
            </>
          ) : (
            <p role="status">Wczytywanie podopiecznych…</p>
          )}
        </div>
        {open === 'new' ? (
          <section className="needy-details" aria-labelledby="needy-new-title">
            <h2 id="needy-new-title">Nowy podopieczny</h2>
            <NeedyForm
              initial={EMPTY_NEEDY_BODY}
              submitLabel="Dodaj podopiecznego"
              save={async (body) => {
                const created = await needyApi.create(body);
                notify.success('Zapisano', `Dodano podopiecznego: ${created.name} ${created.surname}.`);
                list.reload();
                show(String(created.id));
              }}
            />
          </section>
        ) : open && Number(open) > 0 ? (
          <NeedyDetails key={open} id={Number(open)} onClose={() => show(null)} onChanged={list.reload} />
        ) : null}
      </div>
    </section>
  );
}
