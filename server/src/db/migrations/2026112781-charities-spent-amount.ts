import type { Knex } from 'knex';

// Issue 35 item 1: a fundraiser's spent amount kept as a figure beside its collected amount, changed in the
// transaction that writes the expense's row in the ledger; today's figure is the ledger's expense rows (money out,
// negative), so the figure starts equal to them.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charities', (t) => {
    t.bigInteger('spent_amount').notNullable().defaultTo(0);
  });
  await knex.raw(`UPDATE charities SET spent_amount = COALESCE(
    (SELECT -SUM(l.amount_grosze) FROM ledger_entries l WHERE l.charity_id = charities.id AND l.kind = 'expense_paid'), 0)`);
}

export async function down(knex: Knex): Promise<void> {
  // A plain DROP COLUMN (SQLite 3.35+, PostgreSQL): knex would rebuild SQLite's table, which the foreign keys to it forbid.
  await knex.raw('ALTER TABLE charities DROP COLUMN spent_amount');
}
