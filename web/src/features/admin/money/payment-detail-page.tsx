import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AUDIT_ACTION_LABELS } from '@zlota/shared/audit';
import type { AdminPaymentDetail, PaymentCheck } from '@zlota/shared/entities';
import { paymentEventVerdictLabel, paymentMethodLabel, paymentSourceLabel, paymentStatusLabel } from '@zlota/shared/payment-labels';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatZl } from '@zlota/shared/money';
import { paymentsApi } from './api/payments-api';
import { formatWhen } from '@zlota/shared/format';
import { RefundDialog } from './components/refund-dialog';
import { VoidPaymentDialog } from './components/void-payment-dialog';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { useAllows } from '../staff-role';
import { useAction } from '../hooks/use-action';
import { statementHref } from './statement-link';

const CHECK_RESULTS: Record<PaymentCheck['outcome'], string> = {
  counted: 'Operator potwierdził wpłatę — zaksięgowaliśmy ją teraz.',
  failed: 'Operator podaje, że płatność się nie powiodła — oznaczyliśmy ją jako nieudaną.',
  duplicate: 'Tę odpowiedź operatora mieliśmy już zapisaną — nic się nie zmieniło.',
  unchanged: 'Odpowiedź operatora niczego nie zmienia.',
  pending: 'Operator nadal czeka na wpłatę — sprawdź ponownie później.',
  error: 'Operator nie odpowiedział albo jego odpowiedź nie zgadza się z wpłatą. Spróbuj ponownie za chwilę.',
};

const EVENT_KINDS = { notification: 'powiadomienie operatora', reconcile: 'sprawdzenie u operatora', rejected: 'odrzucone powiadomienie' } as const;

type Payment = AdminPaymentDetail['payment'];

function Facts({ payment }: { payment: Payment }) {
  const facts: [string, string][] = [
    ['Kwota', `${formatZl(payment.amount)}${payment.test ? ' (płatność testowa)' : ''}`],
    ['Status', paymentStatusLabel(payment.status)],
    ['Operator', paymentSourceLabel(payment.provider)],
    ['Metoda', paymentMethodLabel(payment.method) ?? '—'],
    ['Referencja operatora', payment.provider_ref ?? '—'],
    ['Zbiórka', `${payment.charity.title} (nr ${payment.charity.id})`],
    ['Darczyńca', `${payment.donor_name ?? 'bez podpisu'}${payment.anonymous ? ' (anonimowo)' : ''}`],
    ['E-mail', payment.donor_email ?? '—'],
    ['Utworzona', payment.created_at ? formatWhen(payment.created_at) : '—'],
    ['Zaksięgowana', payment.paid_at ? formatWhen(payment.paid_at) : '—'],
    ['Notatka', payment.note ?? '—'],
    ['Guid', payment.guid],
  ];
  return (
    <dl className="payment-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** „Z wyciągu”: the bank statement's line a manual donation was booked from, linked to the statement for those who may open it. */
function StatementLine({ line }: { line: NonNullable<AdminPaymentDetail['statement_line']> }) {
  const mayOpen = useAllows(API_ROUTES.adminBankStatement);
  const text = `„${line.file_name}” (wczytany ${formatWhen(line.imported_at)}), pozycja ${line.position} z dnia ${line.booked_on}`;
  return (
    <p>
      Z wyciągu: {mayOpen ? <Link to={statementHref(line.statement_id)}>{text}</Link> : text}
    </p>
  );
}

/** Provider events and audit entries, one timeline, oldest first. */
function Timeline({ detail }: { detail: AdminPaymentDetail }) {
  const items = [
    ...detail.events.map((event) => ({
      at: event.received_at,
      key: `event-${event.event_key}`,
      title: `${EVENT_KINDS[event.kind]} (${paymentSourceLabel(event.provider)}): ${paymentEventVerdictLabel(event.verdict)}`,
      body: (
        <details>
          <summary>Treść wiadomości operatora</summary>
          <p>Klucz zdarzenia: {event.event_key}</p>
          <pre tabIndex={0}>{event.body}</pre>
        </details>
      ),
    })),
    ...detail.audit.map((entry) => ({
      at: entry.at,
      key: `audit-${entry.id}`,
      title: `${AUDIT_ACTION_LABELS[entry.action]} — ${entry.actor_email ?? 'system'}`,
      body: entry.note ? <p>{entry.note}</p> : null,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (items.length === 0) return <p>Brak zdarzeń: operator jeszcze nic nie przysłał.</p>;
  return (
    <ol className="payment-timeline">
      {items.map((item) => (
        <li key={item.key}>
          <time dateTime={item.at}>{formatWhen(item.at)}</time> · {item.title}
          {item.body}
        </li>
      ))}
    </ol>
  );
}

/** /admin/payments/:guid: the payment, its timeline, "Sprawdź ponownie", and its refund or void. */
export function AdminPaymentDetailPage() {
  const may = { check: useAllows(API_ROUTES.adminPaymentCheck), refund: useAllows(API_ROUTES.adminPaymentRefund), void: useAllows(API_ROUTES.adminVoidPayment) };
  useDocumentMeta('Szczegóły płatności');
  const { guid = '' } = useParams();
  const remote = useRemote(guid, (signal) => paymentsApi.detail(guid, signal));
  const { busy: checking, run } = useAction();
  const [result, setResult] = useState<string | null>(null);
  // The money actions: a paid online payment is refunded through its provider, a manual one entered by mistake is voided.
  const [action, setAction] = useState<'refund' | 'void' | null>(null);
  const closeAction = () => setAction(null);
  const check = async () => {
    const checked = await run(() => paymentsApi.check(guid));
    if (!checked) return;
    setResult(`${CHECK_RESULTS[checked.value.outcome]} Status: ${paymentStatusLabel(checked.value.status)}.`);
    remote.reload();
  };
  const back = { href: paths.adminPayments.getHref(), label: 'Wróć do płatności' };
  return (
    <section className="admin-page" aria-labelledby="payment-title">
      <h1 id="payment-title">Szczegóły płatności</h1>
      <p>
        <Link to={back.href}>{back.label}</Link>
      </p>
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={back} notFound={remote.notFound} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie płatności…</p>}
      {remote.status === 'ready' && (
        <>
          <Facts payment={remote.data.payment} />
          {remote.data.statement_line && <StatementLine line={remote.data.statement_line} />}
          <div className="admin-row-actions">
            {!remote.data.payment.manual && may.check && (
              <button type="button" className="btn btn--primary" onClick={() => void check()} disabled={checking}>
                {checking ? 'Sprawdzanie…' : 'Sprawdź ponownie'}
              </button>
            )}
            {remote.data.refundable > 0 && may.refund && (
              <button type="button" className="btn" onClick={() => setAction('refund')}>
                Zwróć wpłatę
              </button>
            )}
            <button type="button" className="btn" onClick={() => void (window.desktop ? window.desktop.print() : window.print())}>
              Drukuj
            </button>
            {remote.data.payment.manual && remote.data.payment.status === 'paid' && may.void && (
              <button type="button" className="btn" onClick={() => setAction('void')}>
                Unieważnij
              </button>
            )}
          </div>
          {action === 'refund' && (
            <RefundDialog
              payment={{ guid: remote.data.payment.guid, refundable: remote.data.refundable }}
              onClose={closeAction}
              onDone={() => remote.reload()}
            />
          )}
          {action === 'void' && (
            <VoidPaymentDialog
              payment={remote.data.payment}
              onCancel={closeAction}
              onVoided={() => {
                closeAction();
                remote.reload();
              }}
            />
          )}
          <p role="status">{result}</p>
          <section className="admin-section" aria-labelledby="timeline-title">
            <h2 id="timeline-title">Historia płatności</h2>
            <Timeline detail={remote.data} />
          </section>
        </>
      )}
    </section>
  );
}
