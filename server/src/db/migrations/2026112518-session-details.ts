import type { Knex } from 'knex';

// What a person sees of each of their sessions in Konto: the device (a short Polish description of the browser),
// the address it signed in from, and when it was last used (written at most once a minute).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.string('device', 64).nullable();
    t.string('ip', 64).nullable();
    t.bigInteger('last_seen_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    for (const column of ['device', 'ip', 'last_seen_at']) t.dropColumn(column);
  });
}
