import { HTTPError } from 'ky';
import { useCallback, useEffect, useReducer } from 'react';
import { fetchPaymentStatus } from '../api/donate-api';
import { initialPollState, nextPollDelay, pollReducer, type PollState } from '../logic/payment-polling';

/** Asks for the payment's status every 2 s until it is paid or failed, or until about 2 minutes pass. */
export function usePaymentPolling(guid: string | null): { state: PollState; retry: () => void } {
  const [state, dispatch] = useReducer(pollReducer, guid, (initial) => initialPollState(initial, Date.now()));

  useEffect(() => {
    const delay = nextPollDelay(state);
    if (delay === null || !guid) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchPaymentStatus(guid, controller.signal)
        .then((answer) => dispatch({ type: 'status', status: answer.status, at: Date.now() }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof HTTPError && error.response.status === 404) dispatch({ type: 'notFound' });
          else dispatch({ type: 'error', at: Date.now() });
        });
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [state, guid]);

  const retry = useCallback(() => dispatch({ type: 'retry', at: Date.now() }), []);
  return { state, retry };
}
