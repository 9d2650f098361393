/** Time source, injected so tests can move time (token expiry) without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const toSeconds = (ms: number) => Math.floor(ms / 1000);
