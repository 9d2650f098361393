import type { Knex } from 'knex';

// The admin's payment filters (a date range, an amount range, a donor's e-mail) and the CSV export's
// batches read these columns: indexed, they stay lookups at 1 000 000 payments.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.index(['created_at', 'id'], 'payments_created_at_id_idx');
    t.index(['amount'], 'payments_amount_idx');
    t.index(['donor_email'], 'payments_donor_email_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(['created_at', 'id'], 'payments_created_at_id_idx');
    t.dropIndex(['amount'], 'payments_amount_idx');
    t.dropIndex(['donor_email'], 'payments_donor_email_idx');
  });
}
