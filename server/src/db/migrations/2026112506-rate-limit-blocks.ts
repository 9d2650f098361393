import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // An account under attack is closed for a growing while after repeated failed logins: until when, per counter.
  await knex.schema.alterTable('rate_limits', (t) => {
    t.bigInteger('blocked_until').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rate_limits', (t) => {
    t.dropColumn('blocked_until');
  });
}
