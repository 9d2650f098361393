/** A job of the background: its runs never overlap; `stop` ends the runs and waits for one in progress. */
export interface Repeating {
  stop(): Promise<void>;
}

/** Runs `run` at once and then every `everyMs`, each after the last has finished, without keeping the process alive. */
export function repeatEvery(run: () => Promise<void>, everyMs: number): Repeating {
  let running = run();
  const timer = setInterval(() => {
    running = running.then(run);
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
