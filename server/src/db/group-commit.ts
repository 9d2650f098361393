import type { Knex } from 'knex';
import { isSqlite, type Db } from './knex.js';

/** Database work only (no call out, no wait on anything else): it may run twice, and the first run rolled back. */
export type TransactionWork<T> = (trx: Knex.Transaction) => Promise<T>;

interface Job {
  work: TransactionWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
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
    await db.transaction(job.work).then(job.resolve, job.reject);
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

  return <T>(work: TransactionWork<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work: work as TransactionWork<unknown>, resolve: resolve as (value: unknown) => void, reject });
      if (!writing) void writeWaiting();
    });
}

const groups = new WeakMap<Db, ReturnType<typeof groupCommit>>();

/**
 * `work` in a write transaction, committed together with others that come meanwhile on SQLite (see groupCommit);
 * on PostgreSQL, whose transactions run side by side and whose commits the server groups itself, in its own.
 */
export function groupedTransaction<T>(db: Db, work: TransactionWork<T>): Promise<T> {
  if (!isSqlite(db)) return db.transaction(work);
  let group = groups.get(db);
  if (!group) groups.set(db, (group = groupCommit(db)));
  return group(work);
}
