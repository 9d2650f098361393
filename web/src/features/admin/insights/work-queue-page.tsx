import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { WorkQueue } from '@zlota/shared/entities';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { BANK_STATEMENT_MESSAGES, FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import { FAILED_RECENT_DAYS, STALE_PENDING_MINUTES } from '@zlota/shared/work-queue';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { workQueueApi } from './api/work-queue-api';
import { formatWhen } from '@zlota/shared/format';
import { KeyFigures } from './components/key-figures';
import { QueueSection } from './components/queue-section';
import { QueuedPayment } from './components/queued-payment';
import { ClosedReports } from './components/closed-reports';
import { FailedEmails } from '../components/failed-emails';
import { EmailsResend } from './components/emails-resend';
import { QueuedReport } from './components/queued-report';
import { Allowed } from '../staff-role';
import { CharityEditLink } from '../components/charity-edit-link';

// The dialog's form (react-hook-form, the report's schema) is loaded when a report is being closed, not with the screen.
const ReportCloseDialog = lazy(() => import('./components/report-close-dialog').then((m) => ({ default: m.ReportCloseDialog })));

const paymentKey = (payment: { guid: string }) => payment.guid;

/** A fundraiser waiting for the foundation: its editor, its owner and since when it waits. */
function QueuedCharity({ charity, since }: { charity: WorkQueue['review']['items'][number]; since: string }) {
  return (
    <>
      <CharityEditLink id={charity.id}>{charity.title}</CharityEditLink>
      <span className="queue-section__meta">
        {' '}
        · {charity.owner ? `${charity.owner.name} ${charity.owner.surname}` : 'bez właściciela'} · {since} <time dateTime={charity.waiting_since}>{formatWhen(charity.waiting_since)}</time>
      </span>
    </>
  );
}

/** /admin: what waits for the foundation's staff today, each item linked to where it is handled. */
export function AdminWorkQueuePage() {
  useDocumentMeta('Panel administratora');
  const remote = useRemote('work-queue', (signal) => workQueueApi.get(signal));
  const [closing, setClosing] = useState<{ id: number; charity: { title: string } } | null>(null);
  return (
    <section className="admin-page" aria-labelledby="work-queue-title">
      <h1 id="work-queue-title">Pulpit</h1>
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: paths.home.getHref(), label: 'Strona główna' }} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie pulpitu…</p>}
      {remote.status === 'ready' && (
        <>
          {remote.data.foundation !== 'complete' && (
            <section className="admin-section queue-section" aria-labelledby="foundation-task-title">
              <h2 id="foundation-task-title">{FOUNDATION_MESSAGES.workQueue}</h2>
              <p>
                {remote.data.foundation === 'missing'
                  ? `Strony serwisu nie pokazują jeszcze numeru KRS, rachunku ani adresu fundacji: mówią „${FOUNDATION_MESSAGES.missing}”.`
                  : 'Strony serwisu pokazują dane przykładowe z wersji demonstracyjnej, oznaczone jako przykładowe.'}
              </p>
              <Allowed to={API_ROUTES.adminFoundation}>
                <p>
                  <Link to={paths.adminFoundation.getHref()}>{FOUNDATION_MESSAGES.workQueue}</Link>
                </p>
              </Allowed>
            </section>
          )}
          {remote.data.transfers !== null && remote.data.transfers > 0 && (
            <section className="admin-section queue-section" aria-labelledby="transfers-task-title">
              <h2 id="transfers-task-title">
                <Link to={paths.adminStatements.getHref()}>
                  {BANK_STATEMENT_MESSAGES.workQueue} ({remote.data.transfers})
                </Link>
              </h2>
            </section>
          )}
          <section className="admin-section" aria-labelledby="figures-title">
            <h2 id="figures-title">Ten miesiąc</h2>
            <p className="admin-section__lead">Zmiana względem tych samych dni poprzedniego miesiąca.</p>
            <KeyFigures figures={remote.data.figures} />
          </section>
          <div className="work-queue">
            <QueueSection title="Zbiórki do sprawdzenia" total={remote.data.review.total} items={remote.data.review.items} empty="Żadna zbiórka nie czeka na sprawdzenie." itemKey={(charity) => String(charity.id)}>
              {(charity) => <QueuedCharity charity={charity} since="czeka od" />}
            </QueueSection>
            <QueueSection title="Zmiany w opublikowanych zbiórkach" total={remote.data.revisions.total} items={remote.data.revisions.items} empty="Żadne zmiany nie czekają na akceptację." itemKey={(charity) => String(charity.id)}>
              {(charity) => <QueuedCharity charity={charity} since="zmiany od" />}
            </QueueSection>
            {remote.data.reports && (
              <QueueSection title="Zgłoszenia" total={remote.data.reports.total} items={remote.data.reports.items} empty="Żadne zgłoszenie nie czeka na decyzję." itemKey={(report) => String(report.id)}>
                {(report) => <QueuedReport report={report} onClose={setClosing} />}
              </QueueSection>
            )}
            <QueueSection title={`Płatności oczekujące ponad ${STALE_PENDING_MINUTES} minut`} total={remote.data.stale_pending.total} items={remote.data.stale_pending.items} empty="Brak płatności, które utknęły." itemKey={paymentKey}>
              {(payment) => <QueuedPayment payment={payment} />}
            </QueueSection>
            <QueueSection title={`Nieudane płatności z ostatnich ${FAILED_RECENT_DAYS} dni`} total={remote.data.failed.total} items={remote.data.failed.items} empty="Brak nieudanych płatności." itemKey={paymentKey}>
              {(payment) => <QueuedPayment payment={payment} />}
            </QueueSection>
            {remote.data.failed_emails !== null && (
              <FailedEmails count={remote.data.failed_emails}>
                <Allowed to={API_ROUTES.adminEmailsResend}>
                  <EmailsResend chosen={[]} failed={remote.data.failed_emails} onResent={remote.reload} />
                </Allowed>
              </FailedEmails>
            )}
            <QueueSection title="Ostatnie wpłaty ręczne" items={remote.data.manual} empty="Nie dodano jeszcze żadnej wpłaty ręcznej." itemKey={paymentKey}>
              {(payment) => <QueuedPayment payment={payment} />}
            </QueueSection>
            {remote.data.reports && <ClosedReports key={remote.data.reports.total} />}
          </div>
          {closing && (
            <Suspense fallback={null}>
              <ReportCloseDialog report={closing} onClose={() => setClosing(null)} onClosed={remote.reload} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
