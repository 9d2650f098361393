/**
 * Health checks that arrive together share one round trip to the database, yet every answer still rests on a
 * `select 1` that started after its request arrived: a check that comes while a ping is under way waits for the
 * next one, which all the checks that came meanwhile share. A load balancer polling many instances, or a burst of
 * checks, costs the database one query at a time instead of one per request.
 */
export function sharedPing(ping: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const current = ping().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
