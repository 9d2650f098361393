import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Config } from '../config.js';
import { ImmediateSqliteClient, PreparedSqliteClient } from './sqlite-client.js';
import { migrationSource } from './migration-source.js';
import { WRITE_LOCK_WAIT_MS, type WriteLock } from './write-lock.js';
import { narrowExisting, ownerOnlyFile } from '../libraries/owner-only-file.js';

export type Db = Knex;

// BIGINT columns hold epoch milliseconds and grosze, all far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How long a connection waits for SQLite's lock before SQLITE_BUSY: as long as a turn of the cluster's write lock. */
const BUSY_TIMEOUT_MS = WRITE_LOCK_WAIT_MS;

const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = FULL',
  'PRAGMA foreign_keys = ON',
  `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`,
];

interface SqliteConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
}

export function createDb(database: Config['database']): Db {
  if (database.client === 'pg') {
    return knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 10 } });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  ownerOnlyFile(database.file);
  narrowExisting([`${database.file}-wal`, `${database.file}-shm`]);
  // One connection: SQLite has one writer anyway, and a single connection never waits on itself.
  return sqliteKnex(ImmediateSqliteClient, database.file, { min: 1, max: 1 }, `${SQLITE_PRAGMAS.join(';\n')};`);
}

/** A knex over the SQLite file with this client and pool, each connection set up by `pragmas` as it opens. */
function sqliteKnex(client: unknown, file: string, size: { min: number; max: number }, pragmas: string): Db {
  return knexFactory({
    client: client as typeof Knex.Client,
    connection: { filename: file },
    useNullAsDefault: true,
    pool: {
      ...size,
      afterCreate: (conn: SqliteConnection, done: (error: Error | null, conn: unknown) => void) => {
        conn.exec(pragmas, (error) => done(error, conn));
      },
    },
  });
}

/**
 * Where plain reads go, so that they do not queue behind writes on SQLite's one connection: a small pool of
 * connections that refuse to write (WAL lets them read while the writer writes; each statement sees what had
 * committed when it began). PostgreSQL's pool serves both. Never for a read that must see the caller's own
 * transaction, or lock a row: those take the transaction.
 */
export function createReader(database: Config['database'], writer: Db): Db {
  if (database.client === 'pg') return writer;
  // SQLITE_READERS (default 1: on 2 cores a second reader let a crawler take more of the CPU the donations need).
  return sqliteKnex(PreparedSqliteClient, database.file, { min: 0, max: database.readers ?? 1 }, `PRAGMA query_only = ON; PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`);
}

export function isSqlite(db: Db): boolean {
  return db.client.config.client !== 'pg';
}

/** The writer of SQLite writes in the cluster's turns from now on (see write-lock.ts). */
export function useWriteLock(db: Db, lock: WriteLock): void {
  (db.client as ImmediateSqliteClient).writeLock = lock;
}

/** A pooled connection as the driver gives it: node-sqlite3's Database or node-postgres's Client. */
interface DriverConnection {
  get?(sql: string, callback: (error: Error | null) => void): void;
  query?(sql: string): Promise<unknown>;
}

/**
 * Throws when the database does not answer: the health check. One `select 1` on a connection of the pool,
 * straight through the driver: no query builder, no query events, nothing else per request.
 */
export async function pingDatabase(db: Db): Promise<void> {
  const connection = (await db.client.acquireConnection()) as DriverConnection;
  try {
    if (connection.query) await connection.query('select 1');
    else await new Promise<void>((resolve, reject) => connection.get!('select 1', (error) => (error ? reject(error) : resolve())));
  } finally {
    await db.client.releaseConnection(connection);
  }
}

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** Rows ANALYZE reads of each index: enough for the planner, a fraction of a second at 1 000 000 payments. */
const ANALYSIS_LIMIT = 1000;

/**
 * SQLite's query-planner statistics (sqlite_stat1), refreshed when the server prepares its database, before any
 * other connection opens: a connection reads them when it first reads the schema. Without them SQLite took the
 * payments' statistics index for "this fundraiser's paid payments" and the provider's for "this fundraiser's manual
 * donations", walking every such payment (0.34 s at 1 000 000 payments instead of 4 ms). What the statistics say is
 * shares (rows per key), which hold as the tables grow; PostgreSQL's autovacuum keeps its own.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (!isSqlite(db)) return;
  await db.raw(`PRAGMA analysis_limit = ${ANALYSIS_LIMIT}`);
  await db.raw('ANALYZE');
}

/** PostgreSQL: the tables of the portal's schema (a backup's progress counts them). */
export async function countPostgresTables(db: Db): Promise<number> {
  const [row] = (await db('pg_tables').where({ schemaname: 'public' }).count({ tables: '*' })) as { tables: number | string }[];
  return Number(row!.tables);
}

/** PostgreSQL: how many other clients are connected to this database (a restore waits for none). */
export async function otherPostgresConnections(db: Db): Promise<number> {
  const result = (await db.raw('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')) as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** PostgreSQL's NOTIFY on `channel`, through the pool (outside a transaction, so it goes out at once). */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.raw('select pg_notify(?, ?)', [channel, payload]);
}
