import { useId, useState } from 'react';
import { currentTaxYear, FIRST_TAX_YEAR } from '@zlota/shared/schemas/donation-summary';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { useAction } from '../../hooks/use-action';
import { paymentsApi } from '../api/payments-api';

/** The tax years the foundation can summarise, newest first; in January the one just ended comes first. */
const taxYears = () => Array.from({ length: currentTaxYear() - FIRST_TAX_YEAR + 1 }, (_, index) => currentTaxYear() - index);

/**
 * "Wyślij roczne podsumowania": asked first, for a chosen year; each donor with an account gets one e-mail with the PDF.
 * A year goes out once: a second send is refused, and the server's message (when and by whom it was sent) shows here.
 */
export function YearlySummariesSend() {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useAction();
  const [year, setYear] = useState(currentTaxYear() - 1);
  const selectId = useId();
  const send = async () => {
    const done = await run(() => paymentsApi.sendYearlySummaries(year));
    setAsking(false);
    if (!done) return;
    const sent = done.value;
    notify.success(
      sent.recipients === 0 ? `Za rok ${sent.year} nikt z kontem nie wpłacał — nic nie wysłaliśmy.` : `Podsumowania za rok ${sent.year} czekają na wysyłkę (adresatów: ${sent.recipients}).`,
    );
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => setAsking(true)}>
        Wyślij roczne podsumowania
      </button>
      <ConfirmDialog
        open={asking}
        title="Wysłać roczne podsumowania darowizn?"
        confirmLabel="Wyślij"
        busy={busy}
        busyLabel="Zapisywanie wiadomości…"
        tone="primary"
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <p>Każdy darczyńca z kontem, który wpłacał w wybranym roku, dostanie e-mail z podsumowaniem jego darowizn w PDF. Podsumowania za dany rok wysyłamy tylko raz, a wysyłka trafi do dziennika zdarzeń.</p>
        <p>
          <label htmlFor={selectId}>Rok podatkowy </label>
          <select id={selectId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {taxYears().map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </p>
      </ConfirmDialog>
    </>
  );
}
