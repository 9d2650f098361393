import type { Knex } from 'knex';

// Issue 39: the offline catalog carries each fundraiser's settlement ("Rozliczenie zbiórki"). An expense written,
// approved, paid, published or removed gives its fundraiser a new catalog_version (the triggers of migration
// 2026112765 stamp it), so the feed brings the fundraiser again with its settlement, as it does for an update.

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION catalog_expense_touch() RETURNS trigger AS $$
      BEGIN
        UPDATE charities SET catalog_version = catalog_version
          WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.charity_id ELSE NEW.charity_id END);
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER catalog_expense_touch AFTER INSERT OR UPDATE OR DELETE ON expenses
      FOR EACH ROW EXECUTE FUNCTION catalog_expense_touch()`);
    return;
  }
  for (const [event, row] of [['INSERT', 'new'], ['UPDATE', 'new'], ['DELETE', 'old']] as const) {
    await knex.raw(`CREATE TRIGGER catalog_expense_touch_${event.toLowerCase()} AFTER ${event} ON expenses BEGIN
      UPDATE charities SET catalog_version = catalog_version WHERE id = ${row}.charity_id; END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER IF EXISTS catalog_expense_touch ON expenses');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_expense_touch()');
    return;
  }
  for (const event of ['insert', 'update', 'delete']) await knex.raw(`DROP TRIGGER IF EXISTS catalog_expense_touch_${event}`);
}
