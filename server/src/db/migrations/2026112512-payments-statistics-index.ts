import type { Knex } from 'knex';

// The panel's statistics (GET admin/statistics) read paid payments of a period by paid_at: with every column they
// sum or group by in the index, a year of 1 000 000 payments is read from the index alone, without a row lookup each.
const COLUMNS = ['status', 'paid_at', 'charity_id', 'provider', 'method', 'amount', 'user_id', 'donor_email', 'donor_name'];
const NAME = 'payments_paid_statistics_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.index(COLUMNS, NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(COLUMNS, NAME);
  });
}
