import type { Knex } from 'knex';

// Issue 40: a schedule's `method` says what its later charges are made with: 'card' (a card's multi-use token) or
// 'blik' (a recurring BLIK alias registered in the donor's bank app with the first payment). It held the first
// payment's provider method until now; every schedule so far was charged by card, so each says 'card'.
export async function up(knex: Knex): Promise<void> {
  await knex('recurring_donations').update({ method: 'card' });
}

export async function down(): Promise<void> {
  // The first payments' provider methods are not kept elsewhere; 'card' stays true of those schedules.
}
