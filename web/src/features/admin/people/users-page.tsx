import { useState } from 'react';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { UserInfo } from '@zlota/shared/entities';
import { STAFF_ROLE_LABELS } from '@zlota/shared/staff-roles';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { usersApi, type UserAction } from './api/users-api';
import { AuditHistory } from '../components/audit-history';
import { UserSessions } from './components/user-sessions';
import { Pager } from '../components/pager';
import { StaffRoleSelect } from './components/staff-role-select';
import { UserActionDialog, type PendingAction } from './components/user-action-dialog';
import { UserFilters } from './components/user-filters';
import { apiQuery, listSort, useListQuery } from '../hooks/use-list-query';
import { SORT_PARAMS } from '@zlota/shared/schemas/admin-lists';
import { useAllows } from '../staff-role';

const PAGE_SIZE = 20;
const FILTERS = ['q', 'active', 'admin', 'unverified', ...SORT_PARAMS] as const;

const ACTION_LABELS: Record<UserAction, string> = {
  activate: 'Aktywuj',
  deactivate: 'Dezaktywuj',
  delete: 'Usuń',
  grantAdmin: 'Nadaj uprawnienia administratora',
  revokeAdmin: 'Odbierz uprawnienia',
  endSessions: 'Wyloguj ze wszystkich urządzeń',
};

/** /admin/users: the foundation's accounts, searched and filtered in the URL, each change asked and announced. */
export function AdminUsersPage() {
  useDocumentMeta('Użytkownicy');
  const { params, page, size, update } = useListQuery(PAGE_SIZE);
  const query = apiQuery(params, FILTERS, page, size);
  const sort = listSort(params, update, { sort: 'id', order: 'asc' });
  const remote = useRemote(query.toString(), (signal) => usersApi.list(query, signal));
  const [pending, setPending] = useState<PendingAction | null>(null);
  // A change shows in the list and in the open history at once.
  const [changes, setChanges] = useState(0);
  const historyId = Number(params.get('history')) || null;
  const sessionsId = Number(params.get('sessions')) || null;
  const sessionsOf = remote.status === 'ready' ? remote.data.rows.find((user) => user.id === sessionsId) : undefined;
  // Accounts and roles are the admin's alone (API_ROUTES); the other roles see the list and each account's history.
  const managesAccounts = useAllows(API_ROUTES.adminUserRole);
  // Nobody changes their own role (issue 36): the own row's drop-down is shut, with the reason beside it.
  const me = useCurrentUser();
  const ownId = me.status === 'ready' ? me.data.id : null;
  const changed = () => {
    remote.reload();
    setChanges((n) => n + 1);
  };

  const actionButton = (user: UserInfo, action: UserAction) => (
    <button type="button" className={action === 'delete' ? 'btn btn--small btn--danger-outline' : 'btn btn--small'} onClick={() => setPending({ action, user })}>
      {ACTION_LABELS[action]}
      <span className="visually-hidden">: {user.email}</span>
    </button>
  );
  const columns: DataTableColumn<UserInfo>[] = [
    { id: 'surname', header: 'Imię i nazwisko', cell: (user) => `${user.name} ${user.surname}`, serverSort: true },
    { id: 'email', header: 'E-mail', cell: (user) => user.email, serverSort: true, breakable: true },
    { id: 'username', header: 'Login', cell: (user) => user.username, serverSort: true, fold: true },
    {
      id: 'is_active',
      header: 'Status',
      cell: (user) => (
        <>
          {user.is_active ? 'aktywne' : 'nieaktywne'}
          <br />
          {user.email_verified ? 'potwierdzony e-mail' : 'niepotwierdzony e-mail'}
        </>
      ),
      serverSort: true,
      fold: true,
    },
    { id: 'admin', header: 'Administrator', cell: (user) => (user.is_admin ? 'tak' : 'nie'), fold: true },
    {
      id: 'role',
      header: 'Rola w zespole',
      cell: (user) =>
        managesAccounts ? (
          <StaffRoleSelect key={`${user.id}:${user.staff_role ?? ''}:${String(ownId)}`} user={user} own={user.id === ownId} onChanged={changed} />
        ) : user.staff_role ? (
          STAFF_ROLE_LABELS[user.staff_role]
        ) : (
          '—'
        ),
      serverSort: true,
    },
    {
      id: 'actions',
      header: 'Działania',
      cell: (user) => (
        <div className="admin-row-actions">
          {managesAccounts && (
            <>
              {actionButton(user, user.is_active ? 'deactivate' : 'activate')}
              {actionButton(user, user.is_admin ? 'revokeAdmin' : 'grantAdmin')}
              {actionButton(user, 'delete')}
            </>
          )}
          <button type="button" className="btn btn--small" aria-pressed={historyId === user.id} onClick={() => update({ history: historyId === user.id ? undefined : String(user.id) }, true)}>
            Historia<span className="visually-hidden">: {user.email}</span>
          </button>
          {managesAccounts && (
            <button type="button" className="btn btn--small" aria-pressed={sessionsId === user.id} onClick={() => update({ sessions: sessionsId === user.id ? undefined : String(user.id) }, true)}>
              Sesje<span className="visually-hidden">: {user.email}</span>
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="admin-page" aria-labelledby="users-title">
      <h1 id="users-title">Użytkownicy</h1>
      <UserFilters params={params} onChange={update} />
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: paths.admin.getHref(), label: 'Wróć do pulpitu' }} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie użytkowników…</p>}
      {remote.status === 'ready' && (
        <>
          <DataTable caption="Konta użytkowników" sort={sort} columns={columns} data={remote.data.rows} rowKey={(user) => String(user.id)} empty="Nie znaleziono kont pasujących do wyszukiwania." />
          <Pager page={page} size={size} total={remote.data.total} label="użytkownicy" onPage={(next) => update({ page: String(next) })} />
        </>
      )}
      {managesAccounts && sessionsOf && (
        <section className="admin-section" aria-labelledby="user-sessions-title">
          <h2 id="user-sessions-title">Sesje konta {sessionsOf.email}</h2>
          <UserSessions key={changes} userId={sessionsOf.id} />
          <div className="admin-row-actions">{actionButton(sessionsOf, 'endSessions')}</div>
        </section>
      )}
      {historyId !== null && (
        <section className="admin-section" aria-labelledby="user-history-title">
          <h2 id="user-history-title">Historia konta nr {historyId}</h2>
          <AuditHistory key={changes} entityType="user" entityId={historyId} />
        </section>
      )}
      <UserActionDialog pending={pending} onClose={() => setPending(null)} onDone={changed} />
    </section>
  );
}
