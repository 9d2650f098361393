import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { formatZl } from '@zlota/shared/money';
import { useAction } from '../../hooks/use-action';
import { paymentsApi, type ReconcileReport } from '../api/payments-api';

/** Payments still pending after this many minutes are asked about again (as the scheduled run does). */
const OLDER_THAN_MINUTES = 30;

const OUTCOME_LABELS: Record<keyof ReconcileReport['outcomes'], string> = {
  counted: 'zaksięgowane teraz',
  failed: 'nieudane u operatora',
  duplicate: 'już wcześniej zapisane',
  unchanged: 'bez zmian',
  refunded: 'zwroty potwierdzone teraz',
  refunded_late: 'zwroty potwierdzone po oznaczeniu jako nieudane — sprawdź dziennik zdarzeń',
  refund_failed: 'zwroty odrzucone przez operatora',
  refund_pending: 'zwroty w toku u operatora',
  refund_asked_again: 'zwroty zlecone ponownie pod tym samym identyfikatorem',
  error: 'operator nie odpowiedział',
};

type FigureDifference = ReconcileReport['figure_differences'][number];

/** The home page's figures by name, and how each is shown (money from grosze, counts as they are). */
const FIGURE_LABELS: Record<FigureDifference['figure'], string> = {
  listed: 'zbiórki na liście strony głównej',
  fundraisers: 'prowadzone zbiórki (aktywne i zakończone)',
  collected: 'zebrano łącznie',
};
const figureValue = (difference: FigureDifference, value: number) => (difference.figure === 'collected' ? formatZl(value / 100) : String(value));

/** "Uzgodnij płatności": asked first, then the run's report in Polish. */
export function ReconcileRun({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const action = useAction();
  const [report, setReport] = useState<ReconcileReport | null>(null);
  const run = async () => {
    const done = await action.run(() => paymentsApi.reconcile(OLDER_THAN_MINUTES));
    setAsking(false);
    if (!done) return;
    setReport(done.value);
    notify.success('Uzgadnianie zakończone');
    onDone();
  };
  const outcomes = Object.entries(report?.outcomes ?? {}) as [keyof ReconcileReport['outcomes'], number][];
  return (
    <>
      <button type="button" className="btn" onClick={() => setAsking(true)}>
        Uzgodnij płatności
      </button>
      <ConfirmDialog open={asking} title="Uzgodnić płatności z operatorami?" confirmLabel="Uzgodnij" busy={action.busy} busyLabel="Uzgadnianie…" onConfirm={() => void run()} onCancel={() => setAsking(false)}>
        <p>
          Zapytamy operatorów o płatności oczekujące dłużej niż {OLDER_THAN_MINUTES} minut i zapiszemy ich odpowiedzi. Potem sprawdzimy, czy zebrana kwota każdej zbiórki
          równa się sumie jej opłaconych wpłat, a liczby na stronie głównej — ponownemu przeliczeniu zbiórek.
        </p>
      </ConfirmDialog>
      {report && (
        <section className="admin-section" aria-labelledby="reconcile-title" role="status">
          <h2 id="reconcile-title">Raport uzgadniania</h2>
          <p>Sprawdzone płatności: {report.polled}</p>
          {outcomes.length > 0 && (
            <ul>
              {outcomes.map(([outcome, count]) => (
                <li key={outcome}>
                  {OUTCOME_LABELS[outcome]}: {count}
                </li>
              ))}
            </ul>
          )}
          {report.differences.length === 0 ? (
            <p>Zebrane kwoty wszystkich zbiórek zgadzają się z sumami wpłat.</p>
          ) : (
            <>
              <p>Zbiórki, których zebrana kwota różni się od sumy opłaconych wpłat lub od księgi wpłat i wypłat:</p>
              <ul>
                {report.differences.map((difference) => (
                  <li key={difference.charity_id}>
                    {difference.title} (nr {difference.charity_id}): zebrano {formatZl(difference.collected / 100)}, suma wpłat {formatZl(difference.paid_sum / 100)}, w księdze {formatZl(difference.ledger_sum / 100)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {report.spent_differences.length > 0 && (
            <>
              <p>Zbiórki, których wydana kwota różni się od wydatków w księdze:</p>
              <ul>
                {report.spent_differences.map((difference) => (
                  <li key={difference.charity_id}>
                    {difference.title} (nr {difference.charity_id}): wydano {formatZl(difference.spent / 100)}, w księdze {formatZl(difference.ledger_spent / 100)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {report.figure_differences.length === 0 ? (
            <p>Liczby na stronie głównej zgadzają się z przeliczeniem wszystkich zbiórek.</p>
          ) : (
            <>
              <p>Liczby na stronie głównej, które różnią się od przeliczenia wszystkich zbiórek:</p>
              <ul>
                {report.figure_differences.map((difference) => (
                  <li key={difference.figure}>
                    {FIGURE_LABELS[difference.figure]}: pokazywane {figureValue(difference, difference.maintained)}, po przeliczeniu{' '}
                    {figureValue(difference, difference.recounted)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
