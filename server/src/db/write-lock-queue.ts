/** Who waits for the write lock: a worker of the cluster (its id) or the primary itself. */
export type Holder = number | 'primary';

/** One wait for the lock: a holder asks again for each write, `turn` numbering its asks. */
export interface Turn {
  holder: Holder;
  turn: number;
}

/**
 * The primary's queue of the cluster's write lock: one holder at a time, the others in the order they asked.
 * `grant` tells a holder that its turn has come; when it cannot (the worker is gone), it answers false and
 * the next one is granted.
 */
export function writeLockQueue(grant: (turn: Turn) => boolean) {
  let holding: Turn | undefined;
  let waiting: Turn[] = [];
  let granted = 0;

  const same = (a: Turn | undefined, b: Turn) => a !== undefined && a.holder === b.holder && a.turn === b.turn;

  function grantNext() {
    while (!holding && waiting.length > 0) {
      const next = waiting.shift()!;
      holding = next;
      if (grant(next)) granted++;
      else holding = undefined;
    }
  }

  return {
    /** `holder` asks for the lock; granted at once when free. */
    want(turn: Turn): void {
      waiting.push(turn);
      grantNext();
    },
    /** `holder` is done with this turn: it held it and has committed, or it stopped waiting for it. */
    done(turn: Turn): void {
      if (same(holding, turn)) holding = undefined;
      else waiting = waiting.filter((wait) => !same(wait, turn));
      grantNext();
    },
    /** A worker that died or disconnected: its hold and its waits end, the next is granted. */
    drop(holder: Holder): void {
      if (holding?.holder === holder) holding = undefined;
      waiting = waiting.filter((wait) => wait.holder !== holder);
      grantNext();
    },
    /** For the tests and the log: who holds, who waits (in order), how many turns were granted so far. */
    state(): { holding: Turn | undefined; waiting: Turn[]; granted: number } {
      return { holding, waiting: [...waiting], granted };
    },
  };
}

export type WriteLockQueue = ReturnType<typeof writeLockQueue>;
