import { HTTPError } from 'ky';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';

export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; notFound: boolean };

/**
 * Loads one thing from the API while `key` names it (null: nothing to load yet).
 * A new key loads again from "loading"; reload() keeps what is shown until the answer comes
 * (no flash of "loading"); an answer for an old key is dropped.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> & { reload: () => void } {
  const [state, setState] = useState<{ key: string | null; remote: Remote<T> }>({ key: null, remote: { status: 'idle' } });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((current) => (current.key === key ? current : { key, remote: { status: 'loading' } }));
    loader
      .current(controller.signal)
      .then((data) => setState({ key, remote: { status: 'ready', data } }))
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await errorMessage(error);
        const notFound = error instanceof HTTPError && error.response.status === 404;
        if (!controller.signal.aborted) setState({ key, remote: { status: 'error', message, notFound } });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect has run for a new key, report loading rather than the previous key's data.
  const remote: Remote<T> = key === null ? { status: 'idle' } : state.key === key ? state.remote : { status: 'loading' };
  return { ...remote, reload };
}
