import type { Knex } from 'knex';

// Issue 29: an owner's edit of a published fundraiser is measured from the version the foundation approved last, so
// small edits that add up go to review. A version is approved when the fundraiser was published with it (the first
// version kept), when a moderator approved it, or when the foundation wrote it itself.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charity_revisions', (t) => {
    t.bigInteger('approved_at').nullable();
  });
  const first = knex('charity_revisions').min('id').groupBy('charity_id');
  await knex('charity_revisions').whereIn('id', first).update({ approved_at: knex.ref('created_at') });
  await knex('charity_revisions').whereNotNull('reviewer_id').whereIn('status', ['live', 'superseded']).update({ approved_at: knex.ref('reviewed_at') });
  const staff = knex('users').where({ is_admin: true }).orWhereNotNull('staff_role').select('id');
  await knex('charity_revisions').whereNull('approved_at').whereIn('status', ['live', 'superseded']).whereIn('author_id', staff).update({ approved_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charity_revisions', (t) => {
    t.dropColumn('approved_at');
  });
}
