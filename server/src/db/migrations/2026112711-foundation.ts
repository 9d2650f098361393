import type { Knex } from 'knex';

// Issue 30: the foundation's own record (name, KRS, NIP, REGON, addresses, accounts, contact), one row, as JSON
// checked by shared/src/schemas/foundation.ts. None in a fresh install: the pages then say the details are coming.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('foundation', (t) => {
    t.integer('id').primary(); // always 1: there is one foundation
    t.text('record').notNullable();
    /** The demo seed's values: every page marks them as an example. */
    t.boolean('example').notNullable().defaultTo(false);
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('foundation');
}
