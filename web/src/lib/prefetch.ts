import { api } from './api-client';
import { firstLoadAnswer, takeFirstLoadAnswer } from './first-load';

// The first load asks for a screen's data while the screen's script is still on its way (ARCHITECTURE §5: the
// data still reaches the screen through Dexie; only the request starts earlier). Each answer is taken once.

const FRESH_MS = 10_000;
const early = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Starts a GET of `path` (as written by apiPath) unless one is already waiting or the browser is offline. */
export function prefetch(path: string): void {
  if (!navigator.onLine || early.has(path) || firstLoadAnswer(path) !== undefined) return;
  const answer = api.get<unknown>(path);
  // Whoever takes the answer hears of a failure; one never taken must not be reported as unhandled.
  answer.catch(() => {});
  early.set(path, { answer, at: Date.now() });
}

/**
 * The early answer for `path` — the one the page came with, or a fresh prefetch — and forgets it; otherwise
 * undefined: ask the API as usual.
 */
export function takePrefetched<T>(path: string): Promise<T> | undefined {
  const embedded = takeFirstLoadAnswer<T>(path);
  if (embedded !== undefined) return Promise.resolve(embedded);
  const entry = early.get(path);
  early.delete(path);
  return entry && Date.now() - entry.at < FRESH_MS ? (entry.answer as Promise<T>) : undefined;
}

/** A GET of `path`: the early answer when there is one (`takePrefetched`), otherwise the API asked now. */
export function getEarly<T>(path: string, signal?: AbortSignal): Promise<T> {
  return takePrefetched<T>(path) ?? api.get<T>(path, signal ? { signal } : undefined);
}
