import type { Knex } from 'knex';

// A message may carry a PDF: the outbox keeps which one (e.g. `donation-confirmation:<payment guid>`), and the
// document is drawn from the database when the message is sent, so the row stays small and the PDF always current.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.string('attachment', 120).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('attachment');
  });
}
