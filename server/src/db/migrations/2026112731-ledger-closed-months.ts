import type { Knex } from 'knex';

// Issue 35 item 5: a month of the ledger closed by an admin, with the month's export as it was signed (its SHA-256
// also in the audit log). The database itself refuses a row of the ledger dated in a closed month, and a closed month
// is never reopened or changed (triggers on SQLite and PostgreSQL).
const isPg = (knex: Knex) => knex.client.config.client === 'pg';

const CLOSED = 'ledger_entries: the month is closed';
const KEPT = 'ledger_closed_months: a closed month stays closed';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ledger_closed_months', (t) => {
    t.string('month', 7).primary(); // YYYY-MM
    t.bigInteger('closed_at').notNullable();
    t.integer('closed_by').nullable();
    t.string('closed_by_email', 254).nullable();
    t.integer('entries').notNullable();
    t.string('sha256', 64).notNullable();
    t.text('export').notNullable(); // the month's CSV exactly as signed
  });
  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION ledger_entries_open_month() RETURNS trigger AS $$ BEGIN
      IF EXISTS (SELECT 1 FROM ledger_closed_months WHERE month = substr(NEW.occurred_on, 1, 7)) THEN RAISE EXCEPTION '${CLOSED}'; END IF;
      RETURN NEW; END $$ LANGUAGE plpgsql`);
    await knex.raw('CREATE TRIGGER ledger_entries_open_month BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_open_month()');
    await knex.raw(`CREATE FUNCTION ledger_closed_months_kept() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION '${KEPT}'; END $$ LANGUAGE plpgsql`);
    await knex.raw('CREATE TRIGGER ledger_closed_months_kept BEFORE UPDATE OR DELETE ON ledger_closed_months FOR EACH ROW EXECUTE FUNCTION ledger_closed_months_kept()');
    return;
  }
  await knex.raw(`CREATE TRIGGER ledger_entries_open_month BEFORE INSERT ON ledger_entries
    WHEN EXISTS (SELECT 1 FROM ledger_closed_months WHERE month = substr(NEW.occurred_on, 1, 7))
    BEGIN SELECT RAISE(ABORT, '${CLOSED}'); END`);
  for (const event of ['UPDATE', 'DELETE']) {
    await knex.raw(`CREATE TRIGGER ledger_closed_months_no_${event.toLowerCase()} BEFORE ${event} ON ledger_closed_months BEGIN SELECT RAISE(ABORT, '${KEPT}'); END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER ledger_entries_open_month ON ledger_entries');
    await knex.raw('DROP FUNCTION ledger_entries_open_month()');
  } else {
    await knex.raw('DROP TRIGGER ledger_entries_open_month');
  }
  await knex.schema.dropTable('ledger_closed_months');
  if (isPg(knex)) await knex.raw('DROP FUNCTION ledger_closed_months_kept()');
}
