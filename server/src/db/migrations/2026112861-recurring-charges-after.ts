import type { Knex } from 'knex';

// Issue 40 item 5: the donor pauses and resumes a schedule, or moves its day, from the signed link. The months up to
// `charges_after` (YYYY-MM) are never charged: the months a pause covered, and the month whose new day had passed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recurring_donations', (t) => {
    t.string('charges_after', 7).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recurring_donations', (t) => {
    t.dropColumn('charges_after');
  });
}
