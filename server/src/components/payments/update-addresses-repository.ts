// Owns: update_addresses (issue 29: an e-mail address a donor gave for a fundraiser's updates, and whether its owner
// confirmed it; one row, and one confirmation e-mail, per address).
import type { Knex } from 'knex';

/** The addresses whose owners confirmed them (by the e-mail's link, or as logged-in users with a verified e-mail). */
export const confirmedAddresses = (db: Knex) => db('update_addresses').whereNotNull('confirmed_at').select('email');

/** Every address asked to confirm itself (or confirmed at once), confirmed or not. */
export const knownAddresses = (db: Knex) => db('update_addresses').select('email');

/** A new address waits for its owner's click; false when the address was known already (its e-mail went then). */
export async function addAddressToConfirm(trx: Knex, email: string, tokenHash: string, now: number): Promise<boolean> {
  const rows = await trx('update_addresses').insert({ email, token_hash: tokenHash, requested_at: now }).onConflict('email').ignore().returning('email');
  return rows.length > 0;
}

/** An address its owner proved otherwise (logged in with it verified): confirmed now, whether known before or not. */
export async function addConfirmedAddress(trx: Knex, email: string, now: number): Promise<void> {
  await trx('update_addresses').insert({ email, token_hash: null, requested_at: now, confirmed_at: now }).onConflict('email').merge({ confirmed_at: now });
}

/** A deleted account's address is forgotten with it (RODO): a later donation with the consent asks again. */
export async function forgetAddress(trx: Knex, email: string): Promise<void> {
  await trx('update_addresses').whereRaw('LOWER(email) = ?', [email.toLowerCase()]).delete();
}

/** The click of the confirmation link: true when the token is one we gave (a second click changes nothing). */
export async function confirmAddress(db: Knex, tokenHash: string, now: number): Promise<boolean> {
  const row = await db('update_addresses').where({ token_hash: tokenHash }).first('confirmed_at');
  if (!row) return false;
  if (row.confirmed_at === null) await db('update_addresses').where({ token_hash: tokenHash }).whereNull('confirmed_at').update({ confirmed_at: now });
  return true;
}
