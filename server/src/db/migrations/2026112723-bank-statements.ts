import type { Knex } from 'knex';

// Issue 34: the bank's statements imported in the panel and their lines. A line's transaction key is the foundation's
// account, the bank's reference, the booking day and the amount: one bank transaction has one key in every statement
// that lists it (the same file imported again, or one that overlaps), and is booked at most once (the payments' unique
// index on the manual donations' key decides, as for a reference typed by hand).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bank_statements', (t) => {
    t.increments('id');
    t.string('format', 32).notNullable();
    t.string('account', 64).notNullable();
    t.string('file_name', 255).notNullable();
    t.string('sha256', 64).notNullable();
    t.integer('imported_by').nullable().references('users.id').onDelete('SET NULL');
    t.string('imported_by_email', 254).nullable();
    t.bigInteger('imported_at').notNullable();
  });
  await knex.schema.createTable('bank_statement_entries', (t) => {
    t.increments('id');
    t.integer('statement_id').notNullable().references('bank_statements.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('transaction_key').notNullable();
    t.bigInteger('amount').notNullable(); // grosze, negative when money leaves the account
    t.string('booked_on', 10).notNullable();
    t.string('counterparty', 200).notNullable();
    t.string('counterparty_account', 64).notNullable();
    t.string('title', 400).notNullable();
    t.string('reference', 64).notNullable();
    t.string('status', 16).notNullable(); // matched | suggested | unmatched | duplicate | outgoing
    t.integer('match_charity_id').nullable();
    t.string('suggested_by', 16).nullable();
    t.string('state', 16).notNullable(); // open | booked | dismissed | listed
    t.string('payment_guid', 36).nullable();
    t.string('settled_by', 254).nullable();
    t.bigInteger('settled_at').nullable();
    t.text('dismiss_reason').nullable();
    t.unique(['statement_id', 'position']);
    t.index(['transaction_key']);
    t.index(['state', 'status']);
    t.index(['counterparty_account', 'state']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bank_statement_entries');
  await knex.schema.dropTable('bank_statements');
}
