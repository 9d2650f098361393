import { describe, expect, it } from 'vitest';
import { writeLockQueue, type Holder, type Turn } from './write-lock-queue.js';

/** A queue whose grants are recorded; holders in `gone` cannot be told. */
function recordedQueue(gone: Holder[] = []) {
  const granted: Turn[] = [];
  const queue = writeLockQueue((turn) => {
    if (gone.includes(turn.holder)) return false;
    granted.push(turn);
    return true;
  });
  return { queue, granted };
}

describe("the cluster's write lock queue (in the primary)", () => {
  it('when three ask while one holds, then each is granted in the order it asked, one at a time, as the one before gives back', () => {
    const { queue, granted } = recordedQueue();
    queue.want({ holder: 1, turn: 1 });
    queue.want({ holder: 2, turn: 1 });
    queue.want({ holder: 'primary', turn: 1 });
    queue.want({ holder: 1, turn: 2 });
    expect(granted).toEqual([{ holder: 1, turn: 1 }]);

    queue.done({ holder: 1, turn: 1 });
    expect(granted.at(-1)).toEqual({ holder: 2, turn: 1 });
    queue.done({ holder: 2, turn: 1 });
    expect(granted.at(-1)).toEqual({ holder: 'primary', turn: 1 });
    queue.done({ holder: 'primary', turn: 1 });
    expect(granted.at(-1)).toEqual({ holder: 1, turn: 2 });
    queue.done({ holder: 1, turn: 2 });

    expect(granted).toHaveLength(4);
    expect(queue.state()).toEqual({ holding: undefined, waiting: [], granted: 4 });
  });

  it('when a waiting holder gives up its turn, then it leaves the queue and the holder keeps the lock', () => {
    const { queue, granted } = recordedQueue();
    queue.want({ holder: 1, turn: 1 });
    queue.want({ holder: 2, turn: 7 });
    queue.want({ holder: 3, turn: 1 });

    queue.done({ holder: 2, turn: 7 });
    expect(queue.state()).toEqual({ holding: { holder: 1, turn: 1 }, waiting: [{ holder: 3, turn: 1 }], granted: 1 });
    queue.done({ holder: 1, turn: 1 });
    expect(granted).toEqual([
      { holder: 1, turn: 1 },
      { holder: 3, turn: 1 },
    ]);
  });

  it('when a give-back names a turn that is neither held nor waiting (a late one), then nothing changes', () => {
    const { queue, granted } = recordedQueue();
    queue.want({ holder: 1, turn: 2 });
    queue.want({ holder: 2, turn: 1 });

    queue.done({ holder: 1, turn: 1 });
    queue.done({ holder: 2, turn: 9 });
    expect(queue.state()).toEqual({ holding: { holder: 1, turn: 2 }, waiting: [{ holder: 2, turn: 1 }], granted: 1 });
    expect(granted).toEqual([{ holder: 1, turn: 2 }]);
  });

  it('when the worker holding the lock dies, then its hold and its later waits are dropped and the next one is granted', () => {
    const { queue, granted } = recordedQueue();
    queue.want({ holder: 1, turn: 1 });
    queue.want({ holder: 2, turn: 1 });
    queue.want({ holder: 1, turn: 2 });
    queue.want({ holder: 3, turn: 1 });

    queue.drop(1);
    expect(granted.at(-1)).toEqual({ holder: 2, turn: 1 });
    expect(queue.state().waiting).toEqual([{ holder: 3, turn: 1 }]);
  });

  it('when a waiting worker dies, then its waits are dropped and the holder is not disturbed', () => {
    const { queue, granted } = recordedQueue();
    queue.want({ holder: 1, turn: 1 });
    queue.want({ holder: 2, turn: 1 });
    queue.want({ holder: 3, turn: 1 });

    queue.drop(2);
    expect(queue.state()).toEqual({ holding: { holder: 1, turn: 1 }, waiting: [{ holder: 3, turn: 1 }], granted: 1 });
    queue.done({ holder: 1, turn: 1 });
    expect(granted.map((turn) => turn.holder)).toEqual([1, 3]);
  });

  it('when the next one cannot be told (its worker is gone), then the one after it is granted instead', () => {
    const { queue, granted } = recordedQueue([2]);
    queue.want({ holder: 1, turn: 1 });
    queue.want({ holder: 2, turn: 1 });
    queue.want({ holder: 3, turn: 1 });

    queue.done({ holder: 1, turn: 1 });
    expect(granted.map((turn) => turn.holder)).toEqual([1, 3]);
    // The turn that could not be told is not counted as granted.
    expect(queue.state()).toEqual({ holding: { holder: 3, turn: 1 }, waiting: [], granted: 2 });
  });
});
