import type { Knex } from 'knex';

// Search at scale (issue 16): every search word is a prefix ("szymon" finds "Szymona"). Without a prefix index
// FTS5 merges the doclists of every word that starts so into one list in memory, and bm25's weighting reads all of
// it: a search cost grew with the number of fundraisers that match. With prefix indexes for words of 1 to 20
// letters a prefix is one doclist, read in order; the results and their ranking are the same (the index holds the
// same words). PostgreSQL's GIN index answers prefixes (`:*`) as it is. Measured on the seed's 100 000 fundraisers:
// the candidates of "wózek dla" in 5.9 ms instead of 17.2, of "rehabilitacja" in 3.4 instead of 4.3; the price is
// the index: 88 MB instead of 15.
const PREFIX_LENGTHS = Array.from({ length: 20 }, (_, i) => i + 1).join(' ');

async function recreate(knex: Knex, prefix: string | null): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update']) await knex.raw(`DROP TRIGGER IF EXISTS charities_fts_${trigger}`);
  await knex.raw('DROP TABLE IF EXISTS charities_fts');
  await knex.raw(`CREATE VIRTUAL TABLE charities_fts USING fts5(
    search_text, content='charities', content_rowid='id', tokenize='unicode61 remove_diacritics 2'${prefix ? `, prefix='${prefix}'` : ''})`);
  await knex.raw(`INSERT INTO charities_fts(charities_fts) VALUES ('rebuild')`);
  await knex.raw(`CREATE TRIGGER charities_fts_insert AFTER INSERT ON charities BEGIN
    INSERT INTO charities_fts(rowid, search_text) VALUES (new.id, new.search_text); END`);
  await knex.raw(`CREATE TRIGGER charities_fts_delete AFTER DELETE ON charities BEGIN
    INSERT INTO charities_fts(charities_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`);
  await knex.raw(`CREATE TRIGGER charities_fts_update AFTER UPDATE OF search_text ON charities BEGIN
    INSERT INTO charities_fts(charities_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO charities_fts(rowid, search_text) VALUES (new.id, new.search_text); END`);
}

// Outside a transaction: SQLite refuses to drop and create again, in one transaction, the FTS5 table an earlier
// migration of the same batch created (a fresh database). Each step is repeatable, so a stop half-way is mended by
// the next start, which runs the migration again.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') return;
  await recreate(knex, PREFIX_LENGTHS);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') return;
  await recreate(knex, null);
}
