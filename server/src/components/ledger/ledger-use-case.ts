// Issue 35 items 4 and 5: the ledger's months as the panel lists them, each month's CSV for the accountant (every
// movement with its source), and closing a month that is over: its export signed with its SHA-256, kept exactly as
// signed and recorded in the audit log; after that no row dated in it can be added (ledger-repository.ts and the
// database refuse it).
import { createHash } from 'node:crypto';
import { formatSpreadsheetTime } from '@zlota/shared/format';
import { LEDGER_KIND_LABELS, LEDGER_SOURCE_LABELS, monthOf } from '@zlota/shared/ledger';
import { LEDGER_MESSAGES } from '@zlota/shared/messages';
import type { LedgerMonth } from '@zlota/shared/schemas/ledger';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Knex } from 'knex';
import type { Deps } from '../../deps.js';
import { CSV_BOM, csvAmount, csvLine } from '../../libraries/csv.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { charityLinks } from '../charities/charities-repository.js';
import { findOwners, type UserRow } from '../users/users-repository.js';
import { closedExport, closedMonths, holdNewEntries, insertClosedMonth, ledgerEntriesOfMonth, monthTotals, type LedgerEntryRow } from './ledger-repository.js';

const HEADERS = [
  'nr wpisu',
  'data',
  'zaksięgowano',
  'zbiórka',
  'nr zbiórki',
  'rodzaj',
  'wpływ',
  'wypływ',
  'źródło',
  'nr źródła',
  'nr wpłaty',
  'księgował',
  'koryguje wpis',
  'notatka',
];

/** A provider's word booked it (a payment paid, a refund confirmed). */
const PROVIDER = 'operator płatności';

/** The file's name: `ksiega-2026-10.csv`. */
export const ledgerFileName = (month: string) => `ksiega-${month}.csv`;

/** The month's rows as CSV with the Polish Excel conventions: money in and out in two columns, both positive. */
async function monthCsv(db: Knex, month: string): Promise<{ csv: string; entries: number }> {
  const rows = await ledgerEntriesOfMonth(db, month);
  const charities = await charityLinks(db, rows.map((row) => row.charity_id));
  const staff = new Map((await findOwners(db, [...new Set(rows.flatMap((row) => (row.booked_by === null ? [] : [row.booked_by])))])).map((user) => [user.id, user.email]));
  const line = (row: LedgerEntryRow) =>
    csvLine([
      String(row.id),
      row.occurred_on,
      formatSpreadsheetTime(row.booked_at),
      charities.get(row.charity_id)?.title ?? null,
      String(row.charity_id),
      LEDGER_KIND_LABELS[row.kind],
      row.amount_grosze > 0 ? csvAmount(row.amount_grosze) : null,
      row.amount_grosze < 0 ? csvAmount(-row.amount_grosze) : null,
      LEDGER_SOURCE_LABELS[row.source_type],
      String(row.source_id),
      row.payment_id === null ? null : String(row.payment_id),
      row.booked_by === null ? PROVIDER : (staff.get(row.booked_by) ?? `nr ${row.booked_by}`),
      row.corrects_id === null ? null : String(row.corrects_id),
      row.note,
    ]);
  return { csv: CSV_BOM + csvLine(HEADERS) + rows.map(line).join(''), entries: rows.length };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The month's export: a closed month's as it was signed, an open month's as the ledger stands now. */
export async function ledgerMonthExport(deps: Deps, month: string): Promise<{ csv: string; sha256: string }> {
  const closed = await closedExport(deps.db, month);
  if (closed) return closed;
  const { csv } = await monthCsv(deps.db, month);
  return { csv, sha256: sha256(csv) };
}

/** Every month with a movement or closed, the newest first. */
export async function ledgerMonths(deps: Deps): Promise<LedgerMonth[]> {
  const [totals, closed] = await Promise.all([monthTotals(deps.db), closedMonths(deps.db)]);
  const months = new Map<string, LedgerMonth>(
    totals.map((total) => [total.month, { ...total, closed_at: null, closed_by: null, sha256: null }]),
  );
  for (const month of closed) {
    const shown = months.get(month.month) ?? { month: month.month, entries: 0, income_grosze: 0, outgo_grosze: 0 };
    months.set(month.month, { ...shown, closed_at: new Date(month.closed_at).toISOString(), closed_by: month.closed_by_email, sha256: month.sha256 });
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/**
 * Closes a month that is over, once: its export is written and signed (SHA-256) in the transaction that closes it,
 * the checksum recorded in the audit log. A second or concurrent close is refused as closed already.
 */
export async function closeLedgerMonth(deps: Deps, admin: UserRow, month: string): Promise<LedgerMonth> {
  const now = deps.clock.now();
  if (month >= monthOf(warsawDay(now))) throw new AppError('MONTH_NOT_OVER', 409, LEDGER_MESSAGES.monthNotOver);
  const closed = await deps.db.transaction(async (trx) => {
    await holdNewEntries(trx);
    const { csv, entries } = await monthCsv(trx, month);
    const signed = { month, closed_at: now, closed_by: admin.id, closed_by_email: admin.email, entries, sha256: sha256(csv), export: csv };
    if (!(await insertClosedMonth(trx, signed))) return false;
    await recordAudit(trx, { actor: admin, action: 'ledger.month_close', entity_type: 'ledger', entity_id: null, after: { month, entries, sha256: signed.sha256 } }, now);
    return true;
  });
  if (!closed) throw new AppError('CONFLICT', 409, LEDGER_MESSAGES.alreadyClosed(month));
  return (await ledgerMonths(deps)).find((shown) => shown.month === month)!;
}
