import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groupedStatement, groupedTransaction, NestedGroupedWriteError } from './group-commit.js';
import { createDb, type Db } from './knex.js';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'group-commit-'));
  db = createDb({ client: 'sqlite3', file: path.join(dir, 'group-commit.sqlite') });
  await db.schema.createTable('entries', (table) => {
    table.increments('id');
    table.string('name').notNullable().unique();
  });
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db('entries').delete();
});

/** The statements the writer runs meanwhile. */
async function statementsOf<T>(task: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const seen = (query: { sql: string }) => statements.push(query.sql);
  db.on('query', seen);
  try {
    return { result: await task(), statements };
  } finally {
    db.off('query', seen);
  }
}

const names = async () => ((await db('entries').orderBy('name').pluck('name')) as string[]);
const insert = (name: string) => (trx: Db) => trx('entries').insert({ name });

describe('group commit on SQLite', () => {
  it('when ten transactions come at once, then the first is written alone, the nine that waited share one commit, and each gets its own result', async () => {
    const { result, statements } = await statementsOf(() =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          groupedTransaction(db, async (trx) => {
            await insert(`a${i}`)(trx);
            return i * 10;
          }),
        ),
      ),
    );

    expect(result).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(statements.filter((sql) => sql.startsWith('BEGIN'))).toHaveLength(2);
    expect(statements.filter((sql) => sql.startsWith('COMMIT'))).toHaveLength(2);
    expect(await names()).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9']);
  });

  it('when one transaction of a group fails half-way, then only it fails: nothing of it is written, and every other one is', async () => {
    await db('entries').insert({ name: 'taken' });
    const { result: outcomes, statements } = await statementsOf(() =>
      Promise.allSettled(
        ['b0', 'b1', 'b2', 'b3', 'b4'].map((name) =>
          groupedTransaction(db, async (trx) => {
            await insert(name)(trx);
            if (name === 'b3') await insert('taken')(trx); // a unique index says no, after its first write
            return name;
          }),
        ),
      ),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[3] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed: entries\.name/);
    // b0 alone; b1–b4 together, rolled back for b3; then each of those alone, b3 rolled back again.
    expect(statements.filter((sql) => sql.startsWith('ROLLBACK'))).toHaveLength(2);
    expect(statements.filter((sql) => sql.startsWith('COMMIT'))).toHaveLength(4);
    expect(await names()).toEqual(['b0', 'b1', 'b2', 'b4', 'taken']);
  });

  it('when a transaction comes alone, then it is written as before: BEGIN IMMEDIATE, its statements, COMMIT', async () => {
    const { result, statements } = await statementsOf(() => groupedTransaction(db, async (trx) => (await insert('c')(trx), 'done')));

    expect(result).toBe('done');
    expect(statements).toEqual(['BEGIN IMMEDIATE;', expect.stringMatching(/^insert into `entries`/), 'COMMIT;']);
    expect(await names()).toEqual(['c']);
  });

  it('when a single statement comes alone, then it runs as it is; when statements come together, then they share one commit', async () => {
    const lone = await statementsOf(() => groupedStatement(db, (writer) => insert('d')(writer)));
    expect(lone.statements).toEqual([expect.stringMatching(/^insert into `entries`/)]);
    await new Promise((resolve) => setImmediate(resolve)); // the writer has gone idle

    const burst = await statementsOf(() => Promise.all(['e0', 'e1', 'e2', 'e3'].map((name) => groupedStatement(db, (writer) => insert(name)(writer)))));
    // e0 alone, as it is; e1–e3 in one transaction.
    expect(burst.statements.map((sql) => sql.split(' ')[0])).toEqual(['insert', 'BEGIN', 'insert', 'insert', 'insert', 'COMMIT;']);
    expect(await names()).toEqual(['d', 'e0', 'e1', 'e2', 'e3']);
  });

  it('when grouped work starts a grouped write of its own, then that write is refused at once instead of waiting for its own group forever', async () => {
    const nestedStatement = groupedTransaction(db, async (trx) => {
      await insert('f0')(trx);
      await groupedStatement(db, (writer) => insert('f1')(writer));
    });
    await expect(nestedStatement).rejects.toThrow(NestedGroupedWriteError);

    const nestedTransaction = groupedStatement(db, async () => {
      await groupedTransaction(db, (trx) => insert('f2')(trx));
    });
    await expect(nestedTransaction).rejects.toThrow(/inside grouped work/);

    // Later in the same call chain, once the grouped work has finished, a grouped write is fine.
    await groupedTransaction(db, (trx) => insert('f3')(trx));
    await groupedStatement(db, (writer) => insert('f4')(writer));
    expect(await names()).toEqual(['f3', 'f4']);
  }, 5_000);
});
