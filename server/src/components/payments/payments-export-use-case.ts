import { formatSpreadsheetTime } from '@zlota/shared/format';
import { paymentMethodLabel, paymentSourceLabel, paymentStatusLabel } from '@zlota/shared/payment-labels';
import type { PaymentFilters } from '@zlota/shared/schemas/payment-filters';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { CSV_BOM, csvAmount, csvLine } from '../../libraries/csv.js';
import { withCharities } from './payment-queries-use-case.js';
import { COUNTED_STATUSES, listPaymentsBefore, listPaymentsByGuids, type ManualPaymentRow } from './payments-repository.js';
import type { PaymentSources, StatementLineRef } from './payment-sources.js';
import { confirmedRefundsOf } from './refunds-repository.js';

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
  // What makes the file a ledger for the accountant (issue 35 item 4), after the columns of before.
  'numer referencyjny przelewu',
  'data otrzymania',
  'zwrócono',
  'kwota netto',
  'powód unieważnienia',
  'pozycja wyciągu',
];

const warsawTime = (ms: number | null) => (ms === null ? null : formatSpreadsheetTime(Number(ms)));

/** The file's name, with the Polish day it was made: `platnosci-2026-11-25.csv`. */
export const exportFileName = (now: number) => `platnosci-${warsawDay(now)}.csv`;

const COUNTED: readonly string[] = COUNTED_STATUSES;

/** The day the money came: a manual donation's day received (from the bank statement), else the Polish day it was paid. */
const receivedOn = (payment: ManualPaymentRow) => payment.received_on ?? (payment.paid_at === null ? null : warsawDay(Number(payment.paid_at)));

/** The statement's line a transfer was booked from, as the accountant finds it: `wyciąg nr 3 (plik.sta), pozycja 2`. */
const lineText = (line: StatementLineRef | undefined) => (line ? `wyciąg nr ${line.statement_id} (${line.file_name}), pozycja ${line.position}` : null);

function line({ payment, charity }: { payment: ManualPaymentRow; charity: { title: string } }, refunded: number, statementLine: StatementLineRef | undefined): string {
  // What stayed with the fundraiser: nothing of a payment never counted (pending, failed) or voided.
  const net = COUNTED.includes(payment.status) ? payment.amount - refunded : 0;
  return csvLine([
    warsawTime(payment.created_at),
    warsawTime(payment.paid_at),
    charity.title,
    csvAmount(payment.amount),
    payment.currency,
    paymentStatusLabel(payment.status),
    paymentSourceLabel(payment.provider),
    paymentMethodLabel(payment.method),
    payment.provider_ref,
    payment.guid,
    payment.donor_name,
    payment.donor_email,
    payment.anonymous ? 'tak' : 'nie',
    payment.note,
    payment.bank_reference,
    receivedOn(payment),
    csvAmount(refunded),
    csvAmount(net),
    payment.void_reason,
    lineText(statementLine),
  ]);
}

/**
 * The filtered payments as CSV, in the list's order (newest first), a batch at a time: the next batch
 * is read after the one before (keyset on id), only when the previous one has been taken.
 */
export async function* paymentsCsv(deps: Deps, filters: PaymentFilters, sources: PaymentSources): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(HEADERS);
  let beforeId: number | null = null;
  for (;;) {
    const batch = await listPaymentsBefore(deps.db, filters, beforeId, BATCH);
    if (batch.length === 0) return;
    yield await linesOf(deps, batch, sources);
    if (batch.length < BATCH) return;
    beforeId = batch.at(-1)!.id;
  }
}

/** One batch of payments as the file's lines, each with what was refunded and the statement line it was booked from. */
async function linesOf(deps: Deps, batch: ManualPaymentRow[], sources: PaymentSources): Promise<string> {
  const guids = batch.map((payment) => payment.guid);
  const [refunded, lines] = await Promise.all([confirmedRefundsOf(deps.db, guids), sources.linesOf(deps.db, guids)]);
  return (await withCharities(deps, batch)).map((row) => line(row, refunded.get(row.payment.guid) ?? 0, lines.get(row.payment.guid))).join('');
}

/** Issue 36 item 7: the payments chosen in the panel's list (at most 200) as CSV, in the same columns as the filtered export. */
export async function chosenPaymentsCsv(deps: Deps, guids: string[], sources: PaymentSources): Promise<string> {
  return CSV_BOM + csvLine(HEADERS) + (await linesOf(deps, await listPaymentsByGuids(deps.db, guids), sources));
}
