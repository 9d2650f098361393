import type { Knex } from 'knex';

// Issue 34: a payment booked from a statement's line names the line (found by the payment's guid), and a line whose
// payment was voided goes back to the queue with a note saying so.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bank_statement_entries', (t) => {
    t.text('note').nullable();
    t.index(['payment_guid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bank_statement_entries', (t) => {
    t.dropIndex(['payment_guid']);
    t.dropColumn('note');
  });
}
