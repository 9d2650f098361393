import { createHash } from 'node:crypto';
import { testDatabase, type TestServer } from './test-server.js';

/**
 * Tables a refused request may legitimately write: `rate_limits` counts every attempt, refused ones too
 * (that is what stops guessing). Knex's own migration tables are not the product's.
 */
const BOOKKEEPING = (table: string) => table === 'rate_limits' || table.startsWith('knex_');

export async function productTables(server: TestServer): Promise<string[]> {
  const tables: string[] =
    testDatabase() === 'pg'
      ? await server.db('pg_tables').where({ schemaname: 'public' }).pluck('tablename')
      : await server.db('sqlite_master').where({ type: 'table' }).andWhereNot('name', 'like', 'sqlite_%').pluck('name');
  return tables.filter((table) => !BOOKKEEPING(table)).sort();
}

/**
 * Per table, its row count and a hash of its rows (in a stable order): equal fingerprints, no row changed. The outbox
 * is settled first: its worker marks the messages of earlier writes sent or logged up to NUDGE_GATHER_MS after their
 * commit, in the background, which is no later request's doing (a message a request writes is a new row all the same).
 */
export async function tableFingerprint(server: TestServer, tables?: string[]): Promise<Record<string, string>> {
  await server.outbox.deliverDue();
  const names = tables ?? (await productTables(server));
  return testDatabase() === 'pg' ? pgFingerprint(server, names) : rowsFingerprint(server, names);
}

/** PostgreSQL hashes every table in one round trip (a row's text form covers every column). */
async function pgFingerprint(server: TestServer, tables: string[]): Promise<Record<string, string>> {
  const selects = tables.map(
    (table) => `SELECT ?::text AS name, count(*) AS n, md5(coalesce(string_agg(t::text, chr(10) ORDER BY t::text), '')) AS hash FROM "${table}" t`,
  );
  const result = await server.db.raw(selects.join(' UNION ALL '), tables);
  return Object.fromEntries((result.rows as { name: string; n: string; hash: string }[]).map((row) => [row.name, `${row.n}:${row.hash.slice(0, 16)}`]));
}

/**
 * SQLite likewise in one round trip: each row's text form made of its columns' quote() (from the table's schema),
 * the rows joined in a stable order and hashed here.
 */
async function rowsFingerprint(server: TestServer, tables: string[]): Promise<Record<string, string>> {
  const columns = (await server.db.raw(`select m.name as tbl, p.name as col from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' order by m.name, p.cid`)) as { tbl: string; col: string }[];
  const selects = tables.map((table) => {
    const row = columns.filter(({ tbl }) => tbl === table).map(({ col }) => `quote("${col}")`).join(` || ',' || `);
    return `select '${table}' as name, count(*) as n, coalesce(group_concat(r, char(10) order by r), '') as rows from (select ${row} as r from "${table}")`;
  });
  const rows = (await server.db.raw(selects.join(' union all '))) as { name: string; n: number; rows: string }[];
  return Object.fromEntries(rows.map((row) => [row.name, `${row.n}:${createHash('sha256').update(row.rows).digest('hex').slice(0, 16)}`]));
}

/** RODO: per table, the texts (any column, case ignored) that hold one of the words; empty when no table does. */
export async function tablesHolding(server: TestServer, words: string[]): Promise<Record<string, string[]>> {
  const wanted = words.map((word) => word.toLowerCase());
  const found: Record<string, string[]> = {};
  for (const table of await productTables(server)) {
    const texts = (await server.db(table).select()).flatMap((row: Record<string, unknown>) => Object.values(row).filter((value): value is string => typeof value === 'string'));
    const holding = texts.filter((text) => wanted.some((word) => text.toLowerCase().includes(word)));
    if (holding.length > 0) found[table] = holding;
  }
  return found;
}
