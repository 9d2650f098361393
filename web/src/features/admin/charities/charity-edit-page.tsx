import { Link, useNavigate } from 'react-router-dom';
import type { AdminCharity } from '@zlota/shared/entities';
import { imageUrl } from '@zlota/shared/images';
import { CHARITY_STATUS_LABELS } from '@zlota/shared/schemas/charity';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { AdminCharityEditor } from './components/admin-charity-editor';
import { adminValuesFromCharity } from './components/admin-charity-values';
import { AuditHistory } from '../components/audit-history';
import { CharityDelete } from './components/charity-delete';
import { CharityRevisions } from './components/charity-revisions';
import { UpdatePoster } from '../../../components/charity/update-poster';
import { hasPublicPage } from '@zlota/shared/charity-status';
import { formatDateTimePl } from '@zlota/shared/format';
import { ModerationActions } from './components/moderation-actions';
import { RecordTabs } from '../components/record-tabs';
import { CharityScreen } from '../components/charity-screen';
import '../admin-charities.css';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { PAGE_ROUTES } from '@zlota/shared/page-routes';
import { Allowed, useAllows } from '../staff-role';
import { ReadOnlyCharity } from './components/read-only-charity';

const back = { href: paths.adminCharities.getHref(), label: 'Wszystkie zbiórki' };

/** /admin/charity/:id/edit: the editor with the foundation's fields, moderation, the last review, delete and Historia. */
export function AdminCharityEditPage() {
  return (
    <CharityScreen screen="Edycja" unnamed="Edycja zbiórki" back={() => back}>
      {(charity) => <CharityEdit data={charity} />}
    </CharityScreen>
  );
}

function CharityEdit({ data }: { data: AdminCharity & { reload: () => void } }) {
  const navigate = useNavigate();
  const notify = useNotify();
  // Issue 36 item 6: a viewer reads the fundraiser with the form shut; nobody gets a link to a screen of another role.
  const may = { edit: useAllows(API_ROUTES.charityUpdate), donate: useAllows(PAGE_ROUTES.adminCharityDonate), oauth: useAllows(PAGE_ROUTES.adminCharityOauth), expenses: useAllows(PAGE_ROUTES.adminCharityExpenses) };
  return (
    <section className="admin-screen charity-editor" aria-labelledby="admin-charity-edit-title">
      <p>
        <Link to={back.href}>← {back.label}</Link>
      </p>
      <h1 id="admin-charity-edit-title">Edycja: {data.title}</h1>
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>{CHARITY_STATUS_LABELS[data.status]}</dd>
        <dt>Właściciel</dt>
        <dd>{data.owner ? `${data.owner.name} ${data.owner.surname} (${data.owner.email})` : 'Fundacja'}</dd>
        {data.review_note && (
          <>
            <dt>Ostatnia uwaga fundacji{data.reviewed_at ? ` (${formatDateTimePl(Date.parse(data.reviewed_at))})` : ''}</dt>
            <dd className="admin-facts__note">{data.review_note}</dd>
          </>
        )}
      </dl>
      {(may.donate || may.oauth || may.expenses) && (
        <ul className="admin-links">
          {may.donate && (
            <li>
              <Link to={paths.adminCharityDonate.getHref({ id: String(data.id) })}>Wpłaty ręczne: dodaj przelew lub gotówkę</Link>
            </li>
          )}
          {may.oauth && (
            <li>
              <Link to={paths.adminCharityOauth.getHref({ id: String(data.id) })}>Konfiguracja płatności</Link>
            </li>
          )}
          {may.expenses && (
            <li>
              <Link to={paths.adminCharityExpenses.getHref({ id: String(data.id) })}>Wydatki zbiórki i faktury</Link>
            </li>
          )}
        </ul>
      )}
      <div className="admin-screen__head">
        <Allowed to={API_ROUTES.adminCharityModerate}>
          <ModerationActions charity={data} onDone={data.reload} />
        </Allowed>
        <Allowed to={API_ROUTES.charityDelete}>
          <CharityDelete charity={data} onDeleted={() => void navigate(back.href)} onClosed={data.reload} />
        </Allowed>
      </div>
      <CharityRevisions charity={data} onApproved={data.reload} />
      <RecordTabs
        data={
          may.edit ? (
            <AdminCharityEditor
            key={data.updated_at}
            initial={adminValuesFromCharity(data)}
            charity={data}
            currentImageUrl={data.image ? imageUrl(data.image, 'card') : null}
            onSaved={(saved) => {
              notify.success('Zapisano', `Zbiórka „${saved.title}” została zapisana.`);
              data.reload();
            }}
          />
          ) : (
            <ReadOnlyCharity charity={data} />
          )
        }
        history={<AuditHistory entityType="charity" entityId={data.id} />}
      />
      {hasPublicPage(data) && (
        <Allowed to={API_ROUTES.charityUpdateCreate}>
          <UpdatePoster charityId={data.id} />
        </Allowed>
      )}
    </section>
  );
}
