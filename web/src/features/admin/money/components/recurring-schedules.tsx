import { useState } from 'react';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { pluralPl } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import { RECURRING_METHOD_LABELS, RECURRING_STATUS_LABELS, RECURRING_STATUSES, type RecurringSchedule, type RecurringStatus } from '@zlota/shared/schemas/recurring';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { useRemote } from '../../../../hooks/use-remote';
import { Allowed } from '../../staff-role';
import { useAction } from '../../hooks/use-action';

const MONTHS = { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' };
import { recurringApi } from '../api/recurring-api';

const STILL_CHARGING: readonly RecurringStatus[] = ['awaiting_first', 'active', 'paused'];

/** Issue 40 item 6: "Wpłaty co miesiąc": every schedule with its state, amount, day, fundraiser, donor and paid months; cancel with a reason. */
export function RecurringSchedules() {
  const notify = useNotify();
  const [status, setStatus] = useState<RecurringStatus | ''>('');
  const schedules = useRemote(`admin-recurring:${status}`, (signal) => recurringApi.list(status, signal));
  const [cancelling, setCancelling] = useState<RecurringSchedule | null>(null);
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAction();
  const cancel = async (schedule: RecurringSchedule) => {
    if (!(await run(() => recurringApi.cancel(schedule.id, reason)))) return;
    setCancelling(null);
    setReason('');
    notify.success('Anulowaliśmy wpłatę co miesiąc. Darczyńca dostał e-mail.');
    schedules.reload();
  };
  return (
    <section aria-labelledby="recurring-title">
      <h2 id="recurring-title">Wpłaty co miesiąc</h2>
      <label htmlFor="recurring-status">Pokaż wpłaty w stanie</label>{' '}
      <select id="recurring-status" value={status} onChange={(event) => setStatus(event.target.value as RecurringStatus | '')}>
        <option value="">Wszystkie</option>
        {RECURRING_STATUSES.map((option) => (
          <option key={option} value={option}>
            {RECURRING_STATUS_LABELS[option]}
          </option>
        ))}
      </select>
      {schedules.status === 'loading' && <p role="status">Wczytywanie wpłat co miesiąc…</p>}
      {schedules.status === 'error' && <p role="alert">{schedules.message}</p>}
      {schedules.status === 'ready' && schedules.data.length === 0 && <p>Brak wpłat co miesiąc w tym stanie.</p>}
      {schedules.status === 'ready' && schedules.data.length > 0 && (
        <table className="data-table">
          <caption>Wpłaty co miesiąc, od najnowszej</caption>
          <thead>
            <tr>
              <th scope="col">Zbiórka</th>
              <th scope="col">Kwota</th>
              <th scope="col">Dzień</th>
              <th scope="col">Płatność</th>
              <th scope="col">Darczyńca</th>
              <th scope="col">Opłacone miesiące</th>
              <th scope="col">Do kiedy</th>
              <th scope="col">Stan</th>
              <th scope="col">Działania</th>
            </tr>
          </thead>
          <tbody>
            {schedules.data.map((schedule) => (
              <tr key={schedule.id}>
                <th scope="row">{schedule.charity.title}</th>
                <td className="money">{formatZl(schedule.amount, { nonBreaking: true })}</td>
                <td>{schedule.day}.</td>
                <td>{RECURRING_METHOD_LABELS[schedule.method]}</td>
                <td>{schedule.donor_email ?? '—'}</td>
                <td>{schedule.charges}</td>
                <td>{schedule.months === null ? 'do końca zbiórki' : `przez ${schedule.months} ${pluralPl(schedule.months, MONTHS)}`}</td>
                <td>{RECURRING_STATUS_LABELS[schedule.status]}</td>
                <td>
                  {STILL_CHARGING.includes(schedule.status) && (
                    <Allowed to={API_ROUTES.adminRecurringCancel}>
                      <button type="button" className="btn" onClick={() => setCancelling(schedule)}>
                        Anuluj
                      </button>
                    </Allowed>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Anulować wpłatę co miesiąc?"
        confirmLabel="Anuluj wpłatę"
        busy={busy}
        busyLabel="Anulowanie…"
        onConfirm={() => void (cancelling && cancel(cancelling))}
        onCancel={() => setCancelling(null)}
      >
        <p>
          {cancelling ? `${formatZl(cancelling.amount)} co miesiąc na zbiórkę „${cancelling.charity.title}”.` : ''} Nic więcej nie pobierzemy, a darczyńca dostanie e-mail.
        </p>
        <label htmlFor="recurring-reason">Powód (zostanie w dzienniku zmian)</label>
        <textarea id="recurring-reason" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        {error && <p role="alert">{error}</p>}
      </ConfirmDialog>
    </section>
  );
}
