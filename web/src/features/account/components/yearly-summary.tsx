import { useId, useState } from 'react';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { useNotify } from '../../../hooks/use-notify';
import { errorMessage } from '../../../lib/api-client';
import { accountApi, type UserDonation } from '../api/account-api';
import { isConfirmable } from '../logic/labels';

/** The tax years (in Polish time) in which the user has donations that stand, newest first. */
export function taxYearsOf(donations: UserDonation[]): number[] {
  const years = donations.filter((donation) => isConfirmable(donation.status) && donation.paid_at).map((donation) => Number(warsawDay(Date.parse(donation.paid_at!)).slice(0, 4)));
  return [...new Set(years)].sort((a, b) => b - a);
}

/** "Podsumowanie roczne": the PDF of one tax year's donations, for the tax relief. */
export function YearlySummary({ donations }: { donations: UserDonation[] }) {
  const notify = useNotify();
  const years = taxYearsOf(donations);
  const [year, setYear] = useState(years[0]);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  if (years.length === 0 || year === undefined) return null;
  const download = async () => {
    setBusy(true);
    try {
      await accountApi.downloadYearlySummary(year);
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="yearly-summary">
      <h3>Podsumowanie roczne</h3>
      <p>Zestawienie Twoich wpłat z roku podatkowego w PDF — przyda się przy rozliczeniu ulgi na darowizny.</p>
      <div className="actions">
        <label htmlFor={selectId}>Rok podatkowy</label>
        <select id={selectId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={() => void download()} disabled={busy}>
          {busy ? 'Przygotowywanie pliku…' : 'Pobierz podsumowanie (PDF)'}
        </button>
      </div>
    </div>
  );
}
