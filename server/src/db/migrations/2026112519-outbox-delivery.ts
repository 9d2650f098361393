import type { Knex } from 'knex';

// The outbox becomes a queue the server's worker drains: each message is pending, sent, failed (after its
// attempts ran out) or logged (no SMTP server configured: its links went to the log). A worker claims a
// row for a while (claimed_by, claimed_until), so several server processes never send one message twice.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    t.string('claimed_by', 64).nullable();
    t.bigInteger('claimed_until').nullable();
    t.text('links').nullable(); // JSON array: printed to the log when no SMTP server is configured
    t.text('attachments').nullable(); // JSON array of { filename, content_type, content (base64) }
  });
  await knex.schema.alterTable('email_outbox', (t) => {
    t.renameColumn('error', 'last_error');
  });
  // What was there before: sent, refused by the server, or written with no SMTP server (its links were logged).
  await knex('email_outbox').whereNotNull('sent_at').update({ status: 'sent' });
  await knex('email_outbox').whereNull('sent_at').whereNotNull('last_error').update({ status: 'failed', attempts: 1 });
  await knex('email_outbox').whereNull('sent_at').whereNull('last_error').update({ status: 'logged' });
  await knex.schema.alterTable('email_outbox', (t) => {
    t.index(['status', 'next_attempt_at'], 'email_outbox_due_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropIndex(['status', 'next_attempt_at'], 'email_outbox_due_idx');
  });
  await knex.schema.alterTable('email_outbox', (t) => {
    t.renameColumn('last_error', 'error');
  });
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('status');
    t.dropColumn('attempts');
    t.dropColumn('next_attempt_at');
    t.dropColumn('claimed_by');
    t.dropColumn('claimed_until');
    t.dropColumn('links');
    t.dropColumn('attachments');
  });
}
