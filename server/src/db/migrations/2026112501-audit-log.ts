import type { Knex } from 'knex';

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  // Every admin write and every view of a beneficiary's private fields: who, when, what, before and after.
  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id');
    t.bigInteger('at').notNullable();
    // Kept as a plain number and a copy of the e-mail: the entry outlives the account.
    t.integer('actor_id').nullable();
    t.string('actor_email', 254).nullable();
    t.string('action', 64).notNullable();
    t.string('entity_type', 32).notNullable();
    t.integer('entity_id').nullable();
    t.text('before').nullable(); // JSON, secrets removed
    t.text('after').nullable(); // JSON, secrets removed
    t.string('note', 2000).nullable();
    t.index(['entity_type', 'entity_id', 'id']);
    t.index(['actor_id', 'id']);
    t.index(['action', 'id']);
    t.index(['at']);
  });
  // Append-only by the database's own rule, not only by the code's habit.
  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    return;
  }
  await knex.raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`);
  await knex.raw(`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log');
    await knex.raw('DROP FUNCTION IF EXISTS audit_log_append_only()');
  }
  await knex.schema.dropTable('audit_log');
}
