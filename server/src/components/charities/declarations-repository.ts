// Owns: charity_declarations (what each fundraiser's organiser declared, in which words, and when).
import type { Knex } from 'knex';
import { DECLARATIONS_VERSION, ORGANISER_DECLARATIONS } from '@zlota/shared/declarations';

export interface DeclarationRecord {
  charityId: number;
  userId: number | null;
  version: string;
  declarations: Record<string, string>;
  acceptedAt: number;
}

/** Keeps the words the organiser accepted now, in the transaction that creates the fundraiser. */
export async function recordDeclarations(trx: Knex, charityId: number, userId: number, now: number): Promise<void> {
  await trx('charity_declarations').insert({
    charity_id: charityId,
    user_id: userId,
    version: DECLARATIONS_VERSION,
    declarations: JSON.stringify(ORGANISER_DECLARATIONS),
    accepted_at: now,
  });
}

export async function findDeclarations(db: Knex, charityId: number): Promise<DeclarationRecord | null> {
  const row = await db('charity_declarations').where({ charity_id: charityId }).first();
  if (!row) return null;
  return {
    charityId: row.charity_id,
    userId: row.user_id,
    version: row.version,
    declarations: JSON.parse(row.declarations) as Record<string, string>,
    acceptedAt: Number(row.accepted_at),
  };
}
