import type { Knex } from 'knex';

// A donor ticks "chcę otrzymywać aktualności" when donating: the payment keeps it (issue 18). An update's e-mail
// carries the List-Unsubscribe headers of RFC 8058, so the outbox keeps a message's extra headers too.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.boolean('updates_consent').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('email_outbox', (t) => {
    t.text('headers').nullable(); // JSON: header name -> value
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('headers');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('updates_consent');
  });
}
