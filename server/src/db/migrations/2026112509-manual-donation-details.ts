import type { Knex } from 'knex';

// A manual donation names the day the money arrived, the bank reference of a transfer and who entered it; a mistaken
// one is voided (kept, with why and by whom) rather than deleted. A reference counts once among the manual donations
// that still count: compared by its key (no spaces, one case), and a voided entry frees it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('bank_reference', 64).nullable();
    t.text('bank_reference_key').nullable(); // text: upper case may lengthen a reference (ß -> SS)
    t.string('received_on', 10).nullable(); // YYYY-MM-DD, Warsaw's calendar
    t.string('entered_by', 254).nullable();
    t.bigInteger('voided_at').nullable();
    t.text('void_reason').nullable();
    t.string('voided_by', 254).nullable();
  });
  // The same partial index on SQLite and PostgreSQL.
  await knex.raw(
    `CREATE UNIQUE INDEX payments_manual_reference_once ON payments (bank_reference_key)
     WHERE provider = 'manual' AND status <> 'voided' AND bank_reference_key IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX payments_manual_reference_once');
  await knex.schema.alterTable('payments', (t) => {
    for (const column of ['bank_reference', 'bank_reference_key', 'received_on', 'entered_by', 'voided_at', 'void_reason', 'voided_by']) t.dropColumn(column);
  });
}
