import type { Cluster } from 'node:cluster';
import { isWriteLockMessage, WRITE_LOCK, writeLockClient, type WriteLock } from './write-lock.js';
import { writeLockQueue, type Holder, type WriteLockQueue } from './write-lock-queue.js';

/**
 * In the primary of WORKERS=N on SQLite: keeps the queue of the write lock (see write-lock.ts), takes the workers'
 * asks from the cluster's messages and grants the turns in order; a worker that exits or disconnects loses its hold
 * and its waits. Gives the primary's own turns (its background jobs write too), which wait in the same queue.
 */
export function handOutWriteLock(cluster: Cluster, onTimeout?: () => void): WriteLock & { turnsGranted(): number } {
  const queue = writeLockQueue(({ holder, turn }) => {
    // The primary's own turn, after the current call: never back into the queue while it grants.
    if (holder === 'primary') {
      queueMicrotask(() => own.granted(turn));
      return true;
    }
    const worker = cluster.workers?.[holder];
    if (!worker?.isConnected()) return false;
    worker.send({ type: WRITE_LOCK, granted: turn }, undefined, (error: Error | null) => error && queue.drop(holder));
    return true;
  });
  const own = writeLockClient({
    ask(message) {
      ask(queue, 'primary', message);
      return true;
    },
    onTimeout,
  });

  cluster.on('message', (worker, message: unknown) => {
    if (isWriteLockMessage(message)) ask(queue, worker.id, message);
  });
  // Whichever of the two comes first for a worker that ends (however it ends): its hold and its waits end there.
  cluster.on('disconnect', (worker) => queue.drop(worker.id));
  cluster.on('exit', (worker) => queue.drop(worker.id));
  return { acquire: () => own.acquire(), turnsGranted: () => queue.state().granted };
}

function ask(queue: WriteLockQueue, holder: Holder, message: { want?: number; done?: number }) {
  if (typeof message.want === 'number') queue.want({ holder, turn: message.want });
  if (typeof message.done === 'number') queue.done({ holder, turn: message.done });
}
