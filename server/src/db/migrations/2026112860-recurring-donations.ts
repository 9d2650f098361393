import type { Knex } from 'knex';

// Issue 40: monthly giving. A schedule (recurring_donations) charges its amount on its day every month with the
// provider's multi-use token; each month's charge is claimed once in recurring_charges (UNIQUE schedule + period), so no
// month is charged twice whichever processes or instances run the job. Each charge is a payment like any other,
// marked with its schedule. The sandbox keeps its own tokens and what the tester chose for later charges.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recurring_donations', (t) => {
    t.increments('id').primary();
    t.integer('charity_id').notNullable().references('charities.id');
    t.integer('amount').notNullable(); // grosze
    t.string('currency', 3).notNullable();
    t.integer('day').notNullable(); // 1–28
    t.string('status', 16).notNullable(); // awaiting_first | active | paused | cancelled | ended
    t.string('reason', 24).nullable();
    t.string('provider', 16).notNullable();
    t.string('method', 64).nullable();
    t.string('donor_email', 254).nullable();
    t.string('donor_name', 128).nullable();
    t.string('receipt_name', 128).nullable();
    t.boolean('anonymous').notNullable().defaultTo(false);
    t.boolean('hide_amount').notNullable().defaultTo(false);
    t.integer('user_id').nullable();
    t.string('idempotency_key', 100).notNullable().unique();
    t.string('first_payment_guid', 36).nullable().unique();
    t.string('token', 200).nullable(); // the provider's multi-use token, never card data
    t.string('first_period', 7).nullable(); // the month the first payment covered (YYYY-MM)
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('ended_at').nullable();
    t.index(['status'], 'recurring_donations_status_idx');
  });
  await knex.schema.createTable('recurring_charges', (t) => {
    t.increments('id').primary();
    t.integer('recurring_id').notNullable().references('recurring_donations.id');
    t.string('period', 7).notNullable(); // YYYY-MM
    t.string('state', 16).notNullable(); // charging | paid | retry | failed
    t.integer('attempt').notNullable();
    t.string('payment_guid', 36).nullable();
    t.string('first_attempt_on', 10).notNullable(); // YYYY-MM-DD (Warsaw)
    t.string('next_attempt_on', 10).nullable();
    t.string('claimed_by', 64).notNullable();
    t.bigInteger('claimed_until').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['recurring_id', 'period'], { indexName: 'recurring_charges_period_unique' });
    t.index(['state', 'next_attempt_on'], 'recurring_charges_state_idx');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.integer('recurring_id').nullable();
  });
  await knex.schema.createTable('sandbox_recurring_tokens', (t) => {
    t.string('token', 64).primary();
    t.string('guid', 36).notNullable().unique(); // the first payment, approved with the consent
    t.string('plan', 16).notNullable(); // what later charges do: paid | failed | reauthorise | fail_twice
    t.integer('charges').notNullable().defaultTo(0);
    t.bigInteger('created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sandbox_recurring_tokens');
  await knex.raw('ALTER TABLE payments DROP COLUMN recurring_id'); // in place: SQLite's foreign keys forbid rebuilding payments
  await knex.schema.dropTable('recurring_charges');
  await knex.schema.dropTable('recurring_donations');
}
