import type { Knex } from 'knex';

// A refused notification is counted, not kept: per provider ('unknown' for a name we do not know), reason and
// UTC day, so a flood of made-up notifications adds nothing but a number. Stored events are forgotten after a
// retention period, oldest first, which the index on received_at keeps a lookup.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_notification_rejections', (t) => {
    t.string('provider', 16).notNullable();
    t.string('reason', 32).notNullable();
    t.string('day', 10).notNullable(); // YYYY-MM-DD, UTC
    t.bigInteger('rejections').notNullable();
    t.primary(['provider', 'reason', 'day']);
  });
  await knex.schema.alterTable('payment_events', (t) => {
    t.index(['received_at'], 'payment_events_received_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_events', (t) => {
    t.dropIndex(['received_at'], 'payment_events_received_at_idx');
  });
  await knex.schema.dropTable('payment_notification_rejections');
}
