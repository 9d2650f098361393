// The processing page as a pure state machine: the hook only runs the timers and the calls.

export const POLL_INTERVAL_MS = 2000;
export const POLL_TIMEOUT_MS = 2 * 60 * 1000;

export type PollState =
  | { phase: 'missing' }
  | { phase: 'polling'; startedAt: number; polls: number; connectionProblem: boolean }
  | { phase: 'paid' }
  | { phase: 'failed' }
  | { phase: 'timedOut' }
  | { phase: 'notFound' };

export type PollEvent =
  | { type: 'status'; status: string; at: number }
  | { type: 'error'; at: number }
  | { type: 'notFound' }
  | { type: 'retry'; at: number };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isGuid = (value: string | null | undefined): value is string => typeof value === 'string' && GUID.test(value);

const polling = (startedAt: number): PollState => ({ phase: 'polling', startedAt, polls: 0, connectionProblem: false });

export function initialPollState(guid: string | null | undefined, now: number): PollState {
  return isGuid(guid) ? polling(now) : { phase: 'missing' };
}

export function pollReducer(state: PollState, event: PollEvent): PollState {
  if (event.type === 'retry') return state.phase === 'timedOut' ? polling(event.at) : state;
  if (state.phase !== 'polling') return state;
  switch (event.type) {
    case 'notFound':
      return { phase: 'notFound' };
    case 'status':
      if (event.status === 'paid') return { phase: 'paid' };
      if (event.status === 'failed') return { phase: 'failed' };
      return next(state, event.at, false);
    case 'error':
      return next(state, event.at, true);
  }
}

/** Still pending (or unreachable): poll again, unless we have waited long enough. */
function next(state: Extract<PollState, { phase: 'polling' }>, at: number, connectionProblem: boolean): PollState {
  if (at - state.startedAt >= POLL_TIMEOUT_MS) return { phase: 'timedOut' };
  return { ...state, polls: state.polls + 1, connectionProblem };
}

/** Milliseconds until the next status call, or null when there is nothing more to ask. */
export function nextPollDelay(state: PollState): number | null {
  if (state.phase !== 'polling') return null;
  return state.polls === 0 ? 0 : POLL_INTERVAL_MS;
}
