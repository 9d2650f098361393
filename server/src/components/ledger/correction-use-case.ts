// Issue 35 item 1: a correction an admin books. A signed amount moves the fundraiser's collected figure and is one
// row of the ledger, both in one transaction with its audit entry. It is dated the day it is booked, so always in
// the open month: a mistake in a closed month is corrected here too, the correction naming the row it corrects.
import { LEDGER_MESSAGES as M } from '@zlota/shared/messages';
import type { LedgerCorrection, LedgerCorrectionInput } from '@zlota/shared/schemas/ledger';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Knex } from 'knex';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { charityNotFound } from '../charities/catalog-use-case.js';
import { charityLinks, findCharity } from '../charities/charities-repository.js';
import { findOwners, type UserRow } from '../users/users-repository.js';
import { bookMovement, correctionRows, ledgerEntriesById, type LedgerEntryRow } from './ledger-repository.js';

/** The panel lists the newest corrections, this many at most. */
export const CORRECTIONS_LISTED = 200;

const refused = (message: string) => new AppError('VALIDATION', 400, message, { corrects_id: message });

/** The row corrected: of this fundraiser, and on its donations' side (an expense is not corrected here). */
async function correctedEntry(trx: Knex, input: LedgerCorrectionInput): Promise<LedgerEntryRow | undefined> {
  if (input.corrects_id == null) return undefined;
  const original = (await ledgerEntriesById(trx, [input.corrects_id])).get(input.corrects_id);
  if (!original) throw refused(M.correctedNotFound);
  if (original.charity_id !== input.charity_id) throw refused(M.correctedOtherCharity);
  if (original.kind === 'expense_paid') throw refused(M.correctedExpense);
  return original;
}

/** The corrections as the panel shows them: each with its fundraiser, who booked it and the day of the row it corrects. */
async function correctionViews(db: Knex, rows: LedgerEntryRow[]): Promise<LedgerCorrection[]> {
  const charities = await charityLinks(db, rows.map((row) => row.charity_id));
  const staff = new Map((await findOwners(db, rows.flatMap((row) => (row.booked_by === null ? [] : [row.booked_by])))).map((user) => [user.id, user.email]));
  const originals = await ledgerEntriesById(db, rows.flatMap((row) => (row.corrects_id === null ? [] : [row.corrects_id])));
  return rows.map((row) => {
    const original = row.corrects_id === null ? undefined : originals.get(row.corrects_id);
    return {
      id: row.id,
      charity: { id: row.charity_id, title: charities.get(row.charity_id)?.title ?? '', url: charities.get(row.charity_id)?.url ?? '' },
      amount_grosze: row.amount_grosze,
      occurred_on: row.occurred_on,
      booked_at: new Date(row.booked_at).toISOString(),
      booked_by: row.booked_by === null ? null : (staff.get(row.booked_by) ?? null),
      reason: row.note ?? '',
      corrects: original ? { id: original.id, occurred_on: original.occurred_on } : null,
    };
  });
}

export async function ledgerCorrections(deps: Deps): Promise<LedgerCorrection[]> {
  return correctionViews(deps.db, await correctionRows(deps.db, CORRECTIONS_LISTED));
}

/** Books the correction, audited, the fundraiser's figure moved in the same transaction; answers it as listed. */
export async function recordCorrection(deps: Deps, admin: UserRow, input: LedgerCorrectionInput): Promise<LedgerCorrection> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (trx) => {
    if (!(await findCharity(trx, { id: input.charity_id }))) throw charityNotFound();
    const original = await correctedEntry(trx, input);
    const booked = await bookMovement(trx, {
      charity_id: input.charity_id, kind: 'correction', amount_grosze: input.amount_grosze, occurred_on: warsawDay(now), booked_by: admin.id,
      source_type: 'ledger_entry', source_id: original?.id ?? 0, payment_id: original?.payment_id ?? null, corrects_id: original?.id ?? null, note: input.reason,
    }, now);
    if (!booked) throw notFound();
    const after = { entry_id: booked.id, amount_grosze: input.amount_grosze, occurred_on: warsawDay(now), corrects_id: original?.id ?? null, corrects_occurred_on: original?.occurred_on ?? null };
    await recordAudit(trx, { actor: admin, action: 'ledger.correction', entity_type: 'charity', entity_id: input.charity_id, after, note: input.reason }, now);
    return booked.id;
  });
  return (await correctionViews(deps.db, await correctionRows(deps.db, 1, id)))[0]!;
}
