import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { groupedTransaction } from './group-commit.js';
import { ClientSqlite3, KNEX_INTERNALS, KNEX_VERSION, TransactionSqlite } from './sqlite-client.js';
import { createDb, createReader, useWriteLock, type Db } from './knex.js';
import type { WriteLock } from './write-lock.js';

let dir: string;
let db: Db;
let reader: Db;
/** The lock's turns and the writer's statements, in the order they happened. */
let log: string[] = [];
/** While false, turns wait until `grantWaiting`. */
let grantAtOnce: boolean;
let waitingTurns: Array<() => void>;

const lock: WriteLock = {
  acquire: () =>
    new Promise((resolve) => {
      log.push('turn');
      const grant = () => resolve(() => log.push('given back'));
      if (grantAtOnce) grant();
      else waitingTurns.push(grant);
    }),
};

function grantWaiting() {
  const grants = waitingTurns;
  waitingTurns = [];
  grants.forEach((grant) => grant());
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-client-'));
  const database = { client: 'sqlite3' as const, file: path.join(dir, 'writer.sqlite') };
  db = createDb(database);
  reader = createReader(database, db);
  await db.schema.createTable('entries', (table) => {
    table.increments('id');
    table.string('name').notNullable().unique();
  });
  useWriteLock(db, lock);
  db.on('query', (query: { sql: string }) => log.push(query.sql.split(' ')[0]!.replace(';', '')));
});
afterAll(async () => {
  await reader.destroy();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  grantAtOnce = true;
  waitingTurns = [];
  await db('entries').delete();
  log = [];
});

const names = async () => ((await reader('entries').orderBy('name').pluck('name')) as string[]);

describe("the SQLite writer under the cluster's write lock", () => {
  it('when a transaction writes, then it takes its turn before BEGIN IMMEDIATE and gives it back once COMMIT has finished', async () => {
    await db.transaction(async (trx) => {
      await trx('entries').insert({ name: 'a' });
      await trx('entries').insert({ name: 'b' });
    });

    expect(log).toEqual(['turn', 'BEGIN', 'insert', 'insert', 'COMMIT', 'given back']);
    expect(await names()).toEqual(['a', 'b']);
  });

  it('when a transaction fails, then it is rolled back and its turn given back all the same', async () => {
    await db('entries').insert({ name: 'taken' });
    log = [];
    const failed = db.transaction(async (trx) => {
      await trx('entries').insert({ name: 'c' });
      await trx('entries').insert({ name: 'taken' });
    });

    await expect(failed).rejects.toThrow(/UNIQUE constraint failed/);
    expect(log).toEqual(['turn', 'BEGIN', 'insert', 'insert', 'ROLLBACK', 'given back']);
    expect(await names()).toEqual(['taken']);
  });

  it('when a transaction opens a savepoint, then the savepoint writes in the same turn', async () => {
    await db.transaction(async (trx) => {
      await trx('entries').insert({ name: 'outer' });
      await trx.transaction(async (inner) => inner('entries').insert({ name: 'inner' }));
    });

    expect(log.filter((entry) => entry === 'turn')).toHaveLength(1);
    expect(log.at(-1)).toBe('given back');
    expect(await names()).toEqual(['inner', 'outer']);
  });

  it('when a statement writes outside a transaction, then it waits for its turn: nothing is written before it comes', async () => {
    grantAtOnce = false;
    const write = db('entries').insert({ name: 'd' });
    const written = write.then(() => 'written');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(waitingTurns).toHaveLength(1);
    expect(await names()).toEqual([]);
    grantWaiting();
    expect(await written).toBe('written');
    expect(log).toEqual(['insert', 'turn', 'given back']);
    expect(await names()).toEqual(['d']);
  });

  it('when the writer reads outside a transaction, then it takes no turn (one it waited for would never come here)', async () => {
    grantAtOnce = false;

    expect(await db('entries').pluck('name')).toEqual([]);
    expect(await db('entries').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(waitingTurns).toHaveLength(0);
    expect(log).toEqual(['select', 'select']);
  });

  it('when ten grouped transactions come at once, then the group commit takes two turns, not ten', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, i) => groupedTransaction(db, (trx) => trx('entries').insert({ name: `g${i}` }))));

    expect(log.filter((entry) => entry === 'turn')).toHaveLength(2);
    expect(log.filter((entry) => entry === 'given back')).toHaveLength(2);
    expect(await names()).toHaveLength(10);
  });
});

describe('the knex internals the SQLite clients extend', () => {
  it('when knex is installed, then it is the version the clients were written for, with the methods they override', () => {
    const { version } = createRequire(import.meta.url)('knex/package.json') as { version: string };
    expect(version, `sqlite-client.ts extends knex ${KNEX_VERSION}'s private internals: read them again in knex ${version}, then change KNEX_VERSION and the pin`).toBe(KNEX_VERSION);
    const prototypes = { ClientSqlite3: ClientSqlite3.prototype, TransactionSqlite: TransactionSqlite.prototype } as Record<string, Record<string, unknown>>;
    for (const [name, methods] of Object.entries(KNEX_INTERNALS)) {
      for (const method of methods) expect(typeof prototypes[name]![method], `knex's ${name}.${method}, which sqlite-client.ts overrides or calls`).toBe('function');
    }
  });

  it('when a transaction holds the writer, then knex marks its connection with __knexTxId', async () => {
    const marks: unknown[] = [];
    const seen = (query: { __knexTxId?: string }) => marks.push(query.__knexTxId);
    db.on('query', seen);
    try {
      await db.transaction((trx) => trx.raw('select 1'));
      await db.raw('select 1');
    } finally {
      db.off('query', seen);
    }
    expect(marks.filter((mark) => typeof mark === 'string').length, 'the statements inside the transaction carry its id').toBeGreaterThan(0);
    expect(marks.at(-1), 'a statement outside any transaction carries none').toBeUndefined();
  });
});
