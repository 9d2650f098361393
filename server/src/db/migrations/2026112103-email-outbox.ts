import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_outbox', (t) => {
    t.increments('id');
    t.string('kind', 32).notNullable();
    t.string('recipient', 254).notNullable();
    t.string('subject', 255).notNullable();
    t.text('text').notNullable();
    t.text('html').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('sent_at').nullable();
    t.text('error').nullable();
    t.index(['recipient']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_outbox');
}
