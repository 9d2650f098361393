import type { Knex } from 'knex';

// Issue 40 item 4: a card about to expire is announced a month before. A schedule keeps the month its card expires
// (YYYY-MM, as the provider reports it with the multi-use token) and the expiry it has announced, so the e-mail goes
// once per schedule and expiry. The sandbox keeps the expiry the tester set with the consent.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recurring_donations', (t) => {
    t.string('card_expiry', 7).nullable();
    t.string('card_expiry_announced', 7).nullable();
  });
  await knex.schema.alterTable('sandbox_recurring_tokens', (t) => {
    t.string('card_expiry', 7).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sandbox_recurring_tokens', (t) => {
    t.dropColumn('card_expiry');
  });
  await knex.schema.alterTable('recurring_donations', (t) => {
    t.dropColumn('card_expiry_announced');
    t.dropColumn('card_expiry');
  });
}
