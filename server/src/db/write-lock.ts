import type { Logger } from '../libraries/logger.js';

/**
 * The cluster's write lock on one SQLite file: the workers of WORKERS=N (and their primary) write in turn, in the
 * order they asked, each woken by the primary the moment the one before it has committed. Without it they meet at
 * SQLite's own lock, where the loser sleeps in the busy handler (1, 2, 5 … 100 ms) however soon the lock is free.
 *
 * It is only a scheduler: SQLite's lock (BEGIN IMMEDIATE, busy_timeout) still guarantees that one writes at a time.
 * So a process that waits longer than busy_timeout for its turn (a lost message, a primary too busy to answer)
 * stops waiting and writes as it would without the lock: a request can never hang on it. The worst case is then
 * two waits, the turn's and SQLite's own, before SQLITE_BUSY: 10 s where it was 5 s without the lock.
 * A turn is held from its grant until the worker has committed, so a worker whose event loop is busy (a PDF being
 * drawn) when its grant arrives keeps the others waiting that long; SQLite's own lock did the same once taken.
 */
export interface WriteLock {
  /** Resolves when this process may write; call what it gives once its write has committed or rolled back. */
  acquire(): Promise<() => void>;
}

/** What a process says when its turn did not come in time. */
export const lateTurnWarning = (logger: Logger) => () =>
  logger.warn(`Kolej na zapis w bazie nie nadeszła w ${WRITE_LOCK_WAIT_MS / 1000} s: zapisuję, a kolejność pilnuje już sam SQLite`);

/** The cluster message of the lock: a worker asks (`want`) and gives back (`done`) its turn, the primary `granted` it. */
export const WRITE_LOCK = 'zlota-rybka:write-lock';

export interface WriteLockMessage {
  type: typeof WRITE_LOCK;
  want?: number;
  done?: number;
  granted?: number;
}

/** The longest wait for a turn, and SQLite's own busy_timeout (server/src/db/knex.ts builds its pragma from it). */
export const WRITE_LOCK_WAIT_MS = 5_000;

export const isWriteLockMessage = (message: unknown): message is WriteLockMessage =>
  (message as { type?: unknown } | null)?.type === WRITE_LOCK;

interface ClientOptions {
  /** Sends `want` or `done` to the queue; false when there is no queue to ask (the primary is gone). */
  ask(message: { want: number } | { done: number }): boolean;
  waitMs?: number;
  /** A turn that did not come in time: the write goes ahead without it. */
  onTimeout?: () => void;
}

const nothingToRelease = () => {};

/** One process's side of the lock: its asks, numbered, and the grants that answer them (`granted`). */
export function writeLockClient(options: ClientOptions): WriteLock & { granted(turn: number): void } {
  const { ask, waitMs = WRITE_LOCK_WAIT_MS, onTimeout } = options;
  const waiting = new Map<number, () => void>();
  let turns = 0;

  return {
    acquire() {
      const turn = ++turns;
      return new Promise((resolve) => {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          ask({ done: turn });
        };
        const timer = setTimeout(() => {
          waiting.delete(turn);
          ask({ done: turn }); // no longer waiting: the queue forgets the turn, or takes back a grant on its way
          onTimeout?.();
          resolve(nothingToRelease);
        }, waitMs);
        waiting.set(turn, () => {
          clearTimeout(timer);
          waiting.delete(turn);
          resolve(release);
        });
        if (!ask({ want: turn })) {
          clearTimeout(timer);
          waiting.delete(turn);
          resolve(nothingToRelease);
        }
      });
    },
    granted(turn) {
      const wake = waiting.get(turn);
      // A grant of a turn given up meanwhile goes straight back, so that the next one's comes.
      if (wake) wake();
      else ask({ done: turn });
    },
  };
}

/** A worker of node:cluster: its turns come from the primary (see handOutWriteLock). */
export function workerWriteLock(onTimeout?: () => void): WriteLock {
  const client = writeLockClient({
    ask(message) {
      if (!process.connected) return false;
      // A channel that closes meanwhile only loses the message: the wait's limit covers it.
      process.send!({ type: WRITE_LOCK, ...message }, undefined, undefined, () => {});
      return true;
    },
    onTimeout,
  });
  process.on('message', (message: unknown) => {
    if (isWriteLockMessage(message) && typeof message.granted === 'number') client.granted(message.granted);
  });
  return client;
}

/** `work` in this process's turn, given back however it ends. */
export async function inTurn<T>(lock: WriteLock, work: () => Promise<T>): Promise<T> {
  const release = await lock.acquire();
  try {
    return await work();
  } finally {
    release();
  }
}
