import type { Knex } from 'knex';

// When a fundraiser first reached half of its target and the whole target: set once, in the same transaction as
// the payment that got there, so its owner is told exactly once even when donations race.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charities', (t) => {
    t.bigInteger('half_target_reached_at').nullable();
    t.bigInteger('target_reached_at').nullable();
  });
  // A fundraiser already past a milestone was not announced before; it is not announced late either.
  const now = Date.now();
  await knex('charities').where('target_amount', '>', 0).andWhereRaw('collected_amount * 2 >= target_amount').update({ half_target_reached_at: now });
  await knex('charities').where('target_amount', '>', 0).andWhereRaw('collected_amount >= target_amount').update({ target_reached_at: now });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charities', (t) => {
    t.dropColumn('half_target_reached_at');
    t.dropColumn('target_reached_at');
  });
}
