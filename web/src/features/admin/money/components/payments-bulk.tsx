import { useState } from 'react';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminPayment } from '@zlota/shared/entities';
import { pluralPl } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import { paymentStatusLabel } from '@zlota/shared/payment-labels';
import { useNotify } from '../../../../hooks/use-notify';
import { BulkAction, BulkBar, BulkReport } from '../../components/row-selection';
import type { RowSelection } from '../../hooks/use-row-selection';
import { useAllows } from '../../staff-role';
import { paymentsApi } from '../api/payments-api';

export const paymentsCounted = (count: number) => `${count} ${pluralPl(count, { one: 'płatność', few: 'płatności', many: 'płatności' })}`;

interface PaymentsBulkProps {
  selection: RowSelection<string>;
  rows: AdminPayment[];
  onChecked: () => void;
}

/** A payment as a person names it in a list: "250,00 zł — Wózek dla Leny (Anna Nowak)". */
export const paymentName = (payment: AdminPayment) => `${formatZl(payment.amount)} — ${payment.charity.title} (${payment.donor_name ?? 'bez podpisu'})`;

/** Issue 36 item 7: the chosen payments' CSV ("Eksportuj zaznaczone") and "Sprawdź u operatora", each asked once with their number. */
export function PaymentsBulk({ selection, rows, onChecked }: PaymentsBulkProps) {
  const notify = useNotify();
  const mayCheck = useAllows(API_ROUTES.adminPaymentsCheck);
  const mayExport = useAllows(API_ROUTES.adminPaymentsExportChosen);
  const [report, setReport] = useState<string[]>([]);
  const count = selection.chosen.length;
  const named = (guid: string) => {
    const row = rows.find((payment) => payment.guid === guid);
    return row ? paymentName(row) : `Płatność ${guid}`;
  };
  const exportChosen = async () => {
    await paymentsApi.downloadChosenCsv(selection.chosen);
    notify.success('Plik gotowy', `Wyeksportowano: ${paymentsCounted(count)}.`);
  };
  const checkChosen = async () => {
    const answer = await paymentsApi.checkMany(selection.chosen);
    notify.success('Sprawdzono u operatora', `Sprawdzono: ${paymentsCounted(answer.checked.length)}. Pominięto: ${paymentsCounted(answer.skipped.length)}.`);
    setReport([
      ...answer.checked.map((entry) => `${named(entry.guid)}: ${paymentStatusLabel(entry.status)}`),
      ...answer.skipped.map((entry) => `${named(entry.guid)}: pominięta — ${entry.reason}`),
    ]);
    selection.clear();
    onChecked();
  };
  return (
    <>
      <BulkBar selection={selection} pageIds={rows.map((row) => row.guid)} counted={paymentsCounted}>
        {mayExport ? (
          <BulkAction label="Eksportuj zaznaczone" title={`Wyeksportować ${paymentsCounted(count)} do pliku CSV?`} confirmLabel="Eksportuj" busyLabel="Przygotowywanie pliku…" run={exportChosen}>
            <p>Plik będzie miał te same kolumny co eksport według filtrów.</p>
          </BulkAction>
        ) : null}
        {mayCheck ? (
          <BulkAction label="Sprawdź u operatora" title={`Sprawdzić u operatora ${paymentsCounted(count)}?`} confirmLabel="Sprawdź" busyLabel="Sprawdzanie…" run={checkChosen}>
            <p>Sprawdzimy tylko płatności oczekujące; pozostałe zostaną pominięte. Każde sprawdzenie trafi do dziennika zdarzeń.</p>
          </BulkAction>
        ) : null}
      </BulkBar>
      <BulkReport heading="Wynik sprawdzenia u operatora" lines={report.map((line) => ({ key: line, text: line }))} />
    </>
  );
}
