import type { Knex } from 'knex';

// When a fundraiser first reached half of its target and the whole target: set once, in the same transaction as
// the payment that got there, so its owner is told exactly once even when donations race.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charities', (t) => {
    t.bigInteger('half_target_reached_at').nullable();
    t.bigInteger('target_reached_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charities', (t) => {
    t.dropColumn('half_target_reached_at');
    t.dropColumn('target_reached_at');
  });
}
