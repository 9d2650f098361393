import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// knex has no option for it, so its sqlite3 client is extended: every write transaction takes the
// write lock when it begins (BEGIN IMMEDIATE), and never fails half-way on a lock upgrade.
const ClientSqlite3 = require('knex/lib/dialects/sqlite3/index.js') as new (...args: unknown[]) => object;
const TransactionSqlite = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as new (
  ...args: unknown[]
) => { query(conn: unknown, sql: string): Promise<unknown> };

class ImmediateTransaction extends TransactionSqlite {
  begin(conn: unknown) {
    return this.query(conn, 'BEGIN IMMEDIATE;');
  }
}

export class ImmediateSqliteClient extends ClientSqlite3 {
  transaction(...args: unknown[]) {
    return new ImmediateTransaction(this, ...args);
  }
}
