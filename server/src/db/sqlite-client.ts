import { createRequire } from 'node:module';
import { inTurn, type WriteLock } from './write-lock.js';

const require = createRequire(import.meta.url);
/**
 * The knex these clients were written against: they extend its private internals (the sqlite3 dialect's `_query`,
 * `acquireConnection` and `destroyRawConnection`, the transaction's `begin`, the connection's `__knexTxId`), so
 * `server/package.json` pins this exact version and `sqlite-client.test.ts` fails when another one is installed.
 */
export const KNEX_VERSION = '3.3.0';
export const KNEX_INTERNALS = { ClientSqlite3: ['_query', 'acquireConnection', 'destroyRawConnection', 'transaction'], TransactionSqlite: ['begin', 'query', 'acquireConnection'] } as const;
export const ClientSqlite3 = require('knex/lib/dialects/sqlite3/index.js') as new (...args: unknown[]) => object;
export const TransactionSqlite = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as new (...args: unknown[]) => {
  client: { transacting?: boolean; writeLock?: WriteLock };
  query(conn: unknown, sql: string): Promise<unknown>;
  acquireConnection(config: unknown, work: (conn: unknown) => Promise<unknown>): Promise<unknown>;
};

type Callback = (this: { lastID?: number; changes?: number }, error: Error | null, rows?: unknown) => void;

/** node-sqlite3's prepared statement: run (no rows) or all (every row), reset and bound again for each call. */
interface Statement {
  run(bindings: unknown[], callback: Callback): void;
  all(bindings: unknown[], callback: Callback): void;
  finalize(callback?: () => void): void;
}

interface Connection {
  /** Set by knex while a transaction holds the connection. */
  __knexTxId?: string;
  prepare(sql: string, callback: (error: Error | null) => void): Statement;
  close(callback: (error: Error | null) => void): void;
}

interface CompiledQuery {
  sql: string;
  bindings?: unknown[];
  method?: string;
  returning?: unknown;
  response?: unknown;
  context?: { lastID?: number; changes?: number };
}

/** Prepared statements a connection keeps, the least recently used given up first. */
const KEPT_STATEMENTS = 128;
const keptOf = new WeakMap<Connection, Map<string, Promise<Statement>>>();

/** The connection's prepared statement of `sql`, prepared now on first use; a statement that does not prepare is not kept. */
function statementOf(connection: Connection, sql: string): Promise<Statement> {
  let kept = keptOf.get(connection);
  if (!kept) keptOf.set(connection, (kept = new Map()));
  const found = kept.get(sql);
  if (found) {
    kept.delete(sql); // to the end: used most recently
    kept.set(sql, found);
    return found;
  }
  const prepared = new Promise<Statement>((resolve, reject) => {
    const statement = connection.prepare(sql, (error) => (error ? reject(error) : resolve(statement)));
  });
  prepared.catch(() => kept.get(sql) === prepared && kept.delete(sql));
  kept.set(sql, prepared);
  if (kept.size > KEPT_STATEMENTS) {
    const [oldest, statement] = kept.entries().next().value!;
    kept.delete(oldest);
    // Finalized after whatever it is running: node-sqlite3 queues a statement's calls.
    statement.then((s) => s.finalize(), () => undefined);
  }
  return prepared;
}

async function finalizeKept(connection: Connection): Promise<void> {
  const kept = keptOf.get(connection);
  keptOf.delete(connection);
  const statements = await Promise.allSettled(kept?.values() ?? []);
  await Promise.all(statements.map((s) => (s.status === 'fulfilled' ? new Promise<void>((resolve) => s.value.finalize(() => resolve())) : undefined)));
}

/**
 * knex's sqlite3 client that keeps each connection's statements prepared: knex's own hands every query to a new
 * statement, which costs the driver a second trip through the thread pool (prepare, then run) and a finalize per
 * query. A kept statement is reset and bound again by the driver; SQLite prepares it anew itself after a schema change.
 */
export class PreparedSqliteClient extends ClientSqlite3 {
  _query(connection: Connection, query: CompiledQuery): Promise<CompiledQuery> {
    if (!query.sql) throw new Error('The query is empty');
    // As knex's: rows for a select, a raw query and a write with `returning`; the changes and last id otherwise.
    const run = query.method === 'counter' || query.method === 'del' || ((query.method === 'insert' || query.method === 'update') && !query.returning);
    return statementOf(connection, query.sql).then(
      (statement) =>
        new Promise((resolve, reject) => {
          const callback: Callback = function (error, rows) {
            if (error) return reject(error);
            query.response = rows;
            // Copied now: the next run of the same statement sets them again.
            query.context = { lastID: this.lastID, changes: this.changes };
            resolve(query);
          };
          if (run) statement.run(query.bindings ?? [], callback);
          else statement.all(query.bindings ?? [], callback);
        }),
    );
  }

  async destroyRawConnection(connection: Connection): Promise<void> {
    // SQLite refuses to close a connection that still has prepared statements.
    await finalizeKept(connection);
    await new Promise<void>((resolve, reject) => connection.close((error) => (error ? reject(error) : resolve())));
  }
}

// knex has no option for it, so its sqlite3 client is extended: every write transaction takes the
// write lock when it begins (BEGIN IMMEDIATE), and never fails half-way on a lock upgrade.
class ImmediateTransaction extends TransactionSqlite {
  begin(conn: unknown) {
    return this.query(conn, 'BEGIN IMMEDIATE;');
  }

  // Under the cluster, the turn is taken once the connection is ours, before BEGIN, and given back once COMMIT or
  // ROLLBACK has finished (knex resolves the transaction then). A savepoint runs in its outer transaction's turn.
  override acquireConnection(config: unknown, work: (conn: unknown) => Promise<unknown>) {
    const lock = this.client.transacting ? undefined : this.client.writeLock;
    return super.acquireConnection(config, lock ? (conn) => inTurn(lock, () => work(conn)) : work);
  }
}

/** Only a SELECT surely leaves the file as it was; anything else outside a transaction may take SQLite's write lock. */
const mayWrite = (sql: string) => !/^\s*select\b/i.test(sql);

/** The writer's client: write transactions BEGIN IMMEDIATE, and under the cluster every write waits for its turn. */
export class ImmediateSqliteClient extends PreparedSqliteClient {
  /** Under the cluster with several workers (see write-lock.ts); none in a single process, a command or a test. */
  writeLock?: WriteLock;

  transaction(...args: unknown[]) {
    return new ImmediateTransaction(this, ...args);
  }

  // A write outside a transaction commits by itself, holding SQLite's write lock as a transaction does: it waits for
  // its turn too, or it would meet the other workers' transactions in the busy handler.
  override _query(connection: Connection, query: CompiledQuery): Promise<CompiledQuery> {
    const lock = this.writeLock;
    if (!lock || connection.__knexTxId !== undefined || !mayWrite(query.sql)) return super._query(connection, query);
    return inTurn(lock, () => super._query(connection, query));
  }
}
