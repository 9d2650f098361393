import type { Knex } from 'knex';

// Issue 35 item 2: an outgoing line of a bank statement settles an approved expense, once. The line keeps the expense
// it paid (unique: one line per expense), the expense keeps the line that paid it.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bank_statement_entries', (t) => {
    t.integer('expense_id').nullable();
    t.unique(['expense_id'], { indexName: 'bank_statement_entries_expense_unique' });
  });
  await knex.schema.alterTable('expenses', (t) => {
    t.integer('statement_entry_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('expenses', (t) => {
    t.dropColumn('statement_entry_id');
  });
  await knex.schema.alterTable('bank_statement_entries', (t) => {
    t.dropUnique(['expense_id'], 'bank_statement_entries_expense_unique');
    t.dropColumn('expense_id');
  });
}
