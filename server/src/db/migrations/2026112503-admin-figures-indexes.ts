import type { Knex } from 'knex';

// The admin work queue's figures (money paid in a period, fundraisers created in one) stay
// index lookups at 100 000 fundraisers and 1 000 000 payments.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.index(['status', 'paid_at'], 'payments_status_paid_at_idx');
    t.index(['provider', 'id'], 'payments_provider_id_idx');
  });
  await knex.schema.alterTable('charities', (t) => {
    t.index(['created_at'], 'charities_created_at_idx');
    t.index(['status', 'reviewed_at'], 'charities_status_reviewed_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(['status', 'paid_at'], 'payments_status_paid_at_idx');
    t.dropIndex(['provider', 'id'], 'payments_provider_id_idx');
  });
  await knex.schema.alterTable('charities', (t) => {
    t.dropIndex(['created_at'], 'charities_created_at_idx');
    t.dropIndex(['status', 'reviewed_at'], 'charities_status_reviewed_at_idx');
  });
}
