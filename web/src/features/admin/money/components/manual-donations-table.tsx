import { useState } from 'react';
import { PAYMENT_STATUS_LABELS } from '@zlota/shared/schemas/payment-views';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import type { ManualDonationEntry } from '../api/manual-donations-api';
import { formatAmount, formatDay, methodLabel } from './manual-donation-format';
import { VoidPaymentDialog } from './void-payment-dialog';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { useAllows } from '../../staff-role';

const when = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Warsaw' });

function Status({ entry }: { entry: ManualDonationEntry }) {
  if (entry.status !== 'voided') return <>{PAYMENT_STATUS_LABELS[entry.status]}</>;
  return (
    <>
      <strong className="manual-donation__voided">{PAYMENT_STATUS_LABELS.voided}</strong>
      <br />
      {entry.void_reason}
      {entry.voided_by ? ` (${entry.voided_by}${entry.voided_at ? `, ${when.format(new Date(entry.voided_at))}` : ''})` : ''}
    </>
  );
}

/** This fundraiser's manual donations, newest entered first; a counted one can be voided, a voided one stays marked. */
export function ManualDonationsTable({ rows, onVoided }: { rows: ManualDonationEntry[]; onVoided: () => void }) {
  const voids = useAllows(API_ROUTES.adminVoidPayment);
  const [voiding, setVoiding] = useState<ManualDonationEntry | null>(null);
  const columns: DataTableColumn<ManualDonationEntry>[] = [
    { id: 'received_on', header: 'Otrzymano', cell: (row) => (row.received_on ? formatDay(row.received_on) : '—') },
    { id: 'amount', header: 'Kwota', cell: (row) => (row.status === 'voided' ? <s>{formatAmount(row.amount)}</s> : formatAmount(row.amount)) },
    { id: 'method', header: 'Sposób', cell: (row) => methodLabel(row.method) },
    { id: 'bank_reference', header: 'Numer referencyjny', cell: (row) => row.bank_reference ?? '—' },
    { id: 'donor', header: 'Darczyńca', cell: (row) => `${row.donor_name ?? 'nie podano'}${row.anonymous ? ' (anonimowo)' : ''}` },
    { id: 'entered', header: 'Wpisał(a)', cell: (row) => `${row.entered_by ?? '—'}, ${when.format(new Date(row.entered_at))}` },
    { id: 'status', header: 'Status', cell: (row) => <Status entry={row} /> },
    {
      id: 'actions',
      header: 'Akcje',
      cell: (row) =>
        row.status === 'paid' && voids ? (
          <button type="button" className="btn btn--small btn--danger-outline" onClick={() => setVoiding(row)}>
            Unieważnij<span className="visually-hidden"> wpłatę {formatAmount(row.amount)}{row.bank_reference ? ` (${row.bank_reference})` : ''}</span>
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <DataTable caption="Wpłaty ręczne tej zbiórki, od najnowszej" columns={columns} data={rows} rowKey={(row) => row.guid} empty="Nie ma jeszcze wpłat ręcznych." />
      {voiding && (
        <VoidPaymentDialog
          payment={voiding}
          onCancel={() => setVoiding(null)}
          onVoided={() => {
            setVoiding(null);
            onVoided();
          }}
        />
      )}
    </>
  );
}
