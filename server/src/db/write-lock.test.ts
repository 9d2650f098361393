import type { Cluster } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WRITE_LOCK, WRITE_LOCK_WAIT_MS, writeLockClient, type WriteLockMessage } from './write-lock.js';
import { handOutWriteLock } from './write-lock-primary.js';

type Ask = { want: number } | { done: number };

/** A client whose asks are recorded and answered by the test. */
function recordedClient(options: { reachable?: boolean } = {}) {
  const asked: Ask[] = [];
  const onTimeout = vi.fn();
  const client = writeLockClient({ ask: (message) => (asked.push(message), options.reachable ?? true), onTimeout });
  return { client, asked, onTimeout };
}

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a process's side of the write lock", () => {
  it('when it asks, then it waits until its turn is granted, and giving back tells the queue once', async () => {
    const { client, asked } = recordedClient();
    const acquired = client.acquire();
    expect(asked).toEqual([{ want: 1 }]);
    expect(await settled(acquired)).toBe(false);

    client.granted(1);
    const release = await acquired;
    release();
    release();
    expect(asked).toEqual([{ want: 1 }, { done: 1 }]);
  });

  it('when its turn does not come within busy_timeout, then it stops waiting, gives the turn up and writes without it', async () => {
    const { client, asked, onTimeout } = recordedClient();
    const acquired = client.acquire();
    await vi.advanceTimersByTimeAsync(WRITE_LOCK_WAIT_MS - 1);
    expect(await settled(acquired)).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const release = await acquired;
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([{ want: 1 }, { done: 1 }]);
    release(); // nothing held: nothing to give back
    expect(asked).toHaveLength(2);
  });

  it('when a grant comes for a turn it gave up, then the grant goes straight back so that the next one is not held up', async () => {
    const { client, asked } = recordedClient();
    const first = client.acquire();
    await vi.advanceTimersByTimeAsync(WRITE_LOCK_WAIT_MS);
    await first;
    const second = client.acquire();

    client.granted(1);
    expect(asked).toEqual([{ want: 1 }, { done: 1 }, { want: 2 }, { done: 1 }]);
    expect(await settled(second)).toBe(false);
    client.granted(2);
    expect(await settled(second)).toBe(true);
  });

  it('when there is no queue to ask (the primary is gone), then it writes at once', async () => {
    const { client, onTimeout } = recordedClient({ reachable: false });
    expect(await settled(client.acquire())).toBe(true);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

class FakeWorker {
  received: WriteLockMessage[] = [];
  connected = true;
  constructor(readonly id: number) {}
  isConnected() {
    return this.connected;
  }
  send(message: WriteLockMessage, _handle: unknown, callback: (error: Error | null) => void) {
    this.received.push(message);
    callback(null);
    return true;
  }
}

function fakeCluster(ids: number[]) {
  const cluster = new EventEmitter() as EventEmitter & { workers: Record<number, FakeWorker> };
  cluster.workers = Object.fromEntries(ids.map((id) => [id, new FakeWorker(id)]));
  const from = (id: number, message: Omit<WriteLockMessage, 'type'>) => cluster.emit('message', cluster.workers[id], { type: WRITE_LOCK, ...message });
  const grantsOf = (id: number) => cluster.workers[id]!.received.map((message) => message.granted);
  return { cluster, from, grantsOf, own: handOutWriteLock(cluster as unknown as Cluster) };
}

describe("the primary's hand-out of the write lock over the cluster's messages", () => {
  it("when two workers and the primary itself ask, then the turns go in the order asked, each the moment the one before gives back", async () => {
    const { from, grantsOf, own } = fakeCluster([1, 2]);
    from(1, { want: 1 });
    from(2, { want: 1 });
    const primaryTurn = own.acquire();
    expect(grantsOf(1)).toEqual([1]);
    expect(grantsOf(2)).toEqual([]);

    from(1, { done: 1 });
    expect(grantsOf(2)).toEqual([1]);
    expect(await settled(primaryTurn)).toBe(false);

    from(2, { done: 1 });
    const release = await primaryTurn;
    from(1, { want: 2 });
    expect(grantsOf(1)).toEqual([1]);
    release();
    expect(grantsOf(1)).toEqual([1, 2]);
  });

  it('when the worker holding the lock is killed, then the next worker is granted at once; a disconnected waiter is skipped', () => {
    const { cluster, from, grantsOf } = fakeCluster([1, 2, 3]);
    from(1, { want: 1 });
    from(2, { want: 1 });
    from(3, { want: 1 });

    cluster.emit('exit', cluster.workers[1]);
    expect(grantsOf(2)).toEqual([1]);

    cluster.workers[3]!.connected = false;
    cluster.emit('disconnect', cluster.workers[3]);
    from(2, { done: 1 });
    expect(grantsOf(3)).toEqual([]);
    from(2, { want: 2 });
    expect(grantsOf(2)).toEqual([1, 2]);
  });

  it('when a worker gives up a turn it was waiting for, then the next is granted in its place after the holder', () => {
    const { from, grantsOf } = fakeCluster([1, 2, 3]);
    from(1, { want: 1 });
    from(2, { want: 1 });
    from(3, { want: 1 });

    from(2, { done: 1 });
    from(1, { done: 1 });
    expect(grantsOf(2)).toEqual([]);
    expect(grantsOf(3)).toEqual([1]);
  });
});
