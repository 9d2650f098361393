import type { Knex } from 'knex';

// What the organiser declared when creating a fundraiser (adult, the beneficiary's consent, health data), with the
// words and their version as they were accepted and when: the foundation can show it for every fundraiser.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('charity_declarations', (t) => {
    t.increments('id').primary();
    t.integer('charity_id').notNullable().unique().references('id').inTable('charities').onDelete('CASCADE');
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('version', 32).notNullable();
    t.text('declarations').notNullable(); // JSON: { key: the words accepted }
    t.bigInteger('accepted_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('charity_declarations');
}
