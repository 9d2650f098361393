import type { AuditEntityType } from '@zlota/shared/audit';
import type { AuditEntry } from '@zlota/shared/entities';
import type { Db } from '../../db/knex.js';

/** The records of some entries, by kind: the ids of each kind named in them. */
export type RecordIds = Partial<Record<AuditEntityType, number[]>>;

/**
 * Names of records in the panel's words, by kind and id ("Wpłata 250,00 zł — Wózek dla Leny"). The audit sits below
 * every component and imports none, so whoever composes the application (app.ts) gives it the names.
 */
export type RecordLabels = (db: Db, ids: RecordIds) => Promise<Map<string, string>>;

/** The accounts whose name holds each of these words (lower-cased), for the actor filter: "Jan Kowalski" as well as an e-mail. */
export type PeopleNamed = (db: Db, words: readonly string[]) => Promise<number[]>;

/** A fundraiser's payments that were voided or had a refund asked for: their entries belong to its "Historia". */
export type CharityPayments = (db: Db, charityId: number) => Promise<number[]>;

/** What the composition root gives the audit: names of records and of people, and a fundraiser's payments. */
export interface AuditNames {
  records: RecordLabels;
  people: PeopleNamed;
  charityPayments: CharityPayments;
}

export const recordKey = (type: AuditEntityType, id: number) => `${type}:${id}`;

function idsOf(entries: readonly AuditEntry[]): RecordIds {
  const ids: RecordIds = {};
  for (const entry of entries) if (entry.entity_id !== null) (ids[entry.entity_type] ??= []).push(entry.entity_id);
  return ids;
}

/** The entries with their records named, where a name is known. */
export async function withRecordLabels(db: Db, entries: AuditEntry[], labels: RecordLabels): Promise<AuditEntry[]> {
  const named = await labels(db, idsOf(entries));
  return entries.map((entry) => ({
    ...entry,
    entity_label: entry.entity_id === null ? null : (named.get(recordKey(entry.entity_type, entry.entity_id)) ?? null),
  }));
}
