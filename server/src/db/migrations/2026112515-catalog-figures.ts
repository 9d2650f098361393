import type { Knex } from 'knex';

// The home page's figures without reading every fundraiser: how many are listed (what `charity/count` counts),
// how many the foundation has run (active and completed) and all that was ever collected. Triggers on charities
// keep them in the transaction of every write that changes a status, a beneficiary or a collected amount,
// by atomic `x = x + delta` updates. The figures are spread over SLOTS rows (a fundraiser's id picks its row),
// so simultaneous donations to different fundraisers do not queue on one row; a reader adds the rows up.
// Written literally, as the rules were when this migration was written (charities-repository.ts: whereVisible, totals).
const SLOTS = 16;
const LISTED = (row: string) => `(${row}.status = 'active' AND ${row}.needy_id IS NOT NULL)`;
const RUN = (row: string) => `(${row}.status IN ('active', 'completed'))`;

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalog_figures', (t) => {
    t.integer('slot').primary();
    t.integer('listed').notNullable().defaultTo(0);
    t.integer('fundraisers').notNullable().defaultTo(0);
    t.bigInteger('collected').notNullable().defaultTo(0); // grosze
  });
  // Filled from the current data, in this migration's transaction.
  const current: { slot: number | string; listed: number | string | null; fundraisers: number | string | null; collected: number | string | null }[] =
    await knex('charities')
      .select(
        knex.raw(`id % ${SLOTS} AS slot`),
        knex.raw(`SUM(CASE WHEN ${LISTED('charities')} THEN 1 ELSE 0 END) AS listed`),
        knex.raw(`SUM(CASE WHEN ${RUN('charities')} THEN 1 ELSE 0 END) AS fundraisers`),
        knex.raw('SUM(collected_amount) AS collected'),
      )
      .groupByRaw(`id % ${SLOTS}`);
  const bySlot = new Map(current.map((row) => [Number(row.slot), row]));
  await knex('catalog_figures').insert(
    Array.from({ length: SLOTS }, (_, slot) => ({
      slot,
      listed: Number(bySlot.get(slot)?.listed ?? 0),
      fundraisers: Number(bySlot.get(slot)?.fundraisers ?? 0),
      collected: Number(bySlot.get(slot)?.collected ?? 0),
    })),
  );

  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION catalog_figures_follow() RETURNS trigger AS $$
      DECLARE
        d_listed integer := 0;
        d_fundraisers integer := 0;
        d_collected bigint := 0;
        row_slot integer;
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          d_listed := d_listed + ${LISTED('NEW')}::int;
          d_fundraisers := d_fundraisers + ${RUN('NEW')}::int;
          d_collected := d_collected + NEW.collected_amount;
          row_slot := NEW.id % ${SLOTS};
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          d_listed := d_listed - ${LISTED('OLD')}::int;
          d_fundraisers := d_fundraisers - ${RUN('OLD')}::int;
          d_collected := d_collected - OLD.collected_amount;
          row_slot := OLD.id % ${SLOTS};
        END IF;
        IF d_listed <> 0 OR d_fundraisers <> 0 OR d_collected <> 0 THEN
          UPDATE catalog_figures SET listed = listed + d_listed, fundraisers = fundraisers + d_fundraisers,
            collected = collected + d_collected WHERE slot = row_slot;
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER catalog_figures_follow AFTER INSERT OR DELETE OR UPDATE OF status, needy_id, collected_amount
      ON charities FOR EACH ROW EXECUTE FUNCTION catalog_figures_follow()`);
    return;
  }
  // SQLite: a comparison is 0 or 1, so the deltas are plain arithmetic.
  await knex.raw(`CREATE TRIGGER catalog_figures_insert AFTER INSERT ON charities BEGIN
    UPDATE catalog_figures SET listed = listed + ${LISTED('new')}, fundraisers = fundraisers + ${RUN('new')},
      collected = collected + new.collected_amount WHERE slot = new.id % ${SLOTS}; END`);
  await knex.raw(`CREATE TRIGGER catalog_figures_delete AFTER DELETE ON charities BEGIN
    UPDATE catalog_figures SET listed = listed - ${LISTED('old')}, fundraisers = fundraisers - ${RUN('old')},
      collected = collected - old.collected_amount WHERE slot = old.id % ${SLOTS}; END`);
  await knex.raw(`CREATE TRIGGER catalog_figures_update AFTER UPDATE OF status, needy_id, collected_amount ON charities
    WHEN old.status IS NOT new.status OR old.needy_id IS NOT new.needy_id OR old.collected_amount IS NOT new.collected_amount BEGIN
    UPDATE catalog_figures SET listed = listed + ${LISTED('new')} - ${LISTED('old')},
      fundraisers = fundraisers + ${RUN('new')} - ${RUN('old')},
      collected = collected + new.collected_amount - old.collected_amount WHERE slot = new.id % ${SLOTS}; END`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER IF EXISTS catalog_figures_follow ON charities');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_figures_follow()');
  } else {
    for (const trigger of ['insert', 'delete', 'update']) await knex.raw(`DROP TRIGGER IF EXISTS catalog_figures_${trigger}`);
  }
  await knex.schema.dropTable('catalog_figures');
}
