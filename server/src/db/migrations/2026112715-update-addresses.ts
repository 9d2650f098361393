import type { Knex } from 'knex';

// Issue 29: update e-mails go only to addresses their owners confirmed, one confirmation e-mail per address (only the
// hash of its link's token is kept), and at most a few updates of one fundraiser a week go out by e-mail.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('update_addresses', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable().unique();
    t.string('token_hash', 64).nullable().unique(); // none for a logged-in donor with a verified e-mail
    t.bigInteger('requested_at').notNullable();
    t.bigInteger('confirmed_at').nullable();
  });
  await knex.schema.alterTable('charity_updates', (t) => {
    t.bigInteger('emailed_at').nullable();
    t.index(['charity_id', 'emailed_at'], 'charity_updates_emailed_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charity_updates', (t) => {
    t.dropIndex(['charity_id', 'emailed_at'], 'charity_updates_emailed_idx');
    t.dropColumn('emailed_at');
  });
  await knex.schema.dropTable('update_addresses');
}
