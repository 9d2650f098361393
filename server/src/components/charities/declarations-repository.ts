// Owns: charity_declarations (what each fundraiser's organiser declared, in which words, and when).
import type { Knex } from 'knex';
import { DECLARATIONS_VERSION, ORGANISER_DECLARATIONS } from '@zlota/shared/declarations';

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
