import type { Knex } from 'knex';

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

/** What an entry is: who, what, about which record, when. None of it ever changes, nor is an entry ever deleted. */
const TRAIL = ['id', 'at', 'actor_id', 'action', 'entity_type', 'entity_id', 'note'];
const ERASED = '[usunięte]';

/** True for a change of the trail, or of the actor's e-mail to anything but the erasure mark. */
const rewrites = (distinct: (column: string) => string) =>
  [...TRAIL.map(distinct), `(${distinct('actor_email')} AND NEW.actor_email <> '${ERASED}')`].join(' OR ');

export async function up(knex: Knex): Promise<void> {
  // RODO: a forgotten person's data may leave the entries' "before", "after" and actor e-mail; the rest stays append-only.
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER audit_log_no_change ON audit_log');
    await knex.raw(`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await knex.raw(`CREATE TRIGGER audit_log_no_rewrite BEFORE UPDATE ON audit_log
      FOR EACH ROW WHEN (${rewrites((column) => `NEW.${column} IS DISTINCT FROM OLD.${column}`)}) EXECUTE FUNCTION audit_log_append_only()`);
    return;
  }
  await knex.raw('DROP TRIGGER audit_log_no_update');
  await knex.raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    WHEN ${rewrites((column) => `NEW.${column} IS NOT OLD.${column}`)}
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER audit_log_no_rewrite ON audit_log');
    await knex.raw('DROP TRIGGER audit_log_no_delete ON audit_log');
    await knex.raw(`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    return;
  }
  await knex.raw('DROP TRIGGER audit_log_no_update');
  await knex.raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`);
}
