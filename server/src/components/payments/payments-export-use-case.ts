import { formatSpreadsheetTime } from '@zlota/shared/format';
import { paymentSourceLabel, paymentStatusLabel } from '@zlota/shared/payment-labels';
import type { PaymentFilters } from '@zlota/shared/schemas/payment-filters';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { CSV_BOM, csvLine } from '../../libraries/csv.js';
import { withCharities } from './payment-queries-use-case.js';
import { listPaymentsBefore, type PaymentRow } from './payments-repository.js';

/** Rows read and written at a time: the export holds one batch, whatever the number of payments. */
const BATCH = 1000;

const HEADERS = [
  'data utworzenia',
  'data zaksięgowania',
  'zbiórka',
  'kwota',
  'waluta',
  'status',
  'operator',
  'metoda',
  'referencja operatora',
  'guid',
  'darczyńca',
  'e-mail',
  'anonimowa',
  'notatka',
];

const warsawTime = (ms: number | null) => (ms === null ? null : formatSpreadsheetTime(Number(ms)));

/** Grosze as the accountant's spreadsheet reads a Polish amount: `1234,50`, no thousands separator. */
const amountText = (grosze: number) => `${Math.trunc(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

/** The file's name, with the Polish day it was made: `platnosci-2026-11-25.csv`. */
export const exportFileName = (now: number) => `platnosci-${warsawDay(now)}.csv`;

function line({ payment, charity }: { payment: PaymentRow; charity: { title: string } }): string {
  return csvLine([
    warsawTime(payment.created_at),
    warsawTime(payment.paid_at),
    charity.title,
    amountText(payment.amount),
    payment.currency,
    paymentStatusLabel(payment.status),
    paymentSourceLabel(payment.provider),
    payment.method,
    payment.provider_ref,
    payment.guid,
    payment.donor_name,
    payment.donor_email,
    payment.anonymous ? 'tak' : 'nie',
    payment.note,
  ]);
}

/**
 * The filtered payments as CSV, in the list's order (newest first), a batch at a time: the next batch
 * is read after the one before (keyset on id), only when the previous one has been taken.
 */
export async function* paymentsCsv(deps: Deps, filters: PaymentFilters): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(HEADERS);
  let beforeId: number | null = null;
  for (;;) {
    const batch = await listPaymentsBefore(deps.db, filters, beforeId, BATCH);
    if (batch.length === 0) return;
    yield (await withCharities(deps, batch)).map(line).join('');
    if (batch.length < BATCH) return;
    beforeId = batch.at(-1)!.id;
  }
}
