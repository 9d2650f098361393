import { useState, type FormEvent } from 'react';
import type { RecurringDonorView } from '@zlota/shared/entities';
import { checkDonationAmount } from '@zlota/shared/schemas/donation';
import { RECURRING_DAY_MAX, RECURRING_DAY_MIN } from '@zlota/shared/schemas/recurring';
import { errorMessage } from '../../lib/api-client';
import { changeRecurring } from './api/donate-api';

const DAYS = Array.from({ length: RECURRING_DAY_MAX - RECURRING_DAY_MIN + 1 }, (_, index) => RECURRING_DAY_MIN + index);
const amountText = (amount: number) => amount.toFixed(2).replace('.', ',').replace(/,00$/, '');

interface Props {
  id: string;
  linkKey: string;
  schedule: RecurringDonorView;
  onChanged: (schedule: RecurringDonorView, notice: string) => void;
}

/** Issue 40 item 5: on the link's page, a new amount or day, and a pause or resume — no login, no reason. */
export function RecurringChangeForm({ id, linkKey, schedule, onChanged }: Props) {
  const [amount, setAmount] = useState(amountText(schedule.amount));
  const [day, setDay] = useState(schedule.day);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (change: { amount?: string; day?: number; paused?: boolean }, notice: string) => {
    setSending(true);
    setProblem(null);
    try {
      onChanged(await changeRecurring(id, { key: linkKey, ...change }), notice);
    } catch (error) {
      setProblem(await errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDonationAmount(amount);
    if ('problem' in checked) return setProblem(checked.problem);
    void send({ amount, day }, 'Zapisaliśmy zmiany. Potwierdzenie wysłaliśmy e-mailem.');
  };
  const paused = schedule.status === 'paused';
  return (
    <>
      {!paused && (
        <form className="recurring__change" aria-label="Zmiana wpłaty co miesiąc" onSubmit={save} noValidate>
          <h2>Zmień kwotę lub dzień</h2>
          <div className="field">
            <label htmlFor="recurring-amount">Kwota co miesiąc (zł)</label>
            <input id="recurring-amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="recurring-day">Dzień miesiąca</label>
            <select id="recurring-day" value={day} onChange={(event) => setDay(Number(event.target.value))}>
              {DAYS.map((option) => (
                <option key={option} value={option}>
                  {option}.
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn" disabled={sending}>
            {sending ? 'Zapisujemy…' : 'Zapisz zmiany'}
          </button>
        </form>
      )}
      <p>{paused ? 'Wpłaty są wstrzymane — wznów je, kiedy zechcesz.' : 'Potrzebujesz przerwy? Wstrzymaj wpłaty i wznów je, kiedy zechcesz.'}</p>
      <button
        type="button"
        className="btn"
        disabled={sending}
        onClick={() =>
          void send(
            { paused: !paused },
            paused ? 'Wznowiliśmy Twoje wpłaty. Dziękujemy, że znów jesteś z nami!' : 'Wstrzymaliśmy wpłaty — do czasu wznowienia nic nie pobierzemy.',
          )
        }
      >
        {paused ? 'Wznów wpłaty' : 'Wstrzymaj wpłaty'}
      </button>
      {problem && <p role="alert">{problem}</p>}
    </>
  );
}
