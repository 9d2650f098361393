// Owns: ledger_entries (every movement of money, one row each, never changed or deleted: triggers refuse it)
import type { Knex } from 'knex';
import type { LedgerKind, LedgerSource } from '@zlota/shared/ledger';

/** One movement of money as its component hands it over, in the transaction that moves it. */
export interface NewLedgerEntry {
  charity_id: number;
  kind: LedgerKind;
  /** Signed grosze: money in above zero, money out below. */
  amount_grosze: number;
  /** The Warsaw day the money moved (YYYY-MM-DD). */
  occurred_on: string;
  /** The staff member who booked it; null when a provider's word did. */
  booked_by: number | null;
  source_type: LedgerSource;
  source_id: number;
  /** The payment the money belongs to, when there is one (a refund's, a void's, a statement line's donation). */
  payment_id?: number | null;
  /** A correction's original row. */
  corrects_id?: number | null;
  note?: string | null;
}

export interface LedgerEntryRow extends Required<NewLedgerEntry> {
  id: number;
  booked_at: number;
}

/**
 * THE way money enters the ledger: call it with the transaction that moves the money, so both happen or neither.
 * Once per kind and source: a repeated call (a redelivered notification) writes nothing and answers false.
 */
export async function recordLedgerEntry(trx: Knex, entry: NewLedgerEntry, now: number): Promise<boolean> {
  return (await recordLedgerEntries(trx, [entry], now)) > 0;
}

/** Many rows at once (the demo seed's history), each once as recordLedgerEntry writes it; answers how many were new. */
export async function recordLedgerEntries(trx: Knex, entries: NewLedgerEntry[], now: number): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = entries.map((entry) => ({ payment_id: null, corrects_id: null, note: null, ...entry, booked_at: now }));
  return (await trx('ledger_entries').insert(rows).onConflict().ignore().returning('id')).length;
}

const toEntry = (row: Record<string, unknown>): LedgerEntryRow => ({
  id: Number(row.id),
  charity_id: Number(row.charity_id),
  kind: row.kind as LedgerKind,
  amount_grosze: Number(row.amount_grosze),
  occurred_on: String(row.occurred_on),
  booked_at: Number(row.booked_at),
  booked_by: row.booked_by === null ? null : Number(row.booked_by),
  source_type: row.source_type as LedgerSource,
  source_id: Number(row.source_id),
  payment_id: row.payment_id === null ? null : Number(row.payment_id),
  corrects_id: row.corrects_id === null ? null : Number(row.corrects_id),
  note: (row.note as string | null) ?? null,
});

/** Each fundraiser's sum over the ledger (only those asked for). */
export async function ledgerSums(db: Knex, charityIds: number[]): Promise<Map<number, number>> {
  if (charityIds.length === 0) return new Map();
  const rows = (await db('ledger_entries').whereIn('charity_id', charityIds).groupBy('charity_id').select('charity_id').sum({ total: 'amount_grosze' })) as Array<{
    charity_id: number;
    total: number | string;
  }>;
  return new Map(rows.map((row) => [Number(row.charity_id), Number(row.total)]));
}

/** The rows of a period of Warsaw days (inclusive), in the order they were booked. */
export async function ledgerEntriesBetween(db: Knex, from: string, to: string): Promise<LedgerEntryRow[]> {
  return (await db('ledger_entries').whereBetween('occurred_on', [from, to]).orderBy('id')).map(toEntry);
}
