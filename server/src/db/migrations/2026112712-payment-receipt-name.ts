import type { Knex } from 'knex';

// Issue 30: the donor's name for the confirmation (a tax receipt), apart from the public signature (donor_name).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('receipt_name', 128).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('receipt_name');
  });
}
