import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { RecurringDonorView } from '@zlota/shared/entities';
import { formatDayPl } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import { PAGE_META } from '@zlota/shared/page-meta';
import { RECURRING_METHOD_LABELS, RECURRING_STATUS_LABELS } from '@zlota/shared/schemas/recurring';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useRemote } from '../../hooks/use-remote';
import { errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { cancelRecurring, fetchRecurring } from './api/donate-api';
import { RecurringCardChange } from './recurring-card-change';
import { RecurringChangeForm } from './recurring-change-form';
import './donate.css';

/**
 * /wplata-cykliczna/:id?klucz=… — the link of every e-mail of a monthly schedule: what is charged and when, a new
 * amount or day, a pause or resume, and one button that cancels it. No login and no reason; only the donor's click acts (mail scanners open links by themselves).
 */
export function RecurringPage() {
  useDocumentMeta(PAGE_META.recurring.title, PAGE_META.recurring.description);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('klucz') ?? '';
  const remote = useRemote(`${id}:${key}`, (signal) => fetchRecurring(id, key, signal));
  const [cancelled, setCancelled] = useState<RecurringDonorView | null>(null);
  const [changed, setChanged] = useState<{ schedule: RecurringDonorView; notice: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancel = async () => {
    setSending(true);
    setProblem(null);
    try {
      setCancelled(await cancelRecurring(id, key));
    } catch (error) {
      setProblem(await errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  const schedule = cancelled ?? changed?.schedule ?? (remote.status === 'ready' ? remote.data : null);
  return (
    <OnlineOnly what="Zarządzanie wpłatą co miesiąc">
      <section className="page page--narrow donate recurring" aria-labelledby="recurring-title">
        <h1 id="recurring-title">Twoja wpłata co miesiąc</h1>
        {remote.status === 'loading' && <p role="status">Wczytujemy Twoją wpłatę…</p>}
        {remote.status === 'error' && <p role="alert">{remote.message}</p>}
        {schedule && (
          <>
            <p>
              Zbiórka: <Link to={paths.charity.getHref({ name: schedule.charity.url })}>{schedule.charity.title}</Link>
            </p>
            <p>
              {formatZl(schedule.amount)} co miesiąc, {schedule.day}. dnia miesiąca. Stan: <strong>{RECURRING_STATUS_LABELS[schedule.status]}</strong>.
            </p>
            <p>
              Sposób płatności: <strong>{RECURRING_METHOD_LABELS[schedule.method]}</strong>
            </p>
            {schedule.next_charge_on && <p>Następną wpłatę pobierzemy {formatDayPl(schedule.next_charge_on)}.</p>}
            {schedule.last_charge_on && (schedule.status === 'active' || schedule.status === 'paused') && (
              <p>Ostatnią wpłatę pobierzemy {formatDayPl(schedule.last_charge_on)} — potem wpłaty zakończą się same.</p>
            )}
          </>
        )}
        {!cancelled && changed && <p role="status">{changed.notice}</p>}
        {!cancelled && schedule && (schedule.status === 'active' || schedule.status === 'paused') && (
          <RecurringChangeForm key={`${schedule.status}:${schedule.amount}:${schedule.day}`} id={id} linkKey={key} schedule={schedule} onChanged={(next, notice) => setChanged({ schedule: next, notice })} />
        )}
        {!cancelled && schedule && schedule.method === 'card' && (schedule.status === 'active' || schedule.status === 'paused') && <RecurringCardChange id={id} linkKey={key} schedule={schedule} />}
        {cancelled && (
          <p role="status">
            <strong>Anulowaliśmy Twoją wpłatę co miesiąc — nic więcej nie pobierzemy.</strong> Dziękujemy za całe dotychczasowe wsparcie!
          </p>
        )}
        {!cancelled && schedule && (schedule.status === 'active' || schedule.status === 'paused' || schedule.status === 'awaiting_first') && (
          <>
            <h2>Anulowanie</h2>
            <p>Możesz anulować jednym kliknięciem — bez logowania i bez podawania powodu.</p>
            <button type="button" className="btn btn--primary" onClick={() => void cancel()} disabled={sending}>
              {sending ? 'Anulujemy…' : 'Anuluj wpłatę co miesiąc'}
            </button>
          </>
        )}
        {problem && <p role="alert">{problem}</p>}
      </section>
    </OnlineOnly>
  );
}
