/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. sharp decodes on
 * libuv's thread pool, which sqlite3 shares: a bounded queue leaves threads for database calls.
 */
export function createQueue(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands over its place
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
