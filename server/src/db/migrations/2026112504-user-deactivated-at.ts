import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // "Active" had two causes (the e-mail link and the foundation's decision); a deactivation is now its own fact,
  // so following an old e-mail link can never undo it.
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('deactivated_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deactivated_at');
  });
}
