import type { Knex } from 'knex';

// Issue 30 item 3: the statute and the security policy, uploaded by an admin as PDFs. Every version stays (the audit
// asks which one was published when); the newest of a kind is the one served. The bytes live in the database, as the
// pictures do, so every instance serves them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('foundation_documents', (t) => {
    t.increments('id');
    t.string('kind', 32).notNullable(); // statute | security_policy
    t.binary('data').notNullable();
    t.integer('bytes').notNullable();
    t.string('sha256', 64).notNullable();
    t.bigInteger('uploaded_at').notNullable();
    t.integer('uploaded_by').nullable().references('users.id').onDelete('SET NULL');
    t.index(['kind', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('foundation_documents');
}
