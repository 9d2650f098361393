import { describe, expect, it } from 'vitest';
import { initialPollState, isGuid, nextPollDelay, POLL_INTERVAL_MS, POLL_TIMEOUT_MS, pollReducer, type PollState } from './payment-polling';

const GUID = '0f8e4c2a-6b1d-4e3f-8a9b-7c6d5e4f3a2b';
const start = initialPollState(GUID, 1000);

describe('payment polling', () => {
  it('when the guid is missing or malformed, then there is nothing to poll', () => {
    expect(initialPollState(null, 0)).toEqual({ phase: 'missing' });
    expect(initialPollState('abc', 0)).toEqual({ phase: 'missing' });
    expect(nextPollDelay(initialPollState(undefined, 0))).toBeNull();
    expect(isGuid(GUID.toUpperCase())).toBe(true);
  });

  it('asks at once, then every 2 seconds while the payment is pending', () => {
    expect(nextPollDelay(start)).toBe(0);
    const afterOne = pollReducer(start, { type: 'status', status: 'pending', at: 1500 });
    expect(afterOne).toMatchObject({ phase: 'polling', polls: 1, connectionProblem: false });
    expect(nextPollDelay(afterOne)).toBe(POLL_INTERVAL_MS);
  });

  it('when the payment is paid or failed, then polling stops there', () => {
    const paid = pollReducer(start, { type: 'status', status: 'paid', at: 2000 });
    expect(paid).toEqual({ phase: 'paid' });
    expect(nextPollDelay(paid)).toBeNull();
    expect(pollReducer(paid, { type: 'status', status: 'failed', at: 3000 })).toBe(paid);
    expect(pollReducer(start, { type: 'status', status: 'failed', at: 2000 })).toEqual({ phase: 'failed' });
  });

  it('when the server does not know the payment, then it says so and stops', () => {
    expect(pollReducer(start, { type: 'notFound' })).toEqual({ phase: 'notFound' });
  });

  it('when a call fails on the way, then it keeps trying and flags the connection problem until an answer comes', () => {
    const troubled = pollReducer(start, { type: 'error', at: 3000 });
    expect(troubled).toMatchObject({ phase: 'polling', connectionProblem: true });
    expect(pollReducer(troubled, { type: 'status', status: 'pending', at: 5000 })).toMatchObject({ connectionProblem: false });
  });

  it('when it is still pending after about 2 minutes, then it times out; "Sprawdź ponownie" starts again', () => {
    let state: PollState = start;
    state = pollReducer(state, { type: 'status', status: 'pending', at: 1000 + POLL_TIMEOUT_MS - 1 });
    expect(state.phase).toBe('polling');
    state = pollReducer(state, { type: 'status', status: 'pending', at: 1000 + POLL_TIMEOUT_MS });
    expect(state).toEqual({ phase: 'timedOut' });
    expect(nextPollDelay(state)).toBeNull();
    const again = pollReducer(state, { type: 'retry', at: 500_000 });
    expect(again).toEqual({ phase: 'polling', startedAt: 500_000, polls: 0, connectionProblem: false });
    expect(nextPollDelay(again)).toBe(0);
  });

  it('when the connection stays down, then it also times out', () => {
    expect(pollReducer(start, { type: 'error', at: 1000 + POLL_TIMEOUT_MS })).toEqual({ phase: 'timedOut' });
  });

  it('ignores a retry unless it timed out', () => {
    expect(pollReducer(start, { type: 'retry', at: 9 })).toBe(start);
    const failed: PollState = { phase: 'failed' };
    expect(pollReducer(failed, { type: 'retry', at: 9 })).toBe(failed);
  });
});
