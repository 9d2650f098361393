import { Link, useSearchParams } from 'react-router-dom';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { OUTBOX_STATUS_LABELS } from '@zlota/shared/schemas/outbox';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { emailsApi, type OutboxEntry } from './api/emails-api';
import { formatWhen } from '@zlota/shared/format';
import { Allowed, useAllows } from '../staff-role';
import { EmailsResend } from './components/emails-resend';
import { chooseColumn } from '../components/row-selection';
import { useRowSelection } from '../hooks/use-row-selection';
import { useAction } from '../hooks/use-action';
import { FAILED_EMAILS_SEARCH, FAILED_EMAILS_TITLE } from '../components/failed-emails';

const at = (iso: string | null) => (iso ? formatWhen(iso) : '—');

/** "Wyślij ponownie": the failed e-mail goes back to the queue (recorded in the audit log) and the list is read again. */
function ResendButton({ entry, onResent }: { entry: OutboxEntry; onResent: () => void }) {
  const notify = useNotify();
  const { busy, run } = useAction();
  const resend = async () => {
    if (!(await run(() => emailsApi.resend(entry.id)))) return;
    notify.success('E-mail wróci do wysyłki', `Wiadomość do ${entry.recipient} zostanie wysłana za chwilę.`);
    onResent();
  };
  return (
    <button type="button" className="btn btn--small" disabled={busy} onClick={() => void resend()}>
      Wyślij ponownie<span className="visually-hidden"> e-mail „{entry.subject}” do {entry.recipient}</span>
    </button>
  );
}

/**
 * /admin/emails: e-mails the mail server did not take after every attempt, and those still waiting, newest first;
 * with ?status=failed (the work queue's link) only the failed ones.
 */
export function AdminEmailsPage() {
  useDocumentMeta('E-maile');
  const [params] = useSearchParams();
  const onlyFailed = params.get('status') === 'failed';
  const remote = useRemote(onlyFailed ? 'emails-failed' : 'emails', (signal) => emailsApi.list(onlyFailed ? { status: 'failed' } : {}, signal));
  const selection = useRowSelection();
  const mayResend = useAllows(API_ROUTES.adminEmailsResend);
  const messages = remote.status === 'ready' ? remote.data.messages : [];
  const failed = messages.filter((row) => row.status === 'failed');
  const resent = () => {
    selection.clear();
    remote.reload();
  };
  const columns: DataTableColumn<OutboxEntry>[] = [
    ...(mayResend && failed.length > 0
      ? [
          chooseColumn<OutboxEntry>(selection, {
            id: (row) => row.id,
            label: (row) => `Zaznacz e-mail „${row.subject}” do ${row.recipient}`,
            eligible: (row) => row.status === 'failed',
          }),
        ]
      : []),
    { id: 'created_at', header: 'Utworzono', cell: (row) => at(row.created_at) },
    { id: 'recipient', header: 'Adresat', cell: (row) => row.recipient },
    { id: 'subject', header: 'Temat', cell: (row) => row.subject },
    {
      id: 'status',
      header: 'Stan',
      cell: (row) => (
        <>
          {OUTBOX_STATUS_LABELS[row.status]}
          <br />
          {row.status === 'pending' ? `Próby: ${row.attempts}, następna: ${at(row.next_attempt_at)}` : row.status === 'logged' ? 'Nie wysłano do adresata' : `Próby: ${row.attempts}`}
        </>
      ),
    },
    { id: 'last_error', header: 'Ostatni błąd', cell: (row) => row.last_error ?? '—' },
    {
      id: 'actions',
      header: 'Akcje',
      cell: (row) =>
        row.status === 'failed' ? (
          <Allowed to={API_ROUTES.adminEmailResend}>
            <ResendButton entry={row} onResent={remote.reload} />
          </Allowed>
        ) : null,
    },
  ];
  return (
    <section className="admin-page" aria-labelledby="emails-title">
      <h1 id="emails-title">E-maile</h1>
      <p>
        Wiadomości, których serwer poczty nie przyjął mimo kilku prób, te, które czekają na wysyłkę, i te tylko zapisane, bo wysyłka jest wyłączona.
        Gdy przyczyna minie (np. serwer poczty znów działa), wyślij wiadomość ponownie.
      </p>
      <p>
        {onlyFailed ? (
          <>
            Pokazano tylko: {FAILED_EMAILS_TITLE.toLowerCase()}. <Link to={paths.adminEmails.getHref()}>Pokaż też czekające na wysyłkę</Link>
          </>
        ) : (
          <Link to={paths.adminEmails.getHref(undefined, FAILED_EMAILS_SEARCH)}>Pokaż tylko te, których nie udało się wysłać</Link>
        )}
      </p>
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: paths.admin.getHref(), label: 'Wróć do pulpitu' }} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie e-maili…</p>}
      {remote.status === 'ready' && !remote.data.sending && (
        <p className="admin-warning">
          <strong>Wysyłka wyłączona: brak SMTP_URL — wiadomości są tylko zapisywane.</strong> Żaden e-mail nie trafia do adresatów, dopóki administrator
          serwera nie ustawi SMTP_URL; linki z wiadomości są w dzienniku serwera.
        </p>
      )}
      {remote.status === 'ready' && mayResend && (
        <div className="actions">
          <EmailsResend chosen={selection.chosen} failed={failed.length} onResent={resent} />
        </div>
      )}
      {remote.status === 'ready' && (
        <DataTable
          caption={onlyFailed ? `${FAILED_EMAILS_TITLE}, od najnowszych` : 'E-maile niewysłane, czekające na wysyłkę i tylko zapisane, od najnowszych'}
          columns={columns}
          data={messages}
          rowKey={(row) => String(row.id)}
          empty={onlyFailed ? 'Nie ma e-maili, których nie udało się wysłać.' : remote.data.sending ? 'Wszystkie e-maile zostały wysłane.' : 'Brak wiadomości.'}
        />
      )}
    </section>
  );
}
