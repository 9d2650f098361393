import { useState } from 'react';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { formatWhen } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import type { LedgerMonth } from '@zlota/shared/schemas/ledger';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { useRemote } from '../../../../hooks/use-remote';
import { Allowed } from '../../staff-role';
import { ledgerApi } from '../api/ledger-api';
import { useAction } from '../../hooks/use-action';
import { LedgerCorrections } from './ledger-corrections';

/** This month in Warsaw, `YYYY-MM`: only the months before it can be closed. */
const currentMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' }).format(Date.now());

/**
 * "Księga wpłat i wypłat" (issue 35): each month's movements, its CSV, and "Zamknij miesiąc" (admins, asked first):
 * afterwards nothing dated in it can be added, and its file stays the one signed with its SHA-256.
 */
export function LedgerMonths() {
  const notify = useNotify();
  const months = useRemote('admin-ledger-months', (signal) => ledgerApi.months(signal));
  const [closing, setClosing] = useState<LedgerMonth | null>(null);
  const { busy, run } = useAction();
  const download = (month: string) => run(() => ledgerApi.download(month), { quiet: true });
  const close = async (month: string) => {
    const closed = await run(() => ledgerApi.close(month), { quiet: true });
    setClosing(null);
    if (!closed) return;
    notify.success(`Miesiąc ${closed.value.month} jest zamknięty. Suma kontrolna pliku (SHA-256): ${closed.value.sha256 ?? ''}`);
    months.reload();
  };
  return (
    <section aria-labelledby="ledger-months-title">
      <h2 id="ledger-months-title">Księga wpłat i wypłat</h2>
      {months.status === 'loading' && <p role="status">Wczytywanie miesięcy…</p>}
      {months.status === 'error' && <p role="alert">{months.message}</p>}
      {months.status === 'ready' && months.data.length === 0 && <p>W księdze nie ma jeszcze żadnego ruchu.</p>}
      {months.status === 'ready' && months.data.length > 0 && (
        <table className="data-table">
          <caption>Miesiące księgi, od najnowszego</caption>
          <thead>
            <tr>
              <th scope="col">Miesiąc</th>
              <th scope="col">Ruchy</th>
              <th scope="col">Wpływy</th>
              <th scope="col">Wypływy</th>
              <th scope="col">Stan</th>
              <th scope="col">Działania</th>
            </tr>
          </thead>
          <tbody>
            {months.data.map((month) => (
              <tr key={month.month}>
                <th scope="row">{month.month}</th>
                <td>{month.entries}</td>
                <td className="money">{formatZl(month.income_grosze / 100, { nonBreaking: true })}</td>
                <td className="money">{formatZl(month.outgo_grosze / 100, { nonBreaking: true })}</td>
                <td>{month.closed_at ? `Zamknięty ${formatWhen(month.closed_at)}${month.closed_by ? ` (${month.closed_by})` : ''}` : 'Otwarty'}</td>
                <td>
                  <button type="button" className="btn" onClick={() => void download(month.month)}>
                    Pobierz CSV
                  </button>{' '}
                  {!month.closed_at && month.month < currentMonth() && (
                    <Allowed to={API_ROUTES.adminLedgerMonthClose}>
                      <button type="button" className="btn" onClick={() => setClosing(month)}>
                        Zamknij miesiąc
                      </button>
                    </Allowed>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Allowed to={API_ROUTES.adminLedgerCorrections}>
        <LedgerCorrections onBooked={months.reload} />
      </Allowed>
      <ConfirmDialog
        open={closing !== null}
        title={`Zamknąć miesiąc ${closing?.month ?? ''}?`}
        confirmLabel="Zamknij miesiąc"
        busy={busy}
        busyLabel="Zamykanie miesiąca…"
        tone="primary"
        onConfirm={() => void (closing && close(closing.month))}
        onCancel={() => setClosing(null)}
      >
        <p>
          Po zamknięciu nie da się dopisać żadnej wpłaty, zwrotu ani wydatku z datą w tym miesiącu — późną korektę zaksięgujesz w bieżącym miesiącu. Plik CSV miesiąca
          zostanie podpisany sumą kontrolną SHA-256 zapisaną w dzienniku zdarzeń. Tej decyzji nie można cofnąć.
        </p>
      </ConfirmDialog>
    </section>
  );
}
