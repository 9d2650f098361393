import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { isSqlite, type Db } from './knex.js';

/**
 * Database work only, on the transaction it is given: no call out, no wait on anything else (another grouped write
 * would wait for this very group). It may run twice, the first run rolled back.
 */
export type TransactionWork<T> = (trx: Knex.Transaction) => Promise<T>;

interface Job {
  /** Given the shared transaction in a group; alone, the database itself when `single`, else its own transaction. */
  work: (db: Knex) => Promise<unknown>;
  /** One statement: alone, it needs no transaction around it (SQLite commits it by itself). */
  single: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Set while grouped work runs: a grouped write started from inside it would wait for its own group forever. */
const insideGroupedWork = new AsyncLocalStorage<true>();

export class NestedGroupedWriteError extends Error {
  constructor() {
    super(
      'A grouped write was started inside grouped work: on SQLite it would wait for its own group forever. ' +
        'Write through the transaction the work was given, or start the write after the grouped work has finished.',
    );
  }
}

/** Runs the work marked as grouped; refuses at once if the caller is itself grouped work. */
function asGroupedWork<T>(run: () => Promise<T>): Promise<T> {
  if (insideGroupedWork.getStore()) return Promise.reject(new NestedGroupedWriteError());
  return insideGroupedWork.run(true, run);
}

/** Enough to share one commit among a burst; a longer group would only hold the next ones back. */
const LARGEST_GROUP = 32;

/**
 * Group commit for SQLite, whose one writer takes write transactions in turn anyway and pays a sync of the file for
 * each commit: transactions that arrive while one is being written wait, and are then written together as one
 * (BEGIN, each one's statements in arrival order, one COMMIT). Each learns its result only once that commit has
 * succeeded. If any of them fails, the whole group is rolled back and each is written again in a transaction of
 * its own, so that a failure stays its own and the others are written as if they had come alone.
 */
function groupCommit(db: Db) {
  let waiting: Job[] = [];
  let writing = false;

  async function alone(job: Job) {
    try {
      job.resolve(await (job.single ? job.work(db) : db.transaction(job.work)));
    } catch (error) {
      job.reject(error);
    }
  }

  async function together(group: Job[]) {
    let results: unknown[];
    try {
      results = await db.transaction(async (trx) => {
        const done: unknown[] = [];
        for (const job of group) done.push(await job.work(trx));
        return done;
      });
    } catch {
      for (const job of group) await alone(job);
      return;
    }
    group.forEach((job, index) => job.resolve(results[index]));
  }

  async function writeWaiting() {
    writing = true;
    try {
      while (waiting.length > 0) {
        const group = waiting.slice(0, LARGEST_GROUP);
        waiting = waiting.slice(LARGEST_GROUP);
        await (group.length === 1 ? alone(group[0]!) : together(group));
      }
    } finally {
      writing = false;
    }
  }

  return <T>(work: (db: Knex) => Promise<T>, single: boolean) =>
    new Promise<T>((resolve, reject) => {
      const marked = (target: Knex) => insideGroupedWork.run(true, () => work(target));
      waiting.push({ work: marked, single, resolve: resolve as (value: unknown) => void, reject });
      if (!writing) void writeWaiting();
    });
}

const groups = new WeakMap<Db, ReturnType<typeof groupCommit>>();

function groupOf(db: Db) {
  let group = groups.get(db);
  if (!group) groups.set(db, (group = groupCommit(db)));
  return group;
}

/**
 * `work` in a write transaction, committed together with others that come meanwhile on SQLite (see groupCommit);
 * on PostgreSQL, whose transactions run side by side and whose commits the server groups itself, in its own.
 */
export function groupedTransaction<T>(db: Db, work: TransactionWork<T>): Promise<T> {
  if (insideGroupedWork.getStore()) return Promise.reject(new NestedGroupedWriteError());
  // Not `single`: the group only ever hands it a transaction (the shared one, or its own).
  return isSqlite(db) ? groupOf(db)(work as (db: Knex) => Promise<T>, false) : asGroupedWork(() => db.transaction(work));
}

/**
 * A write of ONE statement, committed together with the transactions that come meanwhile on SQLite; alone (and
 * on PostgreSQL always), it runs as it is, committed by itself.
 */
export function groupedStatement<T>(db: Db, statement: (db: Knex) => Promise<T>): Promise<T> {
  if (insideGroupedWork.getStore()) return Promise.reject(new NestedGroupedWriteError());
  // PostgreSQL would not hang, but the same code runs on SQLite: it is refused on both.
  return isSqlite(db) ? groupOf(db)(statement, true) : asGroupedWork(() => statement(db));
}
