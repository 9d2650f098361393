import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';

export type Remote<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string; status: number | null }
  | { state: 'ready'; data: T };

const statusOf = (error: unknown) => (error as { response?: { status?: number } }).response?.status ?? null;

/** One GET for a screen: loading, failed (with the Polish message) or ready; `reload` asks again quietly. */
export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> & { reload: () => void } {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    let current = true;
    // Asking again for the same thing keeps what is shown until the answer comes (no flash of "loading").
    const again = loadedKey.current === key;
    loadedKey.current = key;
    if (!again) setRemote({ state: 'loading' });
    load().then(
      (data) => current && setRemote({ state: 'ready', data }),
      async (error: unknown) => {
        const message = await errorMessage(error);
        if (current) setRemote({ state: 'failed', message, status: statusOf(error) });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when it asks for something else.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...remote, reload };
}
