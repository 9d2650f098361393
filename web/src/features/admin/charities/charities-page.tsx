import { Link } from 'react-router-dom';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { charitiesApi } from '../api/charities-api';
import { BannerOrder } from './components/banner-order';
import { CharitiesTable } from './components/charities-table';
import { CharityFilters } from './components/charity-filters';
import { Pager } from '../components/pager';
import { useListQuery } from '../hooks/use-list-query';
import '../admin-charities.css';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { Allowed, useAllows } from '../staff-role';
import { useRowSelection } from '../hooks/use-row-selection';
import { CharitiesBulk } from './components/charities-bulk';

const SIZE = 20;

/** /admin/charity/all: every fundraiser with search, filters, sorting and paging kept in the URL, and the home banner. */
export function AdminCharitiesPage() {
  useDocumentMeta('Zbiórki — panel fundacji');
  const { params, page, update } = useListQuery(SIZE);
  const query = new URLSearchParams(params);
  query.set('size', String(SIZE));
  const list = useRemote(`charities?${query.toString()}`, (signal) => charitiesApi.list(query, signal));
  const selection = useRowSelection();
  const mayBulk = useAllows(API_ROUTES.adminCharitiesBulk);
  return (
    <section className="admin-screen" aria-labelledby="admin-charities-title">
      <div className="admin-screen__head">
        <h1 id="admin-charities-title" tabIndex={-1}>
          Zbiórki
        </h1>
        <Allowed to={API_ROUTES.charityCreate}>
          <Link to={paths.adminCharityNew.getHref()} className="btn btn--primary">
            Nowa zbiórka
          </Link>
        </Allowed>
      </div>
      <CharityFilters />
      {list.status === 'error' ? (
        <LoadProblem message={list.message} onRetry={list.reload} back={{ href: paths.admin.getHref(), label: 'Wróć do panelu' }} />
      ) : list.status === 'ready' ? (
        <>
          {mayBulk ? <CharitiesBulk selection={selection} rows={list.data.rows} onDone={list.reload} /> : null}
          <CharitiesTable rows={list.data.rows} onChanged={list.reload} selection={mayBulk ? selection : undefined} headingId="admin-charities-title" />
          <Pager page={page} size={SIZE} total={list.data.total} label="zbiórki" onPage={(next) => update({ page: String(next) })} />
        </>
      ) : (
        <p role="status">Wczytywanie zbiórek…</p>
      )}
      <Allowed to={API_ROUTES.adminBannerOrder}>
        <BannerOrder onSaved={list.reload} />
      </Allowed>
    </section>
  );
}
