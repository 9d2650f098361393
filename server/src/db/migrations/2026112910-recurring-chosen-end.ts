import type { Knex } from 'knex';

// Issue 40 item 1: a schedule may end by itself after a chosen number of months („przez 12 miesięcy”): `months` as
// the donor asked (the first payment included; null: until the fundraiser finishes), and `final_period` (YYYY-MM),
// its last month, fixed once the first payment's month is known. No month after it is charged.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recurring_donations', (t) => {
    t.integer('months').nullable();
    t.string('final_period', 7).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recurring_donations', (t) => {
    t.dropColumn('final_period');
    t.dropColumn('months');
  });
}
