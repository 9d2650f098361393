import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../components/layout/offline-notice';

/** idle: nothing to sync; offline: the browser says so, the sync is not tried; failed: it was tried and threw. */
export type SyncState = 'idle' | 'syncing' | 'synced' | 'failed' | 'offline';

export interface SyncStatus<T> {
  state: SyncState;
  /** What the last successful sync answered (e.g. syncCharity's 'found' | 'gone'). */
  result: T | undefined;
  retry: () => void;
}

type Outcome<T> = { id: string; state: 'synced' | 'failed'; result?: T };

/** A failed read is tried again after 2 s, then 4, 8, 16 and at most every 30 s (a flaky network, not an offline one). */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_LONGEST_MS = 30_000;
export const retryDelay = (failures: number) => Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));

/**
 * Runs a sync from the API into Dexie when `key` changes and again when the connection returns.
 * Screens keep reading Dexie whatever happens here; this only says how fresh that is.
 * A failed sync is tried again by itself (issue 37): with backoff, at once when the browser says it is back online or the
 * page is shown again, and whenever the screen's "Spróbuj ponownie" calls `retry`.
 */
export function useSync<T>(key: string | null, sync: () => Promise<T>): SyncStatus<T> {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const latest = useRef(sync);
  useEffect(() => {
    latest.current = sync;
  });
  const id = `${key}|${attempt}|${online}`;
  useEffect(() => {
    if (key === null || !online) return;
    let current = true;
    latest.current().then(
      (result) => current && setOutcome({ id, state: 'synced', result }),
      () => current && setOutcome({ id, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, key, online]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const failures = useRef(0);
  const failed = outcome?.id === id && outcome.state === 'failed';
  useEffect(() => {
    if (outcome?.id === id && outcome.state === 'synced') failures.current = 0;
  }, [outcome, id]);
  useEffect(() => {
    if (!failed) return;
    failures.current += 1;
    const timer = window.setTimeout(retry, retryDelay(failures.current));
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [failed, retry]);
  if (key === null) return { state: 'idle', result: undefined, retry };
  if (!online) return { state: 'offline', result: undefined, retry };
  if (outcome?.id !== id) return { state: 'syncing', result: undefined, retry };
  return { state: outcome.state, result: outcome.result, retry };
}

/** The sync could not bring fresh data: the screen shows what the device has, or says it has nothing. */
export const syncFailed = (state: SyncState) => state === 'failed' || state === 'offline';
